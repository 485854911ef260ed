import { data, Form, useNavigation } from 'react-router'
import type { Route } from './+types/newsletter-unsubscribe'
import { Button } from '#app/components/ui/button.tsx'
import { BackToBlog, NewsletterNotice } from '#app/features/newsletter/newsletter-notice.tsx'
import { tokenOf, unsubscribeFromLink, unsubscribePageState } from '#app/features/newsletter/newsletter-pages.server.ts'
import { seo } from '#app/lib/seo.ts'

export async function loader({ request }: Route.LoaderArgs) {
	const token = await tokenOf(request)
	const state = await unsubscribePageState(token)
	return data({ state, token: state === 'ask' ? token : null }, { status: state === 'invalid' ? 400 : 200 })
}

/** The page's button and RFC 8058's one-click POST alike: unsubscribed at once. */
export async function action({ request }: Route.ActionArgs) {
	const state = await unsubscribeFromLink(await tokenOf(request))
	return data({ state, token: null }, { status: state === 'invalid' ? 400 : 200 })
}

export const meta: Route.MetaFunction = () =>
	seo({
		title: 'Désinscription de la newsletter',
		description: 'Désinscrivez-vous de la newsletter du blog en un clic.',
		path: '/newsletter/desinscription',
		noindex: true,
	})

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
	const { state, token } = actionData ?? loaderData
	const busy = useNavigation().state === 'submitting'
	if (state === 'ask')
		return (
			<NewsletterNotice tone="question" title="Se désinscrire de la newsletter">
				<p>Vous ne recevrez plus aucun e-mail de notre part. Aucune connexion n’est nécessaire.</p>
				<Form method="post" className="mt-8">
					<input type="hidden" name="jeton" value={token ?? ''} />
					<Button type="submit" size="lg" disabled={busy}>
						Me désinscrire
					</Button>
				</Form>
			</NewsletterNotice>
		)
	if (state === 'done')
		return (
			<NewsletterNotice tone="success" title="Vous êtes désinscrit">
				<p>
					Votre adresse ne recevra plus aucun e-mail de la newsletter. Vous pouvez vous réinscrire à tout moment depuis
					le blog.
				</p>
				<BackToBlog />
			</NewsletterNotice>
		)
	return (
		<NewsletterNotice tone="error" title="Ce lien de désinscription n’est pas valide">
			<p>
				Il est incomplet ou a été modifié. Ouvrez-le directement depuis l’un de nos e-mails, ou écrivez-nous depuis la
				page de contact&nbsp;: nous vous désinscrirons.
			</p>
			<BackToBlog />
		</NewsletterNotice>
	)
}
