import { getDb, type Database } from '#app/db/db.server.ts'
import { roiEstimates } from '#app/db/schema.ts'
import { attributionFromForm, type Attribution, emptyAttribution } from '#app/features/leads/public.ts'
import { type FormPostOptions, handleFormPost } from '#app/infra/forms/form-post.server.ts'
import type { FormReply } from '#app/infra/forms/form-reply.ts'
import { getJobQueue } from '#app/infra/jobs/jobs.server.ts'
import { estimateConsentText } from './estimate-fields.ts'
import { enqueueEstimateJobs } from './estimate-jobs.server.ts'
import { type EstimateInput, estimateFormSchema } from './estimate-schema.ts'
import type { RoiInputs } from './roi-inputs.ts'

/** What the page shows after a success: the inputs the estimate was made from (its figures are calculateRoi's). */
export type EstimateSuccess = { inputs: RoiInputs }
export type EstimateActionResult = FormReply<EstimateSuccess>

/**
 * Stores an ROI estimate (its inputs, the consent's time and wording) and, in the same
 * transaction, its jobs: the PDF to the visitor, the sales notification, the CRM webhook
 * (docs/decisions/077-roi-estimate.md). The PDF is made by the job, not here.
 */
export async function createEstimate(
	db: Database,
	estimate: EstimateInput,
	attribution: Attribution = emptyAttribution,
) {
	// PGlite has one connection, held by the transaction: the queue must be up before it opens.
	await getJobQueue()
	return db.transaction(async (tx) => {
		const [row] = await tx
			.insert(roiEstimates)
			.values({
				email: estimate.email,
				company: estimate.company,
				inputs: estimate.inputs,
				consentText: estimateConsentText(),
				...attribution,
			})
			.returning()
		await enqueueEstimateJobs(tx, row!.id)
		return row!
	})
}

const estimatePostSchema = (form: FormData) =>
	estimateFormSchema.transform((estimate) => ({ estimate, attribution: attributionFromForm(form) }))

/** « Recevoir mon estimation » through the form layer (with JavaScript, or the calculator's form without). */
export function estimateFormPost(): FormPostOptions<ReturnType<typeof estimatePostSchema>, EstimateSuccess> {
	return {
		schema: estimatePostSchema,
		rateLimit: { bucket: 'leads' },
		async persist({ estimate, attribution }) {
			await createEstimate(await getDb(), estimate, attribution)
			return { inputs: estimate.inputs }
		},
	}
}

/** The ROI calculator's action. */
export function handleEstimateSubmission(request: Request) {
	return handleFormPost(request, { ...estimateFormPost(), formId: () => 'estimate' })
}
