import { Form, Link, useNavigation } from 'react-router'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { TextField } from '#app/components/ui/field.tsx'
import { type FormReply, submittedValuesOf } from '#app/infra/forms/form-reply.ts'
import { useSiteForm } from '#app/infra/forms/use-site-form.ts'
import { linkClass } from './auth-forms.tsx'
import { accountMessages } from './account-messages.ts'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-messages.ts'
import { authPaths } from './auth-paths.ts'
import { AuthCard, AuthOutcome, useErrorSummary } from './auth-ui.tsx'
import type { ConfirmEmailState } from './email-confirmation.server.ts'
import type { ResetLinkState } from './password-reset.server.ts'

/**
 * The pages reached from the account e-mails and from « Mot de passe oublié ? »
 * (docs/decisions/072-account-e-mails.md). Each is a plain form posting to its route:
 * they work without JavaScript, and with it as the rest of the site's forms do.
 */

const schemas = {
	forgot: () => import('./auth-schema.ts').then((module) => module.forgotPasswordSchema),
	reset: () => import('./auth-schema.ts').then((module) => module.resetPasswordSchema),
}

function useSubmitting() {
	return useNavigation().state === 'submitting'
}

function SignInLink({ label = 'Se connecter' }: { label?: string }) {
	return (
		<Link to={authPaths.signIn} className={buttonVariants({ variant: 'secondary', className: 'mt-2' })}>
			{label}
		</Link>
	)
}

export function ForgotPasswordScreen({ reply }: { reply: FormReply<{ sentTo: string }> | undefined }) {
	const { errors, formProps } = useSiteForm({ id: 'forgot-password', schema: schemas.forgot, reply, errorToast: false })
	const { summary, formError } = useErrorSummary(reply, 'forgot-error')
	const busy = useSubmitting()
	const sentTo = reply?.status === 'success' ? reply.payload?.sentTo : undefined
	return (
		<AuthCard
			title={'Mot de passe oublié\u202f?'}
			description={
				'Indiquez l’adresse de votre compte\u00a0: nous vous enverrons un lien pour choisir un nouveau mot de passe.'
			}
		>
			{sentTo !== undefined ? (
				<AuthOutcome title="Vérifiez votre boîte de réception">
					<p>
						Si un compte existe pour l’adresse <span className="font-medium break-all">{sentTo}</span>, un e-mail vient
						de lui être envoyé avec un lien pour choisir un nouveau mot de passe. Ce lien est valable une heure et ne
						sert qu’une fois.
					</p>
					<p>Rien reçu d’ici quelques minutes&#8239;? Regardez dans les courriers indésirables.</p>
					<p>
						<SignInLink label="Retour à la connexion" />
					</p>
				</AuthOutcome>
			) : (
				<Form
					method="post"
					className="mt-6 space-y-4"
					aria-describedby={formError ? 'forgot-error' : undefined}
					{...formProps}
				>
					<TextField
						id="forgot-email"
						name="email"
						type="email"
						label="Email"
						autoComplete="email"
						maxLength={255}
						defaultValue={submittedValuesOf(reply).email}
						error={errors.email}
					/>
					{summary}
					<Button type="submit" size="lg" className="w-full" disabled={busy}>
						{busy ? 'Envoi...' : 'Recevoir un lien'}
					</Button>
					<p className="text-center text-sm">
						<Link to={authPaths.signIn} className={linkClass}>
							Retour à la connexion
						</Link>
					</p>
				</Form>
			)}
		</AuthCard>
	)
}

