import { data } from 'react-router'
import type { Route } from './+types/auth-confirm-email'
import { ConfirmEmailScreen } from '#app/features/auth/account-link-screens.tsx'
import {
	type ConfirmEmailState,
	confirmationTokenOf,
	confirmEmail,
	confirmPageState,
} from '#app/features/auth/email-confirmation.server.ts'
import { seo } from '#app/lib/seo.ts'

const headers = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' }
const statusOf = (state: ConfirmEmailState) => (state === 'invalid' ? 400 : state === 'expired' ? 410 : 200)

export async function loader({ request }: Route.LoaderArgs) {
	const token = await confirmationTokenOf(request)
	const state = confirmPageState(token)
	return data({ state, token: state === 'ask' ? token : null }, { status: statusOf(state), headers })
}

export async function action({ request }: Route.ActionArgs) {
	const state = await confirmEmail(await confirmationTokenOf(request))
	return data({ state, token: null }, { status: statusOf(state), headers })
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
	const { state, token } = actionData ?? loaderData
	return <ConfirmEmailScreen state={state} token={token} posted={Boolean(actionData)} />
}

export const meta: Route.MetaFunction = () =>
	seo({
		title: 'Confirmation de votre adresse e-mail',
		description: 'Confirmer l’adresse e-mail de votre compte.',
		path: '/auth/confirmer',
		noindex: true,
	})
