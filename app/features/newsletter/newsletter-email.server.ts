import { siteConfig } from '#app/config/site.ts'
import type { MailMessage } from '#app/infra/mail/mail.server.ts'
import { escapeMarkup } from '#app/lib/escape.ts'
import { absoluteUrl, shareImagePath } from '#app/lib/seo.ts'
import { CONFIRMATION_LINK_HOURS, confirmationToken, unsubscribeToken } from './newsletter-token.server.ts'

/**
 * The newsletter's two e-mails. Neither carries a word typed by the visitor: the
 * confirmation is fixed text and a signed link; the announcement is the article's own
 * title and excerpt (docs/decisions/040-newsletter-double-opt-in.md).
 */

export function confirmationUrl(subscriberId: string, now = new Date()): string {
	return absoluteUrl(`/newsletter/confirmer?jeton=${confirmationToken(subscriberId, now)}`)
}

export function unsubscribeUrl(subscriberId: string): string {
	return absoluteUrl(`/newsletter/desinscription?jeton=${unsubscribeToken(subscriberId)}`)
}

function footer(text: string) {
	return `<p style="margin:32px 0 0;font-size:13px;color:#5b6472">${text}</p>`
}

function layout(body: string): string {
	return `<!doctype html><html lang="fr"><body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5"><div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">${body}</div></body></html>`
}

export function confirmationEmail(to: string, subscriberId: string, now = new Date()): MailMessage {
	const link = confirmationUrl(subscriberId, now)
	const text = [
		'Bonjour,',
		'',
		`Vous avez demandé à recevoir la newsletter du blog ${siteConfig.name}\u00a0: un e-mail à chaque nouvelle publication.`,
		'Pour confirmer votre inscription, ouvrez ce lien\u00a0:',
		link,
		'',
		`Ce lien est valable ${CONFIRMATION_LINK_HOURS} heures. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: vous ne recevrez rien d’autre.`,
		'',
		`L’équipe ${siteConfig.name}`,
	].join('\n')
	const html = layout(`<p>Bonjour,</p>
<p>Vous avez demandé à recevoir la newsletter du blog ${escapeMarkup(siteConfig.name)}&nbsp;: un e-mail à chaque nouvelle publication.</p>
<p><a href="${escapeMarkup(link)}" style="display:inline-block;background:#1a56db;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">Confirmer mon inscription</a></p>
<p>Ce lien est valable ${CONFIRMATION_LINK_HOURS}&nbsp;heures. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail&nbsp;: vous ne recevrez rien d’autre.</p>
<p>L’équipe ${escapeMarkup(siteConfig.name)}</p>`)
	return { to, subject: `Confirmez votre inscription à la newsletter ${siteConfig.name}`, text, html }
}

export type AnnouncedArticle = { slug: string; title: string; excerpt: string }

/** The unsubscribe link of a preview or a test: an example token, which the page refuses. */
export const PLACEHOLDER_UNSUBSCRIBE_TOKEN = 'exemple'

/**
 * One article's announcement to one subscriber (`null`: the admin's preview or test,
 * with a placeholder unsubscribe link), with a visible unsubscribe link and the
 * one-click headers of RFC 8058 (List-Unsubscribe + List-Unsubscribe-Post). The visible
 * link opens a page with one button (docs/decisions/087-one-click-unsubscribe.md): its
 * words say so; the one-click is the mail client's, through the headers.
 */
export function announcementEmail(
	to: string,
	subscriberId: string | null,
	article: AnnouncedArticle,
	options: { test?: boolean } = {},
): MailMessage {
	const link = absoluteUrl(`/blog/${article.slug}`)
	// The article's 1200×630 share image: a PNG, which every mail client shows (the SVG cover is not).
	const cover = absoluteUrl(shareImagePath(`/blog/${article.slug}`))
	const unsubscribe = subscriberId
		? unsubscribeUrl(subscriberId)
		: absoluteUrl(`/newsletter/desinscription?jeton=${PLACEHOLDER_UNSUBSCRIBE_TOKEN}`)
	const text = [
		`Nouvel article sur le blog ${siteConfig.name}\u00a0:`,
		'',
		article.title,
		'',
		article.excerpt,
		'',
		`Lire l’article\u00a0: ${link}`,
		'',
		'—',
		'Vous recevez cet e-mail car vous êtes inscrit à la newsletter du blog.',
		`Se désinscrire (une page s’ouvre, un bouton suffit, sans connexion)\u00a0: ${unsubscribe}`,
	].join('\n')
	const html =
		layout(`<p style="margin:0 0 16px;font-size:13px;text-transform:uppercase;letter-spacing:.05em;color:#5b6472">Nouvel article</p>
<a href="${escapeMarkup(link)}"><img src="${escapeMarkup(cover)}" width="536" alt="" style="display:block;width:100%;height:auto;border-radius:8px;border:0"></a>
<h1 style="font-size:24px;line-height:1.25;margin:24px 0 12px"><a href="${escapeMarkup(link)}" style="color:#0f172a;text-decoration:none">${escapeMarkup(article.title)}</a></h1>
<p>${escapeMarkup(article.excerpt)}</p>
<p><a href="${escapeMarkup(link)}" style="display:inline-block;background:#1a56db;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">Lire l’article</a></p>
${footer(`Vous recevez cet e-mail car vous êtes inscrit à la newsletter du blog ${escapeMarkup(siteConfig.name)}. <a href="${escapeMarkup(unsubscribe)}" style="color:#5b6472">Se désinscrire</a>&nbsp;: une page s’ouvre, un bouton suffit, sans connexion.`)}`)
	return {
		to,
		subject: `${options.test ? '[Test] ' : ''}Nouvel article\u00a0: ${article.title}`,
		text,
		html,
		headers: {
			'List-Unsubscribe': `<${unsubscribe}>`,
			'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
		},
	}
}
