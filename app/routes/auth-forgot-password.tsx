import { useActionData } from 'react-router'
import type { Route } from './+types/auth-forgot-password'
import { siteConfig } from '#app/config/site.ts'
import { ForgotPasswordScreen } from '#app/features/auth/account-link-screens.tsx'
import { type ForgotPasswordReply, handleForgotPassword } from '#app/features/auth/password-reset.server.ts'
import { formClientAction, shouldRevalidateAfterForm } from '#app/infra/forms/client-action.ts'
import { seo } from '#app/lib/seo.ts'

export async function action({ request }: Route.ActionArgs) {
	return handleForgotPassword(request)
}

export const clientAction = (args: Route.ClientActionArgs) => formClientAction(args)
export const shouldRevalidate = shouldRevalidateAfterForm

export default function ForgotPassword() {
	return <ForgotPasswordScreen reply={useActionData<ForgotPasswordReply>()} />
}

export const meta: Route.MetaFunction = () =>
	seo({
		title: 'Mot de passe oublié',
		description: `Recevoir un lien pour choisir un nouveau mot de passe de l’espace administrateur de ${siteConfig.name}.`,
		path: '/auth/mot-de-passe-oublie',
		noindex: true,
	})
