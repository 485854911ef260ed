import { data, Form, useNavigation } from 'react-router'
import type { Route } from './+types/newsletter-confirm'
import { Button } from '#app/components/ui/button.tsx'
import { BackToBlog, NewsletterNotice } from '#app/features/newsletter/newsletter-notice.tsx'
import {
	type ConfirmPageState,
	confirmFromLink,
	confirmPageState,
	tokenOf,
} from '#app/features/newsletter/newsletter-pages.server.ts'
import { seo } from '#app/lib/seo.ts'

const statusOf = (state: ConfirmPageState) => (state === 'invalid' ? 400 : state === 'expired' ? 410 : 200)

export async function loader({ request }: Route.LoaderArgs) {
	const token = await tokenOf(request)
	const state = await confirmPageState(token)
	return data({ state, token: state === 'ask' ? token : null }, { status: statusOf(state) })
}

export async function action({ request }: Route.ActionArgs) {
	const state = await confirmFromLink(await tokenOf(request))
	return data({ state, token: null }, { status: statusOf(state) })
}

export const meta: Route.MetaFunction = () =>
	seo({
		title: 'Confirmation de votre inscription à la newsletter',
		description: 'Confirmez votre inscription à la newsletter du blog.',
		path: '/newsletter/confirmer',
		noindex: true,
	})

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
	const { state, token } = actionData ?? loaderData
	const busy = useNavigation().state === 'submitting'
	switch (state) {
		case 'ask':
			return (
				<NewsletterNotice tone="question" title="Confirmez votre inscription">
					<p>Un clic pour recevoir un e-mail à chaque nouvel article du blog.</p>
					<Form method="post" className="mt-8">
						<input type="hidden" name="jeton" value={token ?? ''} />
						<Button type="submit" size="lg" disabled={busy}>
							Confirmer mon inscription
						</Button>
					</Form>
				</NewsletterNotice>
			)
		case 'confirmed':
		case 'already-confirmed':
			return (
				<NewsletterNotice tone="success" title="Votre inscription est confirmée">
					<p>
						Merci&nbsp;! Vous recevrez un e-mail à chaque nouvel article. Chaque e-mail contient un lien pour vous
						désinscrire en un clic.
					</p>
					<BackToBlog />
				</NewsletterNotice>
			)
		case 'gone':
			return (
				<NewsletterNotice tone="error" title="Cette inscription n’est plus en attente">
					<p>Elle a été résiliée ou supprimée. Pour recevoir nos articles, inscrivez-vous à nouveau depuis le blog.</p>
					<BackToBlog />
				</NewsletterNotice>
			)
		case 'expired':
			return (
				<NewsletterNotice tone="error" title="Ce lien de confirmation a expiré">
					<p>
						Il était valable 48&nbsp;heures. Inscrivez-vous à nouveau depuis le blog&nbsp;: un nouvel e-mail de
						confirmation vous sera envoyé.
					</p>
					<BackToBlog />
				</NewsletterNotice>
			)
		default:
			return (
				<NewsletterNotice tone="error" title="Ce lien n’est pas valide">
					<p>Il est incomplet ou a été modifié. Ouvrez-le directement depuis l’e-mail reçu, sans le recopier.</p>
					<BackToBlog />
				</NewsletterNotice>
			)
	}
}
