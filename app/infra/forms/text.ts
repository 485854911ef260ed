import { z } from 'zod'

/**
 * The text fields' shared rules, used by every form schema: anything that is not a
 * string reads as empty, surrounding spaces are trimmed, and control characters (NUL,
 * escape, the C1 range…) are refused with a French message instead of reaching the
 * database or the logs. Only multi-line fields keep tabs and line breaks.
 *
 * Bidirectional controls are refused too (docs/decisions/026-hostile-input.md): an
 * embedding, override or isolate (U+202A–U+202E, U+2066–U+2069) reorders what follows
 * it, so a name could show reversed, or its neighbours moved, in the admin table, the
 * CSV and the sales e-mail. The direction marks (LRM U+200E, RLM U+200F, ALM U+061C)
 * reorder nothing beyond a neutral character next to them, come with text pasted from
 * right-to-left writing, and cannot be seen to be removed: they are dropped, not refused.
 */
export const controlCharacterMessage = 'Ce champ contient des caractères non autorisés.'

export const bidiControlMessage =
	'Ce champ contient des caractères invisibles qui changent le sens du texte\u00a0: saisissez-le à nouveau sans copier-coller.'

/** The bidirectional embeddings, overrides and isolates. */
export const bidiControls = /[\u202a-\u202e\u2066-\u2069]/

/** The direction marks, dropped from every text field. */
export const directionMarks = /[\u200e\u200f\u061c]/g

/** True when `value` holds a bidirectional embedding, override or isolate. */
export function hasBidiControls(value: string): boolean {
	return bidiControls.test(value)
}

/** C0 controls, DEL and C1 controls; tab, line feed and carriage return too unless `multiline`. */
export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
	for (let index = 0; index < value.length; index++) {
		const code = value.charCodeAt(index)
		if (multiline && (code === 0x09 || code === 0x0a || code === 0x0d)) continue
		if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true
	}
	return false
}

function asString(value: unknown): string {
	return typeof value === 'string' ? value : ''
}

/** A text field, trimmed, without direction marks. Chain its own rules with `.pipe(z.string()…)`. */
export function formText({ multiline = false } = {}) {
	return z.preprocess(
		(value) => asString(value).replace(directionMarks, '').trim(),
		z
			.string()
			.refine((value) => !hasControlCharacters(value, { multiline }), { message: controlCharacterMessage, abort: true })
			.refine((value) => !hasBidiControls(value), bidiControlMessage),
	)
}

/**
 * A secret (password): never trimmed, control characters refused all the same. Its
 * characters are compared, never shown: bidirectional controls are left alone.
 */
export function formSecret() {
	return z.preprocess(
		asString,
		z.string().refine((value) => !hasControlCharacters(value), controlCharacterMessage),
	)
}