export function ResetPasswordScreen({
	state,
	token,
	reply,
}: {
	state: ResetLinkState
	token: string | null
	reply: FormReply<{ done: true }> | undefined
}) {
	const { errors, formProps } = useSiteForm({ id: 'reset-password', schema: schemas.reset, reply, errorToast: false })
	const { summary, formError } = useErrorSummary(reply, 'reset-error')
	const busy = useSubmitting()
	const linkError =
		state === 'expired' || formError === accountMessages.resetLinkExpired
			? accountMessages.resetLinkExpired
			: state === 'invalid' || formError === accountMessages.resetLinkInvalid
				? accountMessages.resetLinkInvalid
				: undefined
	return (
		<AuthCard title="Nouveau mot de passe">
			{reply?.status === 'success' ? (
				<AuthOutcome title="Votre mot de passe a été modifié">
					<p>
						Toutes les sessions ouvertes sur votre compte ont été fermées. Connectez-vous avec le nouveau mot de passe.
					</p>
					<p>
						<SignInLink />
					</p>
				</AuthOutcome>
			) : linkError ? (
				<AuthOutcome title={linkError} tone="error" focus={Boolean(reply)}>
					<p>Demandez un nouveau lien&#8239;: il arrive en quelques instants.</p>
					<p>
						<Link to={authPaths.forgotPassword} className={buttonVariants({ variant: 'secondary', className: 'mt-2' })}>
							Demander un nouveau lien
						</Link>
					</p>
				</AuthOutcome>
			) : (
				<Form
					method="post"
					className="mt-6 space-y-4"
					aria-describedby={formError ? 'reset-error' : undefined}
					{...formProps}
				>
					<input type="hidden" name="jeton" value={token ?? ''} />
					<TextField
						id="new-password"
						name="password"
						type="password"
						label="Nouveau mot de passe"
						autoComplete="new-password"
						minLength={PASSWORD_MIN_LENGTH}
						maxLength={PASSWORD_MAX_LENGTH}
						hint={accountMessages.passwordHint}
						error={errors.password}
					/>
					<TextField
						id="new-password-confirmation"
						name="confirmation"
						type="password"
						label="Confirmez le mot de passe"
						autoComplete="new-password"
						maxLength={PASSWORD_MAX_LENGTH}
						error={errors.confirmation}
					/>
					<p className="text-xs text-muted">
						Une fois le mot de passe changé, toutes les sessions ouvertes sur votre compte sont fermées.
					</p>
					{summary}
					<Button type="submit" size="lg" className="w-full" disabled={busy}>
						{busy ? 'Enregistrement...' : 'Enregistrer le mot de passe'}
					</Button>
				</Form>
			)}
		</AuthCard>
	)
}

export function ConfirmEmailScreen({
	state,
	token,
	posted,
}: {
	state: ConfirmEmailState
	token: string | null
	posted: boolean
}) {
	const busy = useSubmitting()
	switch (state) {
		case 'ask':
			return (
				<AuthCard
					title="Confirmez votre adresse e-mail"
					description="Un clic pour confirmer l’adresse de votre compte, puis vous pourrez vous connecter."
				>
					<Form method="post" className="mt-6">
						<input type="hidden" name="jeton" value={token ?? ''} />
						<Button type="submit" size="lg" className="w-full" disabled={busy}>
							{busy ? 'Confirmation...' : 'Confirmer mon adresse'}
						</Button>
					</Form>
				</AuthCard>
			)
		case 'confirmed':
			return (
				<AuthCard title="Confirmez votre adresse e-mail">
					<AuthOutcome title="Votre adresse est confirmée" focus={posted}>
						<p>
							Vous pouvez maintenant vous connecter. Un nouveau compte n’a aucun droit tant qu’un administrateur ne l’a
							pas validé.
						</p>
						<p>
							<SignInLink />
						</p>
					</AuthOutcome>
				</AuthCard>
			)
		default:
			return (
				<AuthCard title="Confirmez votre adresse e-mail">
					<AuthOutcome
						title={state === 'expired' ? accountMessages.confirmLinkExpired : accountMessages.confirmLinkInvalid}
						tone="error"
						focus={posted}
					>
						<p>
							{state === 'expired'
								? 'Connectez-vous avec votre adresse et votre mot de passe\u00a0: la page vous proposera un nouveau lien.'
								: 'Ouvrez-le directement depuis l’e-mail reçu, sans le recopier.'}
						</p>
						<p>
							<SignInLink />
						</p>
					</AuthOutcome>
				</AuthCard>
			)
	}
}
