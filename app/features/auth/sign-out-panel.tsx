import LogOut from 'lucide-react/icons/log-out'
import { Form, useNavigation } from 'react-router'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'

/**
 * The sign-out page (GET /deconnexion): any signed-in visitor, admin or not, can end
 * their session here, with or without JavaScript (a plain POST to the same address).
 */
export function SignOutPanel({ email }: { email: string | null }) {
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formAction === '/deconnexion'
	return (
		<section className="section-y bg-surface">
			<div className="container-page">
				<div className="mx-auto max-w-md rounded-[var(--radius-card)] border border-border bg-white p-6 text-center shadow-xl shadow-ink/5 sm:p-8">
					<h1 className="text-h3 font-bold">Déconnexion</h1>
					{email ? (
						<>
							<p className="mt-3 text-muted">
								Vous êtes connecté avec l’adresse <span className="font-medium text-ink">{email}</span>.
							</p>
							<Form method="post" action="/deconnexion" className="mt-6">
								<Button type="submit" size="lg" className="w-full" disabled={busy}>
									<LogOut aria-hidden="true" />
									{busy ? 'Déconnexion…' : 'Se déconnecter'}
								</Button>
							</Form>
						</>
					) : (
						<>
							<p className="mt-3 text-muted">Vous n’êtes pas connecté.</p>
							<a href="/" className={buttonVariants({ variant: 'secondary', className: 'mt-6' })}>
								Retour à l’accueil
							</a>
						</>
					)}
				</div>
			</div>
		</section>
	)
}
