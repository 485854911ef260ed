import { type WhitepaperType, whitepaperByType } from '#app/content/whitepapers.ts'
import { getDb, type Database } from '#app/db/db.server.ts'
import { whitepaperLeads } from '#app/db/schema.ts'
import { handleFormPost } from '#app/features/forms/form-post.server.ts'
import type { FormReply } from '#app/features/forms/form-reply.ts'
import { type LeadFormWording, type LeadInput, leadFormSchema } from './lead-schema.ts'
import { sendWhitepaperEmail } from './whitepaper-email.server.ts'

/** What a white-paper form needs after a success: the file to download. */
export type LeadSuccess = { type: WhitepaperType; title: string; pdfUrl: string; fileName: string }
export type LeadActionResult = FormReply<LeadSuccess>

/** Stores a validated lead; the one place leads are written. */
export async function createLead(db: Database, lead: LeadInput) {
	const [row] = await db.insert(whitepaperLeads).values(lead).returning()
	return row!
}

/**
 * Handles a white-paper form post (home dialog or landing page) through the form
 * pipeline, then sends the e-mail — after the insert and never awaited, so a mail
 * failure can neither block nor lose the lead.
 */
export async function handleLeadSubmission(
	request: Request,
	options: { wording: LeadFormWording; whitepaperType?: WhitepaperType },
) {
	return handleFormPost(request, {
		schema: leadFormSchema(options.wording, options.whitepaperType),
		rateLimit: { bucket: 'leads' },
		async persist(lead): Promise<LeadSuccess> {
			await createLead(await getDb(), lead)
			sendWhitepaperEmail(lead).catch((error: unknown) =>
				console.error('Envoi du livre blanc impossible (lead enregistré) :', error),
			)
			const whitepaper = whitepaperByType(lead.whitepaperType)
			return {
				type: whitepaper.type,
				title: whitepaper.title,
				pdfUrl: whitepaper.pdfUrl,
				fileName: whitepaper.fileName,
			}
		},
	})
}
