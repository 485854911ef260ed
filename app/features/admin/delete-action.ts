import { z } from 'zod'

// The list's query string to return to: '?', then URL-safe printable characters only —
// never a path or a URL elsewhere, and no CR or LF (they would break the redirect's
// Location header).
const backSchema = z
	.string()
	.regex(/^\?[\w.~*%&=+-]*$/)
	.max(300)

/** What a list's delete form may ask (leads, subscribers): delete one row, then come back to the same page of results. */
export type DeleteAction = { intent: 'delete'; id: string; back: string }

/** A list's delete post, checked; null when it is not a valid request. */
export function parseDeleteAction(form: FormData): DeleteAction | null {
	const id = z.uuid().safeParse(form.get('id'))
	const rawBack = form.get('back') ?? ''
	const back = rawBack === '' ? { success: true as const, data: '' } : backSchema.safeParse(rawBack)
	if (form.get('intent') !== 'delete' || !id.success || !back.success) return null
	return { intent: 'delete', id: id.data, back: back.data }
}
