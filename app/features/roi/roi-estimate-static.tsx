import { buttonVariants } from '#app/components/ui/button.tsx'
import { Honeypot, TextField } from '#app/components/ui/field.tsx'
import { AttributionFields } from '#app/features/leads/public-ui.tsx'
import { fieldErrorsOf, formErrorOf, submittedValuesOf } from '#app/infra/forms/form-reply.ts'
import { ESTIMATE_ID, estimateCopy, estimateFieldLimits, ROI_FORM_ID } from './estimate-fields.ts'
import { ConsentField, type EstimateReply, EstimateSent, FormError, formMessage } from './roi-estimate-parts.tsx'

/**
 * The same request without JavaScript (inside the placeholder's <noscript>): its fields
 * belong to the calculator's <form> (`form` attribute), so the post carries the amounts
 * the visitor typed there and the sliders' values as set (native range inputs of that
 * form: a second copy of them would reach the server as a list and be refused); the page
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
							type="text"
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
