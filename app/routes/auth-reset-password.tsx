import { useActionData, useLoaderData } from 'react-router'
import type { Route } from './+types/auth-reset-password'
import { ResetPasswordScreen } from '#app/features/auth/account-link-screens.tsx'
import {
	handleResetPassword,
	resetPageData,
	type ResetPasswordReply,
} from '#app/features/auth/password-reset.server.ts'
import { formClientAction, shouldRevalidateAfterForm } from '#app/infra/forms/client-action.ts'
import { seo } from '#app/lib/seo.ts'

export async function loader({ request }: Route.LoaderArgs) {
	return resetPageData(request)
}

export async function action({ request }: Route.ActionArgs) {
	return handleResetPassword(request)
}

export const clientAction = (args: Route.ClientActionArgs) => formClientAction(args)
export const shouldRevalidate = shouldRevalidateAfterForm

export default function ResetPassword() {
	const { state, token } = useLoaderData<typeof loader>()
	return <ResetPasswordScreen state={state} token={token} reply={useActionData<ResetPasswordReply>()} />
}

export const meta: Route.MetaFunction = () =>
	seo({
		title: 'Nouveau mot de passe',
		description: 'Choisir un nouveau mot de passe.',
		path: '/auth/nouveau-mot-de-passe',
		noindex: true,
	})
