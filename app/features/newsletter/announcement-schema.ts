import { z } from 'zod'
import { fromParisDateTimeInput } from '#app/lib/paris-time.ts'

/**
 * The announcement forms of /admin/newsletter (docs/decisions/085-scheduled-announcements.md),
 * one schema for all, dispatched on `intent`. The screen names its fields from it.
 */
export const announcementMessages = {
	invalid: 'Demande invalide',
	dueAtInvalid: 'Indiquez une date et une heure valides (heure de Paris).',
	dueAtPast: 'Choisissez une date et une heure à venir.',
	gone: 'Cette annonce est déjà partie\u00a0: elle ne peut plus être modifiée.',
} as const

/** What the screen says after each action (`?fait=…`). */
export const announcementDoneMessages = {
	test: 'Un e-mail de test part vers votre adresse\u00a0: il arrive dans quelques secondes.',
	envoi: 'L’annonce part maintenant\u00a0: ses e-mails sont en file d’envoi.',
	deplacement: 'Nouvelle date d’envoi enregistrée.',
	annulation: 'Envoi annulé\u00a0: l’annonce ne partira pas tant que vous ne la reprogrammez pas.',
	partie: 'Cette annonce est déjà partie\u00a0: elle ne peut plus être modifiée.',
} as const
export type AnnouncementDone = keyof typeof announcementDoneMessages

const id = z.uuid()

export const announcementIntents = [
	'announcement-test',
	'announcement-send',
	'announcement-move',
	'announcement-cancel',
] as const
export type AnnouncementIntent = (typeof announcementIntents)[number]

export const announcementFormSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('announcement-test'), id }),
	z.object({ intent: z.literal('announcement-send'), id }),
	z.object({ intent: z.literal('announcement-cancel'), id }),
	z.object({
		intent: z.literal('announcement-move'),
		id,
		/** Paris wall-clock time, as a datetime-local field sends it. */
		dueAt: z.string().transform((value, context) => {
			const instant = fromParisDateTimeInput(value.trim())
			if (instant) return instant
			context.addIssue({ code: 'custom', message: announcementMessages.dueAtInvalid })
			return z.NEVER
		}),
	}),
])

export type AnnouncementForm = z.output<typeof announcementFormSchema>

export function isAnnouncementIntent(intent: unknown): intent is AnnouncementIntent {
	return announcementIntents.includes(intent as AnnouncementIntent)
}
