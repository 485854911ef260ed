import { useLoaderData } from 'react-router'
import type { Route } from './+types/logout'
import { signOut } from '#app/features/auth/auth-actions.server.ts'
import { getSessionUser } from '#app/features/auth/auth.server.ts'
import { SignOutPanel } from '#app/features/auth/sign-out-panel.tsx'
import { appPage } from '#app/lib/hydration.ts'
import { seo } from '#app/lib/seo.ts'

/** An app page: React Router runs in the browser (docs/decisions/054-static-first-pages.md). */
export const handle = appPage

export async function loader({ request }: Route.LoaderArgs) {
	const user = await getSessionUser(request)
	return { email: user?.email ?? null }
}

export async function action({ request }: Route.ActionArgs) {
	return signOut(request)
}

export default function Logout() {
	const { email } = useLoaderData<typeof loader>()
	return <SignOutPanel email={email} />
}

export const meta: Route.MetaFunction = () =>
	seo({ title: 'Déconnexion', description: 'Fin de votre session.', path: '/deconnexion', noindex: true })
