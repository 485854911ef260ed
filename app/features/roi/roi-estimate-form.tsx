import { CheckCircle2, FileDown } from 'lucide-react'
import { useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Honeypot, TextField } from '#app/components/ui/field.tsx'
import { AttributionFields } from '#app/features/leads/attribution-fields.tsx'
import { fieldErrorsOf, type FormReply, formErrorOf, submittedValuesOf } from '#app/infra/forms/form-reply.ts'
import { type SchemaLoader, useSiteForm } from '#app/infra/forms/use-site-form.ts'
import { formatEuro, formatSignedPercent } from '#app/lib/format.ts'
import { calculateRoi } from './calculate-roi.ts'
import { ESTIMATE_ID, estimateConsentText, estimateCopy, estimateFieldLimits, ROI_FORM_ID } from './estimate-fields.ts'
import { formatPayback } from './projection.ts'
import { roiInputs, type RoiInputs, sliderInputs } from './roi-inputs.ts'

/** What the estimate's action answers (estimate.server.ts): the inputs it was made from. */
export type EstimateReply = FormReply<{ inputs: RoiInputs }>

/** The form's schema, loaded on first use (a stable function: the form layer caches by it). */
const estimateSchema: SchemaLoader = () => import('./estimate-schema.ts').then((module) => module.estimateFormSchema)

const inputNames = new Set<string>(roiInputs.map((input) => input.name))

/** The form-level message, or the inputs' one when a calculator value was refused. */
function formMessage(errors: Record<string, string | undefined>, formError: string | undefined): string | undefined {
	return formError ?? Object.entries(errors).find(([name]) => inputNames.has(name))?.[1]
}

function FormError({ message }: { message?: string }) {
	if (!message) return null
	return (
		<p
			role="alert"
			className="mt-4 rounded-[var(--radius-input)] bg-danger/10 px-4 py-3 text-sm font-medium text-danger"
		>
			{message}
		</p>
	)
}

/** The consent box, required; `form` ties it to another form (the calculator's, without JavaScript). */
function ConsentField({ error, form, defaultChecked }: { error?: string; form?: string; defaultChecked?: boolean }) {
	const id = form ? 'estimate-static-consent' : 'estimate-consent'
	return (
		<div className="mt-4">
			<div className="flex items-start gap-3">
				<input
					id={id}
					type="checkbox"
					name="consent"
					form={form}
					defaultChecked={defaultChecked}
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? `${id}-error` : undefined}
					className="mt-0.5 size-5 shrink-0 accent-primary"
				/>
				<label htmlFor={id} className="text-sm text-ink">
					{estimateConsentText()} Voir notre{' '}
					<Link to="/politique-confidentialite" className="font-medium text-primary underline underline-offset-2">
						politique de confidentialité
					</Link>
					.
				</label>
			</div>
			{error ? (
				<p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
					{error}
				</p>
			) : null}
		</div>
	)
}

/** The thank-you panel, with the estimate's key figures. */
function EstimateSent({ inputs, onAgain }: { inputs?: RoiInputs; onAgain?: () => void }) {
	const result = inputs ? calculateRoi(inputs) : undefined
	return (
		<div role="status" className="text-center">
			<CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success" />
			<h3 className="mt-3 text-lg font-bold">{estimateCopy.thanksTitle}</h3>
			<p className="mx-auto mt-2 max-w-md text-sm text-muted">{estimateCopy.thanksText}</p>
			{result ? (
				<p className="mx-auto mt-3 max-w-md text-sm text-ink">
					ROI {formatSignedPercent(result.roi)} la première année, rentabilisé en {formatPayback(result.paybackMonths)},{' '}
					{formatEuro(result.totalSavings)} d’économies par an.
				</p>
			) : null}
			{onAgain ? (
				<Button type="button" variant="secondary" className="mt-5" onClick={onAgain}>
					{estimateCopy.again}
				</Button>
			) : null}
		</div>
	)
}

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

/**
 * The same request without JavaScript (inside the placeholder's <noscript>): its fields
 * belong to the calculator's <form> (`form` attribute), so the post carries the amounts
 * the visitor typed there, with the sliders' values as shown (their defaults); the page
 * answers with this panel, its messages or the thank-you panel.
 */
export function RoiEstimateStatic({ reply }: { reply?: EstimateReply }) {
	const errors = fieldErrorsOf(reply)
	const values = submittedValuesOf(reply)
	return (
		<div id={ESTIMATE_ID} className="mt-6 rounded-[var(--radius-card)] border border-border bg-white p-5 text-left">
			<h3 className="text-lg font-semibold">{estimateCopy.title}</h3>
			{reply?.status === 'success' ? (
				<div className="mt-4">
					<EstimateSent inputs={reply.payload?.inputs} />
				</div>
			) : (
				<>
					<p className="mt-2 text-sm text-muted">
						{estimateCopy.intro} {estimateCopy.noscript}
					</p>
					{sliderInputs.map((input) => (
						<input
							key={input.name}
							type="hidden"
							name={input.name}
							value={String(input.defaultValue)}
							form={ROI_FORM_ID}
						/>
					))}
					<AttributionFields form={ROI_FORM_ID} />
					<Honeypot idPrefix="roi-estimate-static" form={ROI_FORM_ID} />
					<div className="mt-4 grid gap-4">
						<TextField
							id="estimate-static-email"
							name="email"
							label="Email professionnel"
							type="email"
							autoComplete="email"
							form={ROI_FORM_ID}
							maxLength={estimateFieldLimits.email.max}
							defaultValue={values.email}
							error={errors.email}
						/>
						<TextField
							id="estimate-static-company"
							name="company"
							label="Entreprise"
							autoComplete="organization"
							form={ROI_FORM_ID}
							maxLength={estimateFieldLimits.company.max}
							defaultValue={values.company}
							error={errors.company}
						/>
					</div>
					<ConsentField error={errors.consent} form={ROI_FORM_ID} defaultChecked={values.consent === 'on'} />
					<FormError message={formMessage(errors, formErrorOf(reply))} />
					<button
						type="submit"
						form={ROI_FORM_ID}
						formMethod="post"
						formAction={`/expertise/roi-calculator#${ESTIMATE_ID}`}
						formNoValidate
						className={buttonVariants({ className: 'mt-5' })}
					>
						{estimateCopy.submit}
					</button>
				</>
			)}
		</div>
	)
}
