import CheckCircle2 from 'lucide-react/icons/circle-check'
import { Link } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import type { FormReply } from '#app/infra/forms/form-reply.ts'
import { formatEuro, formatSignedPercent } from '#app/lib/format.ts'
import { calculateRoi } from './calculate-roi.ts'
import { estimateConsentText, estimateCopy } from './estimate-fields.ts'
import { formatPayback } from './payback.ts'
import { roiInputs, type RoiInputs } from './roi-inputs.ts'

/** The parts the estimate form shares with and without JavaScript (docs/decisions/077-roi-estimate.md). */

/** What the estimate's action answers (estimate.server.ts): the inputs it was made from. */
export type EstimateReply = FormReply<{ inputs: RoiInputs }>

const inputNames = new Set<string>(roiInputs.map((input) => input.name))

/** The form-level message, or the inputs' one when a calculator value was refused. */
export function formMessage(
	errors: Record<string, string | undefined>,
	formError: string | undefined,
): string | undefined {
	return formError ?? Object.entries(errors).find(([name]) => inputNames.has(name))?.[1]
}

export function FormError({ message }: { message?: string }) {
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
export function ConsentField({
	error,
	form,
	defaultChecked,
}: {
	error?: string
	form?: string
	defaultChecked?: boolean
}) {
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
export function EstimateSent({ inputs, onAgain }: { inputs?: RoiInputs; onAgain?: () => void }) {
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
