import type { Route } from './+types/auth'
import { accountPageMeta, accountPageOf } from '#app/features/auth/account-pages.ts'
import { accountPageAction, accountPageData } from '#app/features/auth/account-pages.server.ts'
import { AccountScreen } from '#app/features/auth/account-screen.tsx'
import { formClientAction, shouldRevalidateAfterForm } from '#app/infra/forms/client-action.ts'
import { seo } from '#app/lib/seo.ts'
import { appPage } from '#app/lib/hydration.ts'

/** An app page: React Router runs in the browser (docs/decisions/054-static-first-pages.md). */
export const handle = appPage

// /auth (sign-in, sign-up) and its pages /auth/mot-de-passe-oublie, /auth/nouveau-mot-de-passe,
// /auth/confirmer: one module, one chunk (app/features/auth/account-pages.ts).

export async function loader({ request, params }: Route.LoaderArgs) {
	return accountPageData(request, params.page)
}

export async function action({ request, params }: Route.ActionArgs) {
	return accountPageAction(request, params.page)
}

export const clientAction = (args: Route.ClientActionArgs) => formClientAction(args)
export const shouldRevalidate = shouldRevalidateAfterForm

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
	return <AccountScreen data={loaderData} actionData={actionData} />
}

export const meta: Route.MetaFunction = ({ params }) => {
	const page = accountPageOf(params.page)
	return page
		? seo({ ...accountPageMeta(page), noindex: true })
		: seo({ title: 'Page introuvable', description: 'Cette page n’existe pas.', path: '/auth', noindex: true })
}
