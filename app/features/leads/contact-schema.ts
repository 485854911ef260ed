import { z } from 'zod'
import { contactSubjects } from '#app/content/identifiers.ts'
import { formText } from '#app/infra/forms/text.ts'
import { contactFieldLimits as l } from './contact-fields.ts'

/**
 * The one validation schema of the contact form (home and /contact), used by the server
 * (and by any browser code that checks the form before sending it). Free text admins
 * read refuses control and bidirectional formatting characters.
 */
const messages = {
	firstName: 'Le prénom doit contenir au moins 2 caractères',
	lastName: 'Le nom doit contenir au moins 2 caractères',
	email: 'Veuillez entrer une adresse email professionnelle valide',
	company: 'Le nom de l’entreprise doit contenir au moins 2 caractères',
	phone: 'Le numéro de téléphone doit contenir au moins 10 caractères',
	phoneFormat: 'Le numéro de téléphone ne peut contenir que des chiffres, des espaces et + . - ( )',
	subject: 'Veuillez choisir un sujet',
	message: 'Votre message doit contenir au moins 10 caractères',
} as const

const tooLong = (max: number) => `Ce champ ne peut pas dépasser ${max} caractères`
const text = () => formText({ refuseBidi: true })

export const contactFormSchema = z.object({
	firstName: text().pipe(
		z.string().min(l.firstName.min, messages.firstName).max(l.firstName.max, tooLong(l.firstName.max)),
	),
	lastName: text().pipe(z.string().min(l.lastName.min, messages.lastName).max(l.lastName.max, tooLong(l.lastName.max))),
	email: text().pipe(
		z
			.string()
			.max(l.email.max, tooLong(l.email.max))
			.pipe(z.email(messages.email))
			.transform((email) => email.toLowerCase()),
	),
	company: text().pipe(z.string().min(l.company.min, messages.company).max(l.company.max, tooLong(l.company.max))),
	// Optional: empty means none.
	phone: text()
		.pipe(
			z
				.string()
				.max(l.phone.max, tooLong(l.phone.max))
				.refine((phone) => phone === '' || phone.length >= l.phone.min, messages.phone)
				.refine((phone) => phone === '' || /^\+?[0-9][0-9 .\-()]*$/.test(phone), messages.phoneFormat),
		)
		.transform((phone) => phone || null),
	subject: z.enum(contactSubjects, { error: messages.subject }),
	// Line breaks stored as \n, whatever the form sent (browsers post \r\n).
	message: formText({ multiline: true, refuseBidi: true })
		.transform((message) => message.replace(/\r\n?/g, '\n'))
		.pipe(z.string().min(l.message.min, messages.message).max(l.message.max, tooLong(l.message.max))),
})

export type ContactInput = z.infer<typeof contactFormSchema>
