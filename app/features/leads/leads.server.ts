import { data } from 'react-router'
import { serverEnv } from '#app/config/env.server.ts'
import { type WhitepaperType, whitepaperByType } from '#app/content/whitepapers.ts'
import { getDb, type Database } from '#app/db/db.server.ts'
import { whitepaperLeads } from '#app/db/schema.ts'
import { clientIp, lazyRateLimiter } from '#app/lib/rate-limit.server.ts'
import {
	type LeadFieldErrors,
	type LeadFormWording,
	type LeadInput,
	leadFieldErrors,
	leadFieldNames,
	leadFormSchema,
} from './lead-schema.ts'
import { getJobQueue } from '#app/features/jobs/jobs.server.ts'
import { type Attribution, attributionFromForm, emptyAttribution } from './attribution.ts'
import { enqueueLeadJobs } from './lead-jobs.server.ts'

/** The hidden field only robots fill in. */
export const HONEYPOT_FIELD = 'website'

export type LeadActionResult =
	| { status: 'success'; whitepaper: { type: WhitepaperType; title: string; pdfUrl: string; fileName: string } }
	| { status: 'invalid'; fieldErrors: LeadFieldErrors; values: Record<string, string> }
	| { status: 'refused' | 'error'; formError: string; values: Record<string, string> }

export const leadMessages = {
	rateLimited: 'Trop de demandes envoyées depuis votre connexion. Veuillez réessayer dans quelques minutes.',
	honeypot: 'Votre demande n’a pas pu être traitée. Veuillez réessayer.',
	error: "Une erreur s'est produite. Veuillez réessayer.",
}

const leadLimiter = lazyRateLimiter(() => ({
	max: serverEnv().FORM_RATE_LIMIT_MAX,
	windowSeconds: serverEnv().FORM_RATE_LIMIT_WINDOW_SECONDS,
}))

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

function submittedValues(form: FormData): Record<string, string> {
	const values: Record<string, string> = {}
	for (const name of [...leadFieldNames, 'whitepaperType']) {
		const value = form.get(name)
		if (typeof value === 'string') values[name] = value.slice(0, 300)
	}
	return values
}

/**
 * Handles a white-paper form post (home dialog or landing page): validation with the
 * form's wording, honeypot, per-client rate limit, then the lead and its jobs (e-mail,
 * sales notification, CRM webhook) in one transaction; the worker delivers them.
 */
export async function handleLeadSubmission(
	request: Request,
	options: { wording: LeadFormWording; whitepaperType?: WhitepaperType },
) {
	let form: FormData
	try {
		form = await request.formData()
	} catch {
		return data<LeadActionResult>({ status: 'refused', formError: leadMessages.error, values: {} }, { status: 400 })
	}
	const values = submittedValues(form)
	if (!leadLimiter.hit(clientIp(request)).allowed) {
		return data<LeadActionResult>({ status: 'refused', formError: leadMessages.rateLimited, values }, { status: 429 })
	}
	const honeypot = form.get(HONEYPOT_FIELD)
	if (typeof honeypot === 'string' && honeypot.trim() !== '') {
		return data<LeadActionResult>({ status: 'refused', formError: leadMessages.honeypot, values }, { status: 400 })
	}
	const parsed = leadFormSchema(options.wording).safeParse({
		...Object.fromEntries(leadFieldNames.map((name) => [name, form.get(name) ?? undefined])),
		whitepaperType: options.whitepaperType ?? form.get('whitepaperType') ?? undefined,
	})
	if (!parsed.success) {
		return data<LeadActionResult>(
			{ status: 'invalid', fieldErrors: leadFieldErrors(parsed.error), values },
			{ status: 400 },
		)
	}
	try {
		await createLead(await getDb(), parsed.data, attributionFromForm(form))
	} catch (error) {
		console.error('Enregistrement du lead impossible :', error)
		return data<LeadActionResult>({ status: 'error', formError: leadMessages.error, values }, { status: 500 })
	}
	const whitepaper = whitepaperByType(parsed.data.whitepaperType)
	return data<LeadActionResult>({
		status: 'success',
		whitepaper: {
			type: whitepaper.type,
			title: whitepaper.title,
			pdfUrl: whitepaper.pdfUrl,
			fileName: whitepaper.pdfUrl.split('/').pop()!,
		},
	})
}
