import { z } from 'zod'
import { formText } from '#app/infra/forms/text.ts'
import { normalizeInputs } from './calculate-roi.ts'
import { estimateFieldLimits as l } from './estimate-fields.ts'
import { parseWholeNumber, roiInputs, type RoiInputs } from './roi-inputs.ts'

/**
 * The one schema of « Recevoir mon estimation » (browser and server): the e-mail, the
 * company, the consent, and the calculator's sixteen inputs as the visitor sees them.
 * Amounts are read as the calculator reads them (whole numbers, unparseable is 0);
 * sliders must be numbers and are clamped to their bounds and steps.
 */
const messages = {
	email: 'Veuillez entrer une adresse email valide',
	company: 'Le nom de l’entreprise doit contenir au moins 2 caractères',
	consent: 'Veuillez accepter l’envoi de votre estimation pour la recevoir',
	inputs: 'Les valeurs du calcul sont illisibles. Veuillez recalculer votre ROI et réessayer.',
} as const

const tooLong = (max: number) => `Ce champ ne peut pas dépasser ${max} caractères`

const amount = () => z.preprocess((value) => parseWholeNumber(typeof value === 'string' ? value : ''), z.number())
const sliderValue = () =>
	z.preprocess(
		(value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN),
		z.number({ error: messages.inputs }).refine(Number.isFinite, messages.inputs),
	)

const inputsShape = Object.fromEntries(
	roiInputs.map((definition) => [definition.name, definition.kind === 'text' ? amount() : sliderValue()]),
) as Record<keyof RoiInputs, ReturnType<typeof amount>>

export const estimateFormSchema = z
	.object({
		email: formText().pipe(
			z
				.string()
				.max(l.email.max, tooLong(l.email.max))
				.pipe(z.email(messages.email))
				.transform((email) => email.toLowerCase()),
		),
		company: formText({ refuseBidi: true }).pipe(
			z.string().min(l.company.min, messages.company).max(l.company.max, tooLong(l.company.max)),
		),
		consent: z.literal('on', { error: messages.consent }),
		...inputsShape,
	})
	.transform(({ email, company, consent: _consent, ...inputs }) => ({
		email,
		company,
		inputs: normalizeInputs(inputs as RoiInputs),
	}))

export type EstimateInput = z.output<typeof estimateFormSchema>
