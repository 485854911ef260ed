import { Link } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { Honeypot, TextField } from '#app/components/ui/field.tsx'
import { siteConfig } from '#app/config/site.ts'
import type { WhitepaperType } from '#app/content/whitepapers.ts'
import { type FormEvent } from 'react'
import { type LeadField, type LeadFieldErrors, type LeadFormWording, leadFieldLimits } from './lead-fields.ts'
import { AttributionFields } from './attribution-fields.tsx'

const fields: { name: LeadField; label: string; type: string; autoComplete: string; span?: boolean }[] = [
	{ name: 'firstName', label: 'Prénom', type: 'text', autoComplete: 'given-name' },
	{ name: 'lastName', label: 'Nom', type: 'text', autoComplete: 'family-name' },
	{ name: 'email', label: 'Email professionnel', type: 'email', autoComplete: 'email', span: true },
	{ name: 'company', label: 'Entreprise', type: 'text', autoComplete: 'organization' },
	{ name: 'jobTitle', label: 'Fonction', type: 'text', autoComplete: 'organization-title' },
	{ name: 'phone', label: 'Téléphone', type: 'tel', autoComplete: 'tel', span: true },
]

/**
 * Submit handler of the enhanced forms: checks the form in the browser with the
 * server's own schema (loaded on first use, so zod never weighs on page load), shows
 * the errors and focuses the first one, or submits. The server checks again: it is
 * the authority. Without JavaScript the form simply posts.
 */
export function submitWithValidation(
	wording: LeadFormWording,
	setErrors: (errors: LeadFieldErrors) => void,
	submit: (form: HTMLFormElement) => void,
) {
	return (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		const form = event.currentTarget
		void import('./lead-schema.ts').then(({ leadFieldErrors, leadFormSchema }) => {
			const result = leadFormSchema(wording).safeParse(Object.fromEntries(new FormData(form)))
			const errors = result.success ? {} : leadFieldErrors(result.error)
			setErrors(errors)
			const first = fields.find((field) => errors[field.name])
			if (first) form.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus()
			else submit(form)
		})
	}
}

/** Starts loading the validator when the visitor begins filling the form in. */
export function preloadValidation() {
	void import('./lead-schema.ts')
}

/** The white-paper form's fields, consent and button; the caller owns the <form>. */
export function LeadFormFields({
	wording,
	whitepaperType,
	errors = {},
	values = {},
	submitting = false,
	formError,
	submitLabel = 'Recevoir le livre blanc',
	idPrefix,
}: {
	wording: LeadFormWording
	whitepaperType: WhitepaperType
	errors?: LeadFieldErrors
	values?: Record<string, string>
	submitting?: boolean
	formError?: string
	submitLabel?: string
	/** Keeps ids unique when several forms share a page. */
	idPrefix: string
}) {
	return (
		<>
			<input type="hidden" name="whitepaperType" value={whitepaperType} />
			<AttributionFields />
			<Honeypot />
			<div className="grid gap-4 sm:grid-cols-2">
				{fields.map((field) => (
					<TextField
						key={field.name}
						id={`${idPrefix}-${field.name}`}
						name={field.name}
						label={field.label}
						type={field.type}
						autoComplete={field.autoComplete}
						maxLength={leadFieldLimits[field.name].max}
						defaultValue={values[field.name]}
						error={errors[field.name]}
						disabled={submitting}
						className={field.span ? 'sm:col-span-2' : undefined}
					/>
				))}
			</div>
			{formError ? (
				<p
					role="alert"
					className="mt-4 rounded-[var(--radius-input)] bg-danger/10 px-4 py-3 text-sm font-medium text-danger"
				>
					{formError}
				</p>
			) : null}
			<p className="mt-4 text-sm text-muted">
				{wording === 'landing'
					? `En soumettant ce formulaire, vous acceptez de recevoir des communications de ${siteConfig.name} et notre `
					: 'En soumettant ce formulaire, vous acceptez notre '}
				<Link to="/politique-confidentialite" className="font-medium text-primary underline underline-offset-2">
					politique de confidentialité
				</Link>
				. Vos données ne sont jamais partagées avec des tiers.
			</p>
			<p className="mt-1 text-xs text-muted">
				<span aria-hidden="true" className="text-danger">
					*
				</span>{' '}
				Champs obligatoires
			</p>
			<Button type="submit" size="lg" className="mt-6 w-full" disabled={submitting}>
				{submitting ? 'Envoi en cours...' : submitLabel}
			</Button>
		</>
	)
}
