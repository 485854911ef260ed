import { redirect, useActionData, useSearchParams } from 'react-router'
import type { Route } from './+types/auth'
import { TabLink, TabPanel, TabsList } from '#app/components/ui/tabs.tsx'
import { siteConfig } from '#app/config/site.ts'
import type { AuthActionResult, AuthFormId } from '#app/features/auth/auth-actions.server.ts'
import { handleAuthAction } from '#app/features/auth/auth-actions.server.ts'
import { LoginForm, SignupForm, SignupSent } from '#app/features/auth/auth-forms.tsx'
import { getSessionUser } from '#app/features/auth/auth.server.ts'
import { AuthCard } from '#app/features/auth/auth-ui.tsx'
import { formClientAction, shouldRevalidateAfterForm } from '#app/infra/forms/client-action.ts'
import { seo } from '#app/lib/seo.ts'

export async function loader({ request }: Route.LoaderArgs) {
	// A signed-in visitor has nothing to do here; /deconnexion ends the session (docs/decisions/022-sign-out-page.md).
	if (await getSessionUser(request)) throw redirect('/')
	return null
}

export async function action({ request }: Route.ActionArgs) {
	return handleAuthAction(request)
}

export const clientAction = (args: Route.ClientActionArgs) => formClientAction(args)
export const shouldRevalidate = shouldRevalidateAfterForm

export default function AuthPage() {
	const result = useActionData<AuthActionResult>()
	const [searchParams] = useSearchParams()
	const posted: AuthFormId | undefined = result?.formId
	const tab = posted === 'signup' || (!posted && searchParams.get('onglet') === 'inscription') ? 'signup' : 'login'
	// A reply without a form id (the transport failed) belongs to the form on screen.
	const replyOf = (form: AuthFormId) => (result && (result.formId ?? tab) === form ? result : undefined)
	const signupReply = replyOf('signup')
	const signedUpAs =
		signupReply?.status === 'success' && signupReply.payload && 'signedUpAs' in signupReply.payload
			? signupReply.payload.signedUpAs
			: undefined

	return (
		<AuthCard
			title="Espace administrateur"
			description={`Réservé à l’équipe ${siteConfig.name}\u00a0: accès aux demandes de livres blancs.`}
		>
			<TabsList aria-label="Connexion ou inscription" className="mt-6">
				<TabLink id="tab-login" to="?" selected={tab === 'login'} panelId="panel-login">
					Connexion
				</TabLink>
				<TabLink id="tab-signup" to="?onglet=inscription" selected={tab === 'signup'} panelId="panel-signup">
					Inscription
				</TabLink>
			</TabsList>
			<TabPanel id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
				{tab === 'login' ? (
					<LoginForm reply={replyOf('login')} resendReply={replyOf('resend')} />
				) : signedUpAs !== undefined ? (
					<SignupSent email={signedUpAs} />
				) : (
					<SignupForm reply={signupReply} />
				)}
			</TabPanel>
		</AuthCard>
	)
}

export const meta: Route.MetaFunction = () =>
	seo({
		title: 'Espace administrateur',
		description: `Connexion à l’espace administrateur de ${siteConfig.name}.`,
		path: '/auth',
		noindex: true,
	})
