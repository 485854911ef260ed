import type { NewsletterWorker } from './newsletter-jobs.server.ts'

declare global {
	var __nuveaNewsletter: NewsletterWorker | undefined
}

/**
 * Called once the server has opened the database: starts the newsletter's background
 * work on the articles of this build (docs/decisions/041-article-announcements.md).
 */
export async function startNewsletter(): Promise<void> {
	if (globalThis.__nuveaNewsletter) return
	const { articles } = await import('#app/features/blog/articles.server.ts')
	const { startNewsletterWorker } = await import('./newsletter-jobs.server.ts')
	globalThis.__nuveaNewsletter = startNewsletterWorker(articles)
}
