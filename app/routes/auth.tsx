import { ShieldCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Form, redirect, useActionData, useNavigation, useSearchParams } from 'react-router'
import type { Route } from './+types/auth'
import { Button } from '#app/components/ui/button.tsx'
import { TextField } from '#app/components/ui/field.tsx'
import { TabLink, TabPanel, TabsList } from '#app/components/ui/tabs.tsx'
import { siteConfig } from '#app/config/site.ts'
import type { AuthActionResult, AuthFormId } from '#app/features/auth/auth-actions.server.ts'
import { handleAuthAction } from '#app/features/auth/auth-actions.server.ts'
import { authMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#app/features/auth/auth-messages.ts'
import { getSessionUser } from '#app/features/auth/auth.server.ts'
import { formClientAction, shouldRevalidateAfterForm } from '#app/infra/forms/client-action.ts'
import { formErrorOf, submittedValuesOf } from '#app/infra/forms/form-reply.ts'
import { useSiteForm } from '#app/infra/forms/use-site-form.ts'
import { seo } from '#app/lib/seo.ts'
import { appPage } from '#app/lib/hydration.ts'

/** An app page: React Router runs in the browser (docs/decisions/054-static-first-pages.md). */
export const handle = appPage

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

const schemas = {
	login: () => import('#app/features/auth/auth-schema.ts').then((module) => module.loginSchema),
	signup: () => import('#app/features/auth/auth-schema.ts').then((module) => module.signupSchema),
}

export default function AuthPage() {
	const result = useActionData<AuthActionResult>()
	const [searchParams] = useSearchParams()
	const tab: AuthFormId = result?.formId ?? (searchParams.get('onglet') === 'inscription' ? 'signup' : 'login')
	// A reply without a form id (the transport failed) belongs to the form on screen.
	const reply = result && (result.formId ?? tab) === tab ? result : undefined

	return (
		<section className="section-y bg-surface">
			<div className="container-page">
				<div className="mx-auto max-w-md rounded-[var(--radius-card)] border border-border bg-white p-6 shadow-xl shadow-ink/5 sm:p-8">
					<div className="text-center">
						<span
							aria-hidden="true"
							className="inline-flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary"
						>
							<ShieldCheck className="size-6" />
						</span>
						<h1 className="text-h3 mt-4 font-bold">Espace administrateur</h1>
						<p className="mt-2 text-sm text-muted">
							Réservé à l’équipe {siteConfig.name}&nbsp;: accès aux demandes de livres blancs.
						</p>
					</div>
					<TabsList aria-label="Connexion ou inscription" className="mt-6">
						<TabLink id="tab-login" to="?" selected={tab === 'login'} panelId="panel-login">
							Connexion
						</TabLink>
						<TabLink id="tab-signup" to="?onglet=inscription" selected={tab === 'signup'} panelId="panel-signup">
							Inscription
						</TabLink>
					</TabsList>
					<TabPanel id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
						{tab === 'login' ? <LoginForm reply={reply} /> : <SignupForm reply={reply} />}
					</TabPanel>
				</div>
			</div>
		</section>
	)
}

/**
 * The failure of a whole form (wrong credentials, taken address, network): shown once,
 * next to the form, and focused so that it is read once; field errors focus the field.
 */
function useErrorSummary(reply: AuthActionResult | undefined) {
	// Read from the reply itself, so that the summary is in the page when the effect runs.
	const formError = formErrorOf(reply)
	const summary = useRef<HTMLParagraphElement>(null)
	useEffect(() => {
		const fieldErrors = Object.keys(reply?.error ?? {}).some((name) => name !== '')
		if (reply && !fieldErrors) summary.current?.focus()
	}, [reply])
	return {
		formError,
		summary: formError ? (
			<p
				ref={summary}
				id="auth-error"
				tabIndex={-1}
				className="rounded-[var(--radius-input)] bg-danger/10 px-4 py-3 text-sm font-medium text-danger focus-visible:outline-2 focus-visible:outline-danger"
			>
				{formError}
			</p>
		) : null,
	}
}

function useBusy(formId: AuthFormId) {
	const navigation = useNavigation()
	return navigation.state === 'submitting' && navigation.formData?.get('intent') === formId
}

function LoginForm({ reply }: { reply: AuthActionResult | undefined }) {
	const { errors, formProps } = useSiteForm({ id: 'login', schema: schemas.login, reply, errorToast: false })
	const { summary, formError } = useErrorSummary(reply)
	const busy = useBusy('login')
	return (
		<Form method="post" className="space-y-4" aria-describedby={formError ? 'auth-error' : undefined} {...formProps}>
			<input type="hidden" name="intent" value="login" />
			<TextField
				id="login-email"
				name="email"
				type="email"
				label="Email"
				autoComplete="email"
				maxLength={255}
				defaultValue={submittedValuesOf(reply).email}
				error={errors.email}
			/>
			<TextField
				id="login-password"
				name="password"
				type="password"
				label="Mot de passe"
				autoComplete="current-password"
				maxLength={PASSWORD_MAX_LENGTH}
				error={errors.password}
			/>
			{summary}
			<Button type="submit" size="lg" className="w-full" disabled={busy}>
				{busy ? 'Connexion...' : 'Se connecter'}
			</Button>
		</Form>
	)
}

function SignupForm({ reply }: { reply: AuthActionResult | undefined }) {
	const { errors, formProps } = useSiteForm({ id: 'signup', schema: schemas.signup, reply, errorToast: false })
	const { summary, formError } = useErrorSummary(reply)
	const busy = useBusy('signup')
	const values = submittedValuesOf(reply)
	return (
		<Form method="post" className="space-y-4" aria-describedby={formError ? 'auth-error' : undefined} {...formProps}>
			<input type="hidden" name="intent" value="signup" />
			<div className="grid gap-4 sm:grid-cols-2">
				<TextField
					id="signup-first-name"
					name="firstName"
					label="Prénom"
					autoComplete="given-name"
					maxLength={100}
					defaultValue={values.firstName}
					error={errors.firstName}
				/>
				<TextField
					id="signup-last-name"
					name="lastName"
					label="Nom"
					autoComplete="family-name"
					maxLength={100}
					defaultValue={values.lastName}
					error={errors.lastName}
				/>
			</div>
			<TextField
				id="signup-email"
				name="email"
				type="email"
				label="Email"
				autoComplete="email"
				maxLength={255}
				defaultValue={values.email}
				error={errors.email}
			/>
			<TextField
				id="signup-password"
				name="password"
				type="password"
				label="Mot de passe"
				autoComplete="new-password"
				minLength={PASSWORD_MIN_LENGTH}
				maxLength={PASSWORD_MAX_LENGTH}
				hint={authMessages.passwordHint}
				error={errors.password}
			/>
			<p className="text-xs text-muted">
				Un nouveau compte n’a aucun droit tant qu’un administrateur ne l’a pas validé.
			</p>
			{summary}
			<Button type="submit" size="lg" className="w-full" disabled={busy}>
				{busy ? 'Création...' : 'Créer un compte'}
			</Button>
		</Form>
	)
}

export const meta: Route.MetaFunction = () =>
	seo({
		title: 'Espace administrateur',
		description: `Connexion à l’espace administrateur de ${siteConfig.name}.`,
		path: '/auth',
		noindex: true,
	})
