import { z } from 'zod'

/**
 * The text fields' shared rules, used by every form schema: anything that is not a
 * string reads as empty, surrounding spaces are trimmed, and control characters (NUL,
 * escape, the C1 range…) are refused with a French message instead of reaching the
 * database or the logs. Only multi-line fields keep tabs and line breaks.
 */
export const controlCharacterMessage = 'Ce champ contient des caractères non autorisés.'

/** C0 controls, DEL and C1 controls; tab, line feed and carriage return too unless `multiline`. */
export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
	for (let index = 0; index < value.length; index++) {
		const code = value.charCodeAt(index)
		if (multiline && (code === 0x09 || code === 0x0a || code === 0x0d)) continue
		if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true
	}
	return false
}

/**
 * Bidirectional formatting characters (embeddings, overrides, isolates and marks): they
 * reorder how a text is shown, so a note or a message could display something else
 * than what it says. Refused where `refuseBidi` is set (free text admins read).
 */
export function hasBidiControls(value: string): boolean {
	return /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(value)
}

function asString(value: unknown): string {
	return typeof value === 'string' ? value : ''
}

/** A text field, trimmed. Chain its own rules with `.pipe(z.string()…)`. */
export function formText({ multiline = false, refuseBidi = false } = {}) {
	return z.preprocess(
		(value) => asString(value).trim(),
		z
			.string()
			.refine(
				(value) => !hasControlCharacters(value, { multiline }) && !(refuseBidi && hasBidiControls(value)),
				controlCharacterMessage,
			),
	)
}

/** A secret (password): never trimmed, control characters refused all the same. */
export function formSecret() {
	return z.preprocess(
		asString,
		z.string().refine((value) => !hasControlCharacters(value), controlCharacterMessage),
	)
}
