import { z } from 'zod'
import { type WhitepaperType, whitepaperTypes } from '#app/content/whitepapers.ts'
import { formText } from '#app/infra/forms/text.ts'
import { type LeadFieldErrors, type LeadFormWording, leadFieldLimits } from './lead-fields.ts'

export {
	leadFieldLimits,
	leadFieldNames,
	type LeadField,
	type LeadFieldErrors,
	type LeadFormWording,
} from './lead-fields.ts'

/**
 * The one validation schema of the white-paper forms, used by the browser and by the
 * server. The two forms word some messages differently. A new field (hidden
 * attribution fields…) is added here and rendered by `LeadFormFields` (lead-form.tsx):
 * the post pipeline and the form layer carry it from there.
 */

const messages = {
	landing: {
		firstName: 'Le prénom doit contenir au moins 2 caractères',
		lastName: 'Le nom doit contenir au moins 2 caractères',
		email: 'Veuillez entrer une adresse email valide',
		company: 'Le nom de l’entreprise doit contenir au moins 2 caractères',
		jobTitle: 'La fonction doit contenir au moins 2 caractères',
		phone: 'Le numéro de téléphone doit contenir au moins 10 caractères',
	},
	dialog: {
		firstName: 'Le prénom doit contenir au moins 2 caractères',
		lastName: 'Le nom doit contenir au moins 2 caractères',
		email: 'Email invalide',
		company: 'L’entreprise doit contenir au moins 2 caractères',
		jobTitle: 'La fonction doit contenir au moins 2 caractères',
		phone: 'Le téléphone doit contenir au moins 10 caractères',
	},
} as const

/** A required text: anything that is not a string (missing, number, array…) reads as empty. */
const text = () => formText()

function tooLong(max: number) {
	return `Ce champ ne peut pas dépasser ${max} caractères`
}

/** `whitepaperType` fixes the white paper whatever the form says (the landing page's). */
export function leadFormSchema(wording: LeadFormWording, whitepaperType?: WhitepaperType) {
	const m = messages[wording]
	const l = leadFieldLimits
	return z.object({
		firstName: text().pipe(z.string().min(l.firstName.min, m.firstName).max(l.firstName.max, tooLong(l.firstName.max))),
		lastName: text().pipe(z.string().min(l.lastName.min, m.lastName).max(l.lastName.max, tooLong(l.lastName.max))),
		email: text().pipe(
			z
				.string()
				.max(l.email.max, tooLong(l.email.max))
				.pipe(z.email(m.email))
				.transform((email) => email.toLowerCase()),
		),
		company: text().pipe(z.string().min(l.company.min, m.company).max(l.company.max, tooLong(l.company.max))),
		jobTitle: text().pipe(z.string().min(l.jobTitle.min, m.jobTitle).max(l.jobTitle.max, tooLong(l.jobTitle.max))),
		phone: text().pipe(
			z
				.string()
				.min(l.phone.min, m.phone)
				.max(l.phone.max, tooLong(l.phone.max))
				.regex(
					/^\+?[0-9][0-9 .\-()]*$/,
					'Le numéro de téléphone ne peut contenir que des chiffres, des espaces et + . - ( )',
				),
		),
		whitepaperType: whitepaperType
			? z.preprocess((): WhitepaperType => whitepaperType, z.enum(whitepaperTypes))
			: z.enum(whitepaperTypes, { error: 'Livre blanc inconnu' }),
	})
}

export type LeadInput = z.infer<ReturnType<typeof leadFormSchema>>

/** First message per field, in a shape both the server and the browser render. */
export function leadFieldErrors(error: z.ZodError): LeadFieldErrors {
	const errors: LeadFieldErrors = {}
	for (const issue of error.issues) {
		const field = issue.path[0] as keyof LeadFieldErrors
		if (field && !errors[field]) errors[field] = issue.message
	}
	return errors
}
