import { publicSiteUrl } from '#app/config/env.server.ts'
import { siteConfig } from '#app/config/site.ts'
import type { MailMessage } from '#app/infra/mail/mail.server.ts'
import { escapeMarkup } from '#app/lib/escape.ts'
import { CONFIRMATION_LINK_HOURS } from './account-messages.ts'
import { authPaths } from './auth-paths.ts'

/**
 * The account e-mails (docs/decisions/072-account-e-mails.md). They go to an address a
 * visitor typed, so they carry nothing the visitor typed (not even the name given at
 * sign-up): fixed text, and links to our own pages.
 */

/** A link of the deployment (SITE_URL read at start), with the token in the query. */
export function accountLink(path: string, token?: string): string {
	return `${publicSiteUrl()}${path}${token ? `?jeton=${encodeURIComponent(token)}` : ''}`
}

type Paragraph = string | { button: string; href: string }

/** Text and HTML parts from the same paragraphs; a button is a link line in the text part. */
function message(to: string, subject: string, paragraphs: Paragraph[]): MailMessage {
	const signature = `L’équipe ${siteConfig.name}`
	const text = [
		'Bonjour,',
		...paragraphs.map((paragraph) =>
			typeof paragraph === 'string' ? paragraph : `${paragraph.button}\u00a0: ${paragraph.href}`,
		),
		signature,
	].join('\n\n')
	const body = [
		'<p>Bonjour,</p>',
		...paragraphs.map((paragraph) =>
			typeof paragraph === 'string'
				? `<p>${escapeMarkup(paragraph)}</p>`
				: `<p><a href="${escapeMarkup(paragraph.href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeMarkup(paragraph.button)}</a></p>`,
		),
		`<p>${escapeMarkup(signature)}</p>`,
	].join('\n')
	const html = `<!doctype html><html lang="fr"><body style="margin:0;padding:24px;background:#f5f8fc;font-family:Arial,Helvetica,sans-serif;color:#0b1b33;line-height:1.5"><div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">${body}</div></body></html>`
	return { to, subject, text, html }
}

export function confirmationEmail(to: string, token: string): MailMessage {
	return message(to, `Confirmez votre adresse e-mail – ${siteConfig.name}`, [
		`Un compte vient d’être créé avec cette adresse sur l’espace administrateur de ${siteConfig.name}. Pour confirmer votre adresse, ouvrez ce lien puis connectez-vous\u00a0:`,
		{ button: 'Confirmer mon adresse', href: accountLink(authPaths.confirmEmail, token) },
		`Ce lien est valable ${CONFIRMATION_LINK_HOURS}\u00a0heures. Si vous n’êtes pas à l’origine de cette inscription, ignorez cet e-mail\u00a0: sans confirmation, personne ne peut se connecter à ce compte.`,
	])
}

export function existingAccountEmail(to: string): MailMessage {
	return message(to, `Tentative d’inscription avec votre adresse – ${siteConfig.name}`, [
		`Quelqu’un a tenté de créer un compte sur l’espace administrateur de ${siteConfig.name} avec votre adresse. Un compte existe déjà à cette adresse\u00a0: aucun nouveau compte n’a été créé et le vôtre n’a pas changé.`,
		'Si c’était vous, connectez-vous avec votre compte existant. Mot de passe oublié, ou adresse jamais confirmée\u00a0? Choisissez un nouveau mot de passe ici\u00a0:',
		{ button: 'Choisir un nouveau mot de passe', href: accountLink(authPaths.forgotPassword) },
		'Si ce n’était pas vous, ignorez cet e-mail.',
	])
}

export function resetPasswordEmail(to: string, token: string): MailMessage {
	return message(to, `Réinitialisation de votre mot de passe – ${siteConfig.name}`, [
		`Une demande de réinitialisation du mot de passe de votre compte ${siteConfig.name} a été faite. Pour choisir un nouveau mot de passe, ouvrez ce lien\u00a0:`,
		{ button: 'Choisir un nouveau mot de passe', href: accountLink(authPaths.resetPassword, token) },
		'Ce lien est valable une heure et ne sert qu’une fois. Une fois le mot de passe changé, toutes les sessions ouvertes sur votre compte sont fermées.',
		'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.',
	])
}

export function signInPausedEmail(to: string, pauseMinutes: number): MailMessage {
	return message(to, `Connexion à votre compte suspendue – ${siteConfig.name}`, [
		`De nombreuses tentatives de connexion à votre compte ${siteConfig.name} ont échoué, depuis une ou plusieurs adresses. Pour protéger votre compte, la connexion est suspendue pendant ${pauseMinutes}\u00a0minutes environ.`,
		'Si ce n’était pas vous, quelqu’un essaie peut-être de deviner votre mot de passe. Pour vous connecter sans attendre, ou par prudence, choisissez un nouveau mot de passe\u00a0: cela lève la suspension et ferme toutes les sessions ouvertes.',
		{ button: 'Choisir un nouveau mot de passe', href: accountLink(authPaths.forgotPassword) },
		'Si c’était vous, vous pourrez réessayer après ce délai.',
	])
}
