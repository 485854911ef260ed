import FileDown from 'lucide-react/icons/file-down'
import { useState } from 'react'
import { useFetcher } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Honeypot, TextField } from '#app/components/ui/field.tsx'
import { AttributionFields } from '#app/features/leads/public-ui.tsx'
import { type SchemaLoader, useSiteForm } from '#app/infra/forms/use-site-form.ts'
import { ESTIMATE_ID, estimateCopy, estimateFieldLimits } from './estimate-fields.ts'
import { ConsentField, type EstimateReply, EstimateSent, FormError, formMessage } from './roi-estimate-parts.tsx'
import { roiInputs, type RoiInputs } from './roi-inputs.ts'

/** The form's schema, loaded on first use (a stable function: the form layer caches by it). */
const estimateSchema: SchemaLoader = () => import('./estimate-schema.ts').then((module) => module.estimateFormSchema)

/**
 * « Recevoir mon estimation » in the results: e-mail, company and consent, with the
 * calculator's current inputs as hidden fields; posted through the form layer to the
 * page's action, which stores the estimate and queues its PDF (docs/decisions/077-roi-estimate.md).
 */
export function RoiEstimateForm({ inputs }: { inputs: RoiInputs }) {
	const fetcher = useFetcher<EstimateReply>()
	const [dismissed, setDismissed] = useState<unknown>(undefined)
	const reply = fetcher.data
	const { errors, formError, formProps } = useSiteForm<{ inputs: RoiInputs }>({
		id: 'roi-estimate',
		schema: estimateSchema,
		reply,
		errorToast: false,
	})
	const sent = reply?.status === 'success' && reply !== dismissed
	return (
		<Card id={ESTIMATE_ID} className="sm:p-7">
			<h3 className="flex items-center gap-2 text-lg font-semibold">
				<FileDown aria-hidden="true" className="size-5 text-primary" />
				{estimateCopy.title}
			</h3>
			{sent ? (
				<div className="mt-4">
					<EstimateSent inputs={reply.payload?.inputs} onAgain={() => setDismissed(reply)} />
				</div>
			) : (
				<>
					<p className="mt-2 text-sm text-muted">{estimateCopy.intro}</p>
					<fetcher.Form method="post" className="relative mt-4" {...formProps}>
						{roiInputs.map((input) => (
							<input key={input.name} type="hidden" name={input.name} value={String(inputs[input.name])} />
						))}
						<AttributionFields />
						<Honeypot idPrefix="roi-estimate" />
						<div className="grid gap-4 sm:grid-cols-2">
							<TextField
								id="estimate-email"
								name="email"
								label="Email professionnel"
								type="email"
								autoComplete="email"
								maxLength={estimateFieldLimits.email.max}
								error={errors.email}
							/>
							<TextField
								id="estimate-company"
								name="company"
								label="Entreprise"
								type="text"
								autoComplete="organization"
								maxLength={estimateFieldLimits.company.max}
								error={errors.company}
							/>
						</div>
						<ConsentField error={errors.consent} />
						<FormError message={formMessage(errors, formError)} />
						<Button type="submit" className="mt-5 w-full sm:w-auto" disabled={fetcher.state !== 'idle'}>
							<FileDown aria-hidden="true" />
							{fetcher.state !== 'idle' ? estimateCopy.submitting : estimateCopy.submit}
						</Button>
					</fetcher.Form>
				</>
			)}
		</Card>
	)
}
