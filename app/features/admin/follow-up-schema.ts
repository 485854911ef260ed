import { z } from 'zod'
import { leadStatuses } from '#app/content/identifiers.ts'
import { formText } from '#app/infra/forms/text.ts'
import { formatNumber } from '#app/lib/format.ts'

import { NOTE_MAX_LENGTH } from './follow-up-fields.ts'

/** The follow-up forms of a lead's page (docs/decisions/078-lead-follow-up.md), one schema each. */

export const followUpSchema = z.object({
	status: z.enum(leadStatuses, { error: 'Veuillez choisir un statut' }),
	// '' is « Aucun »; any other value must be an admin's account (checked on save).
	owner: formText().pipe(z.string().max(100, 'Responsable inconnu')),
})

export const noteSchema = z.object({
	// Line breaks stored as \n, whatever the form sent (browsers post \r\n).
	body: formText({ multiline: true })
		.transform((body) => body.replace(/\r\n?/g, '\n'))
		.pipe(
			z
				.string()
				.min(1, 'Veuillez écrire la note')
				.max(NOTE_MAX_LENGTH, `Une note ne peut pas dépasser ${formatNumber(NOTE_MAX_LENGTH)} caractères`),
		),
})

export const deleteLeadSchema = z.object({ id: z.uuid('Demande invalide') })
