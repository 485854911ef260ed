import { Button } from '#app/components/ui/button.tsx'
import { Honeypot, TextField } from '#app/components/ui/field.tsx'
import { siteConfig } from '#app/config/site.ts'
import type { WhitepaperType } from '#app/content/whitepapers.ts'
import { AttributionFields } from './attribution-fields.tsx'
import { type LeadField, type LeadFormWording, leadFieldLimits } from './lead-fields.ts'

/** The visible fields, in order; a new one also goes in lead-schema.ts. */
const fields: { name: LeadField; label: string; type: string; autoComplete: string; span?: boolean }[] = [
	{ name: 'firstName', label: 'Prénom', type: 'text', autoComplete: 'given-name' },
	{ name: 'lastName', label: 'Nom', type: 'text', autoComplete: 'family-name' },
	{ name: 'email', label: 'Email professionnel', type: 'email', autoComplete: 'email', span: true },
	{ name: 'company', label: 'Entreprise', type: 'text', autoComplete: 'organization' },
	{ name: 'jobTitle', label: 'Fonction', type: 'text', autoComplete: 'organization-title' },
	{ name: 'phone', label: 'Téléphone', type: 'tel', autoComplete: 'tel', span: true },
]

/** The white-paper form's fields, consent and button; the caller owns the <form>. */
export function LeadFormFields({
	wording,
	whitepaperType,
	errors = {},
	values = {},
	formError,
	submitLabel = 'Recevoir le livre blanc',
	idPrefix,
}: {
	wording: LeadFormWording
	whitepaperType: WhitepaperType
	errors?: Record<string, string | undefined>
	values?: Record<string, string>
	formError?: string
	submitLabel?: string
	/** Keeps ids unique when several forms share a page. */
	idPrefix: string
}) {
	return (
		<>
			{/* Hidden fields of the lead form (the schema in lead-schema.ts lists them too). */}
			<input type="hidden" name="whitepaperType" value={whitepaperType} />
			{/* The home action serves this form and the contact form: docs/decisions/076-contact-form.md. */}
			<input type="hidden" name="intent" value="whitepaper" />
			<AttributionFields />
			<Honeypot idPrefix={idPrefix} />
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
						className={field.span ? 'sm:col-span-2' : undefined}
					/>
				))}
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
				{wording === 'landing'
					? `En soumettant ce formulaire, vous acceptez de recevoir des communications de ${siteConfig.name} et notre `
					: 'En soumettant ce formulaire, vous acceptez notre '}
				<a href="/politique-confidentialite" className="font-medium text-primary underline underline-offset-2">
					politique de confidentialité
				</a>
				. Vos données ne sont jamais partagées avec des tiers.
			</p>
			<p className="mt-1 text-xs text-muted">
				<span aria-hidden="true" className="text-danger">
					*
				</span>{' '}
				Champs obligatoires
			</p>
			<Button type="submit" size="lg" className="mt-6 w-full" data-busy-label="Envoi en cours...">
				{submitLabel}
			</Button>
		</>
	)
}
