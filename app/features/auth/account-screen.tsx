import { ConfirmEmailScreen, ForgotPasswordScreen, ResetPasswordScreen } from './account-link-screens.tsx'
import type { AuthActionResult } from './auth-actions.server.ts'
import { SignInScreen } from './auth-forms.tsx'
import type { ConfirmEmailState, ConfirmPageReply } from './email-confirmation.server.ts'
import type { ForgotPasswordReply, ResetLinkState, ResetPasswordReply } from './password-reset.server.ts'

export type AccountPageData =
	| { page: 'sign-in' | 'forgot-password' }
	| { page: 'reset-password'; state: ResetLinkState; token: string | null }
	| { page: 'confirm-email'; state: ConfirmEmailState; token: string | null }

/**
 * The account page of the route (app/routes/auth.tsx). The action's answer is the one of
 * the form this page posted, so it is read as that form's reply.
 */
export function AccountScreen({ data, actionData }: { data: AccountPageData; actionData: unknown }) {
	switch (data.page) {
		case 'sign-in':
			return <SignInScreen result={actionData as AuthActionResult | undefined} />
		case 'forgot-password':
			return <ForgotPasswordScreen reply={actionData as ForgotPasswordReply | undefined} />
		case 'reset-password':
			return (
				<ResetPasswordScreen
					state={data.state}
					token={data.token}
					reply={actionData as ResetPasswordReply | undefined}
				/>
			)
		default: {
			const reply = actionData as ConfirmPageReply | undefined
			return <ConfirmEmailScreen state={reply?.state ?? data.state} token={data.token} posted={Boolean(reply)} />
		}
	}
}
