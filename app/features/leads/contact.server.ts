import { getDb, type Database } from '#app/db/db.server.ts'
import { contactInquiries } from '#app/db/schema.ts'
import { type FormPostOptions, handleFormPost } from '#app/infra/forms/form-post.server.ts'
import type { FormReply } from '#app/infra/forms/form-reply.ts'
import { getJobQueue } from '#app/infra/jobs/jobs.server.ts'
import { type Attribution, attributionFromForm, emptyAttribution } from './attribution.ts'
import { enqueueContactJobs } from './contact-jobs.server.ts'
import { type ContactInput, contactFormSchema } from './contact-schema.ts'

/** What the page shows after a sent message: nothing of it (the success panel needs no data). */
export type ContactSuccess = { sent: true }
export type ContactActionResult = FormReply<ContactSuccess>

/**
 * Stores a contact inquiry and, in the same transaction, what the site owes for it: the
 * acknowledgement to the visitor, the sales notification, the CRM webhook
 * (docs/decisions/035-job-queue.md). Its row in the lead index is written by the
 * database (docs/decisions/075-one-lead-index-for-every-kind.md).
 */
export async function createInquiry(db: Database, inquiry: ContactInput, attribution: Attribution = emptyAttribution) {
	// PGlite has one connection, held by the transaction: the queue must be up before it opens.
	await getJobQueue()
	return db.transaction(async (tx) => {
		const [row] = await tx
			.insert(contactInquiries)
			.values({ ...inquiry, ...attribution })
			.returning()
		await enqueueContactJobs(tx, row!.id)
		return row!
	})
}

/** The schema with the attribution the form carries (hidden fields, docs/decisions/036-lead-attribution.md). */
const contactPostSchema = (form: FormData) =>
	contactFormSchema.transform((inquiry) => ({ inquiry, attribution: attributionFromForm(form) }))

/** The contact form's post (home and /contact): the form layer's pipeline, then the inquiry and its jobs. */
export function contactFormPost(): FormPostOptions<ReturnType<typeof contactPostSchema>, ContactSuccess> {
	return {
		schema: contactPostSchema,
		rateLimit: { bucket: 'leads' },
		async persist({ inquiry, attribution }) {
			await createInquiry(await getDb(), inquiry, attribution)
			return { sent: true }
		},
	}
}

/** /contact's action. */
export function handleContactSubmission(request: Request) {
	return handleFormPost(request, { ...contactFormPost(), formId: () => 'contact' })
}
