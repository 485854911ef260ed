import { z } from 'zod'
import type { Route } from './+types/admin-newsletter-preview'
import { publicSiteUrl } from '#app/config/env.server.ts'
import { getDb } from '#app/db/db.server.ts'
import { requireAdmin } from '#app/features/admin/require-admin.server.ts'
import { articles } from '#app/features/blog/articles.server.ts'
import { announcementPreview } from '#app/features/newsletter/announcements.server.ts'
import { emailPreviewPolicy } from '#app/lib/csp.ts'

/**
 * An announcement's HTML e-mail as subscribers receive it, for the frame of
 * /admin/newsletter (docs/decisions/086-announcement-preview.md): its own policy (a
 * sandbox, no script), links opening outside the frame.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
	await requireAdmin(request)
	const id = z.uuid().safeParse(params.id)
	const message = id.success ? await announcementPreview(await getDb(), articles, id.data) : undefined
	const headers = { 'Cache-Control': 'private, no-store', 'Content-Type': 'text/html; charset=utf-8' }
	if (!message)
		return new Response(
			'<!doctype html><html lang="fr"><title>Aperçu indisponible</title><p>Aperçu indisponible : l’article n’est plus dans le site.</p></html>',
			{
				status: 404,
				headers: { ...headers, 'Content-Security-Policy': emailPreviewPolicy(publicSiteUrl()) },
			},
		)
	const html = String(message.html).replace(
		'<body',
		'<head><meta charset="utf-8"><title>Aperçu de l’e-mail</title><base target="_blank"></head><body',
	)
	return new Response(html, {
		headers: { ...headers, 'Content-Security-Policy': emailPreviewPolicy(publicSiteUrl()) },
	})
}
