import { z } from 'zod'

/** What the leads screen's form may ask: delete one lead, then come back to the same page of results. */
export type LeadsAction = { intent: 'delete'; id: string; back: string }

/** The leads screen's post, checked; null when it is not a valid request. */
export function parseLeadsAction(form: FormData): LeadsAction | null {
	const id = z.uuid().safeParse(form.get('id'))
	if (form.get('intent') !== 'delete' || !id.success) return null
	const back = form.get('back')
	// Only a query string of this page: never a path or URL elsewhere.
	return { intent: 'delete', id: id.data, back: typeof back === 'string' && /^\?[^\\/]*$/.test(back) ? back : '' }
}
