import { logError } from '#app/lib/log.server.ts'

/**
 * Called once the server has opened the database: registers the newsletter's job
 * handlers and runs its daily pass (docs/decisions/041-article-announcements.md).
 * A failure is logged and never stops the site.
 */
export async function startNewsletter(): Promise<void> {
	try {
		const { startNewsletterJobs } = await import('./newsletter-jobs.server.ts')
		await startNewsletterJobs()
	} catch (error) {
		logError('newsletter start failed', error)
	}
}
