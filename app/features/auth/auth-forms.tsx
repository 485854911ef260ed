import { useEffect, useRef } from 'react'
import { Form, Link, useNavigation, useSearchParams } from 'react-router'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { TextField } from '#app/components/ui/field.tsx'
import { TabLink, TabPanel, TabsList } from '#app/components/ui/tabs.tsx'
import { toast } from '#app/components/ui/toast.tsx'
import { siteConfig } from '#app/config/site.ts'
import { type FormReply, submittedValuesOf } from '#app/infra/forms/form-reply.ts'
import { useSiteForm } from '#app/infra/forms/use-site-form.ts'
import { accountMessages, CONFIRMATION_LINK_HOURS } from './account-messages.ts'
import type { AuthActionResult, AuthFormId } from './auth-actions.server.ts'
import { authMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-messages.ts'
import { authPaths } from './auth-paths.ts'
import { AuthCard, AuthOutcome, useErrorSummary } from './auth-ui.tsx'

/** The /auth page: its two tabs and their forms (sign in, sign up), and a new confirmation link. */

export function SignInScreen({ result }: { result: AuthActionResult | undefined }) {
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

const schemas = {
	login: () => import('./auth-schema.ts').then((module) => module.loginSchema),
	signup: () => import('./auth-schema.ts').then((module) => module.signupSchema),
}

export const linkClass =
	'rounded font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring)'

function useBusy(intent: string) {
	const navigation = useNavigation()
	return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

function LoginForm({
	reply,
	resendReply,
}: {
	reply: FormReply<unknown> | undefined
	resendReply: FormReply<unknown> | undefined
}) {
	// A failed sign-in is told twice, as the specification asks: a toast, and the message by the form.
	const { errors, formProps } = useSiteForm({ id: 'login', schema: schemas.login, reply, errorToast: true })
	const { summary, formError } = useErrorSummary(reply, 'auth-error')
	const resend = useErrorSummary(resendReply, 'resend-error')
	const busy = useBusy('login')
	const email = submittedValuesOf(reply).email ?? submittedValuesOf(resendReply).email
	return (
		<>
			{resendReply?.status === 'success' ? (
				<p role="status" className="mb-4 rounded-[var(--radius-input)] bg-success/10 px-4 py-3 text-sm text-ink">
					{accountMessages.confirmationResent}
				</p>
			) : (
				resend.summary
			)}
			<Form method="post" className="space-y-4" aria-describedby={formError ? 'auth-error' : undefined} {...formProps}>
				<input type="hidden" name="intent" value="login" />
				<TextField
					id="login-email"
					name="email"
					type="email"
					label="Email"
					autoComplete="email"
					maxLength={255}
					defaultValue={email}
					error={errors.email}
				/>
				<div>
					<TextField
						id="login-password"
						name="password"
						type="password"
						label="Mot de passe"
						autoComplete="current-password"
						maxLength={PASSWORD_MAX_LENGTH}
						error={errors.password}
					/>
					<p className="mt-2 text-right text-sm">
						<Link to={authPaths.forgotPassword} className={linkClass}>
							Mot de passe oublié&#8239;?
						</Link>
					</p>
				</div>
				{summary}
				<Button type="submit" size="lg" className="w-full" disabled={busy}>
					{busy ? 'Connexion...' : 'Se connecter'}
				</Button>
			</Form>
			{formError === accountMessages.emailNotVerified && email ? <ResendConfirmation email={email} /> : null}
		</>
	)
}

/** Under « address not confirmed yet »: a new link, for the address just typed (a plain post). */
function ResendConfirmation({ email }: { email: string }) {
	const busy = useBusy('resend-confirmation')
	return (
		<Form method="post" className="mt-4">
			<input type="hidden" name="intent" value="resend-confirmation" />
			<input type="hidden" name="email" value={email} />
			<Button type="submit" variant="secondary" className="w-full" disabled={busy}>
				{busy ? 'Envoi...' : 'Recevoir un nouveau lien de confirmation'}
			</Button>
		</Form>
	)
}

function SignupForm({ reply }: { reply: FormReply<unknown> | undefined }) {
	const { errors, formProps } = useSiteForm({ id: 'signup', schema: schemas.signup, reply, errorToast: false })
	const { summary, formError } = useErrorSummary(reply, 'auth-error')
	const busy = useBusy('signup')
	const values = submittedValuesOf(reply)
	return (
		<Form method="post" className="space-y-4" aria-describedby={formError ? 'auth-error' : undefined} {...formProps}>
			<input type="hidden" name="intent" value="signup" />
			<div className="grid gap-4 sm:grid-cols-2">
				<TextField
					id="signup-first-name"
					name="firstName"
					type="text"
					label="Prénom"
					autoComplete="given-name"
					maxLength={100}
					defaultValue={values.firstName}
					error={errors.firstName}
				/>
				<TextField
					id="signup-last-name"
					name="lastName"
					type="text"
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
				hint={accountMessages.passwordHint}
				error={errors.password}
			/>
			<p className="text-xs text-muted">
				Un e-mail vous sera envoyé pour confirmer votre adresse. Un nouveau compte n’a aucun droit tant qu’un
				administrateur ne l’a pas validé.
			</p>
			{summary}
			<Button type="submit" size="lg" className="w-full" disabled={busy}>
				{busy ? 'Création...' : 'Créer un compte'}
			</Button>
		</Form>
	)
}

/**
 * After a sign-up: the same page whether the address had an account or not
 * (docs/decisions/071-sign-up-same-answer.md). The e-mail is either the confirmation
 * link or, for an existing account, a note to its owner.
 */
function SignupSent({ email }: { email: string }) {
	// The specification's toast, once (development's double effects included).
	const toasted = useRef(false)
	useEffect(() => {
		if (toasted.current) return
		toasted.current = true
		toast('success', authMessages.signupSuccess)
	}, [])
	return (
		<AuthOutcome title="Vérifiez votre boîte de réception">
			<p>
				Un e-mail vient d’être envoyé à <span className="font-medium break-all">{email}</span>. Ouvrez le lien qu’il
				contient pour confirmer votre adresse (il est valable {CONFIRMATION_LINK_HOURS}&nbsp;heures), puis
				connectez-vous.
			</p>
			<p>Rien reçu d’ici quelques minutes&#8239;? Regardez dans les courriers indésirables.</p>
			<p>
				<Link to="/auth" className={buttonVariants({ variant: 'secondary', className: 'mt-2' })}>
					Aller à la connexion
				</Link>
			</p>
		</AuthOutcome>
	)
}
