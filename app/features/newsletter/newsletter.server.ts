import { getDb, type Database } from '#app/db/db.server.ts'
import { newsletterSubscribers } from '#app/db/schema.ts'
import { handleFormPost } from '#app/features/forms/form-post.server.ts'
import { newsletterFormSchema } from './newsletter-schema.ts'

/** Subscribes an address once; subscribing again is not an error. Returns true when new. */
export async function subscribeToNewsletter(db: Database, email: string): Promise<boolean> {
	const rows = await db
		.insert(newsletterSubscribers)
		.values({ email })
		.onConflictDoNothing({ target: newsletterSubscribers.email })
		.returning({ id: newsletterSubscribers.id })
	return rows.length > 0
}

/** Handles a newsletter form post through the form pipeline (idempotent insert). */
export async function handleNewsletterSubscription(request: Request) {
	return handleFormPost(request, {
		schema: newsletterFormSchema,
		rateLimit: { bucket: 'newsletter' },
		async persist({ email }) {
			await subscribeToNewsletter(await getDb(), email)
			return undefined
		},
	})
}
