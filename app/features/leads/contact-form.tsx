import CheckCircle2 from 'lucide-react/icons/circle-check'
import Send from 'lucide-react/icons/send'
import { Button, buttonVariants } from '#app/components/ui/button.tsx'
import { Honeypot, SelectField, TextAreaField, TextField } from '#app/components/ui/field.tsx'
import { contactSubjects } from '#app/content/identifiers.ts'
import { contactForm, contactSubjectLabels } from '#app/content/contact.ts'
import { BrowserModule } from '#app/components/browser-module.tsx'
import enhanceModule from '#app/infra/forms/enhance.browser.ts?browser-module'
import {
	fieldErrorsOf,
	type FormReply,
	formErrorOf,
	formMessages,
	submittedValuesOf,
} from '#app/infra/forms/form-reply.ts'
import { ReplyToast } from '#app/infra/forms/reply-toast.tsx'
import { AttributionFields } from './attribution-fields.tsx'
import { CONTACT_INTENT, type ContactField, contactFieldLimits } from './contact-fields.ts'

/** The element the form and its result live in: a page enhanced with JavaScript swaps it for the server's. */
export const CONTACT_FORM_ID = 'contact-form'

const subjectOptions = contactSubjects.map((value) => ({ value, label: contactSubjectLabels[value] }))

const textFields: {
	name: Exclude<ContactField, 'subject' | 'message'>
	label: string
	type: string
	autoComplete: string
	required?: false
	span?: boolean
}[] = [
	{ name: 'firstName', label: 'Prénom', type: 'text', autoComplete: 'given-name' },
	{ name: 'lastName', label: 'Nom', type: 'text', autoComplete: 'family-name' },
	{ name: 'email', label: 'Email professionnel', type: 'email', autoComplete: 'email', span: true },
	{ name: 'company', label: 'Entreprise', type: 'text', autoComplete: 'organization' },
	{ name: 'phone', label: 'Téléphone (facultatif)', type: 'tel', autoComplete: 'tel', required: false },
]

/**
 * The contact form of the home page and /contact: a plain form posted to the page's own
 * action, rendered by the server with what the action answered (field messages, the
 * form's message, or the thank-you panel in its place). It holds no state of its own, so
 * it works without JavaScript, and a page script may post it and swap in the server's
 * rendering of #contact-form (`data-enhance="form"`).
 */
export function ContactForm({
	reply,
	action,
	againHref,
}: {
	/** The action's answer when the contact form posted (its `formId` is 'contact'). */
	reply?: FormReply<unknown>
	/** The page's own action, with the fragment of the form so the answer opens on it. */
	action: string
	/** Where « Écrire un autre message » goes: the page, fresh. */
	againHref: string
}) {
	if (reply?.status === 'success') {
		return (
			<div id={CONTACT_FORM_ID} role="status" data-result-container="" className="py-6 text-center">
				<CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
				<h3 data-result-focus="" tabIndex={-1} className="text-h3 mt-4 font-bold outline-none">
					{contactForm.thanksTitle}
				</h3>
				<p className="mx-auto mt-3 max-w-md text-muted">{contactForm.thanksText}</p>
				<a href={againHref} className={buttonVariants({ variant: 'secondary', className: 'mt-6' })}>
					{contactForm.again}
				</a>
			</div>
		)
	}
	const errors = fieldErrorsOf(reply)
	const values = submittedValuesOf(reply)
	const formError = formErrorOf(reply)
	return (
		<div id={CONTACT_FORM_ID} data-result-container="">
			<form
				method="post"
				action={action}
				data-enhance="form"
				data-result={CONTACT_FORM_ID}
				data-error-message={formMessages.error}
				noValidate
				aria-label={contactForm.title}
				className="relative"
			>
				<input type="hidden" name="intent" value={CONTACT_INTENT} />
				<AttributionFields />
				<Honeypot idPrefix="contact" />
				<div className="grid gap-4 sm:grid-cols-2">
					{textFields.map((field) => (
						<TextField
							key={field.name}
							id={`contact-${field.name}`}
							name={field.name}
							label={field.label}
							type={field.type}
							autoComplete={field.autoComplete}
							required={field.required ?? true}
							maxLength={contactFieldLimits[field.name].max}
							defaultValue={values[field.name]}
							error={errors[field.name]}
							className={field.span ? 'sm:col-span-2' : undefined}
						/>
					))}
					<SelectField
						id="contact-subject"
						name="subject"
						label="Sujet"
						options={subjectOptions}
						placeholder="Choisissez un sujet"
						defaultValue={values.subject ?? ''}
						error={errors.subject}
						className="sm:col-span-2"
					/>
					<TextAreaField
						id="contact-message"
						name="message"
						label="Message"
						rows={6}
						maxLength={contactFieldLimits.message.max}
						defaultValue={values.message}
						error={errors.message}
						className="sm:col-span-2"
					/>
				</div>
				{formError ? (
					<p
						role="alert"
						data-form-error=""
						className="mt-4 rounded-[var(--radius-input)] bg-danger/10 px-4 py-3 text-sm font-medium text-danger"
					>
						{formError}
					</p>
				) : null}
				<p className="mt-4 text-sm text-muted">
					{contactForm.consent}
					<a href="/politique-confidentialite" className="font-medium text-primary underline underline-offset-2">
						{contactForm.consentLink}
					</a>
					.
				</p>
				<p className="mt-1 text-xs text-muted">
					<span aria-hidden="true" className="text-danger">
						*
					</span>{' '}
					Champs obligatoires
				</p>
				<Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" data-busy-label="Envoi en cours...">
					<Send aria-hidden="true" />
					{contactForm.submit}
				</Button>
			</form>
			<ReplyToast reply={reply} />
			<BrowserModule src={enhanceModule} />
		</div>
	)
}
