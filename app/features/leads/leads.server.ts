import { type WhitepaperType, whitepaperByType } from '#app/content/whitepapers.ts'
import { getDb, type Database } from '#app/db/db.server.ts'
import { whitepaperLeads } from '#app/db/schema.ts'
import { type FormPostOptions, handleFormPost } from '#app/infra/forms/form-post.server.ts'
import type { FormReply } from '#app/infra/forms/form-reply.ts'
import { type LeadFormWording, type LeadInput, leadFormSchema } from './lead-schema.ts'
import { getJobQueue } from '#app/infra/jobs/jobs.server.ts'
import { type Attribution, attributionFromForm, emptyAttribution } from './attribution.ts'
import { enqueueLeadJobs } from './lead-jobs.server.ts'

/** What a white-paper form needs after a success: the file to download. */
export type LeadSuccess = { type: WhitepaperType; title: string; pdfUrl: string; fileName: string }
export type LeadActionResult = FormReply<LeadSuccess>

/**
 * Stores a validated lead and, in the same transaction, the jobs that deliver what the
 * site owes for it (docs/decisions/035-job-queue.md): both are kept, or neither.
 */
export async function createLead(db: Database, lead: LeadInput, attribution: Attribution = emptyAttribution) {
	// PGlite has one connection, held by the transaction: the queue must be up before it opens.
	await getJobQueue()
	return db.transaction(async (tx) => {
		const [row] = await tx
			.insert(whitepaperLeads)
			.values({ ...lead, ...attribution })
			.returning()
		await enqueueLeadJobs(tx, row!.id)
		return row!
	})
}

/** The schema with the attribution the form carries (hidden fields, docs/decisions/036-lead-attribution.md). */
function leadPostSchema(options: { wording: LeadFormWording; whitepaperType?: WhitepaperType }) {
	return (form: FormData) =>
		leadFormSchema(options.wording, options.whitepaperType).transform((lead) => ({
			lead,
			attribution: attributionFromForm(form),
		}))
}

/**
 * A white-paper form's post (home dialog or landing page) through the form pipeline: the
 * lead, its attribution and its jobs (e-mail, sales notification, CRM webhook) in one
 * transaction; the worker delivers them.
 */
export function whitepaperFormPost(options: {
	wording: LeadFormWording
	whitepaperType?: WhitepaperType
}): FormPostOptions<ReturnType<ReturnType<typeof leadPostSchema>>, LeadSuccess> {
	return {
		schema: leadPostSchema(options),
		rateLimit: { bucket: 'leads' },
		async persist({ lead, attribution }) {
			await createLead(await getDb(), lead, attribution)
			const whitepaper = whitepaperByType(lead.whitepaperType)
			return {
				type: whitepaper.type,
				title: whitepaper.title,
				pdfUrl: whitepaper.pdfUrl,
				fileName: whitepaper.fileName,
			}
		},
	}
}

/** Handles a white-paper form post on a page with that form alone (the landing page). */
export async function handleLeadSubmission(
	request: Request,
	options: { wording: LeadFormWording; whitepaperType?: WhitepaperType },
) {
	return handleFormPost(request, whitepaperFormPost(options))
}
