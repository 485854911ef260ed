import { ShieldCheck } from 'lucide-react'
import { useEffect } from 'react'
import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from 'react-router'
import type { Route } from './+types/auth'
import { Button } from '#app/components/ui/button.tsx'
import { TextField } from '#app/components/ui/field.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs.tsx'
import { toast } from '#app/components/ui/toast.tsx'
import { handleAuthAction } from '#app/features/auth/auth-actions.server.ts'
import { getSessionUser } from '#app/features/auth/auth.server.ts'
import { siteConfig } from '#app/config/site.ts'
import { seo } from '#app/lib/seo.ts'

export async function loader({ request }: Route.LoaderArgs) {
	// A signed-in visitor has nothing to do here (spec §6).
	if (await getSessionUser(request)) throw redirect('/')
	return null
}

export async function action({ request }: Route.ActionArgs) {
	return handleAuthAction(request)
}

export default function AuthPage() {
	const result = useActionData<typeof action>()
	const navigation = useNavigation()
	const [searchParams, setSearchParams] = useSearchParams()
	const busyIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
	const tab = result?.intent ?? (searchParams.get('onglet') === 'inscription' ? 'signup' : 'login')

	useEffect(() => {
		if (result?.error) toast('error', result.error)
	}, [result])

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
					<Tabs
						value={tab}
						onValueChange={(value) =>
							setSearchParams(value === 'signup' ? { onglet: 'inscription' } : {}, {
								replace: true,
								preventScrollReset: true,
							})
						}
						className="mt-6"
					>
						<TabsList>
							<TabsTrigger value="login" asChild>
								<Link to="?" replace preventScrollReset>
									Connexion
								</Link>
							</TabsTrigger>
							<TabsTrigger value="signup" asChild>
								<Link to="?onglet=inscription" replace preventScrollReset>
									Inscription
								</Link>
							</TabsTrigger>
						</TabsList>
						<TabsContent value="login">
							<Form method="post" className="space-y-4">
								<input type="hidden" name="intent" value="login" />
								<TextField
									id="login-email"
									name="email"
									type="email"
									label="Email"
									autoComplete="email"
									defaultValue={result?.intent === 'login' ? result.email : undefined}
								/>
								<TextField
									id="login-password"
									name="password"
									type="password"
									label="Mot de passe"
									autoComplete="current-password"
								/>
								{result?.intent === 'login' ? (
									<p role="alert" className="text-sm font-medium text-danger">
										{result.error}
									</p>
								) : null}
								<Button type="submit" size="lg" className="w-full" disabled={busyIntent === 'login'}>
									{busyIntent === 'login' ? 'Connexion...' : 'Se connecter'}
								</Button>
							</Form>
						</TabsContent>
						<TabsContent value="signup">
							<Form method="post" className="space-y-4">
								<input type="hidden" name="intent" value="signup" />
								<div className="grid gap-4 sm:grid-cols-2">
									<TextField
										id="signup-first-name"
										name="firstName"
										label="Prénom"
										autoComplete="given-name"
										maxLength={100}
									/>
									<TextField
										id="signup-last-name"
										name="lastName"
										label="Nom"
										autoComplete="family-name"
										maxLength={100}
									/>
								</div>
								<TextField
									id="signup-email"
									name="email"
									type="email"
									label="Email"
									autoComplete="email"
									maxLength={255}
									defaultValue={result?.intent === 'signup' ? result.email : undefined}
								/>
								<TextField
									id="signup-password"
									name="password"
									type="password"
									label="Mot de passe"
									autoComplete="new-password"
									minLength={6}
									maxLength={128}
								/>
								<p className="text-xs text-muted">
									6 caractères minimum. Un nouveau compte n’a aucun droit tant qu’un administrateur ne l’a pas validé.
								</p>
								{result?.intent === 'signup' ? (
									<p role="alert" className="text-sm font-medium text-danger">
										{result.error}
									</p>
								) : null}
								<Button type="submit" size="lg" className="w-full" disabled={busyIntent === 'signup'}>
									{busyIntent === 'signup' ? 'Création...' : 'Créer un compte'}
								</Button>
							</Form>
						</TabsContent>
					</Tabs>
				</div>
			</div>
		</section>
	)
}

export const meta: Route.MetaFunction = () =>
	seo({
		title: 'Espace administrateur',
		description: `Connexion à l’espace administrateur de ${siteConfig.name}.`,
		path: '/auth',
		noindex: true,
	})
