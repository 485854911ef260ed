import { data } from 'react-router'
import { readPostedForm } from '#app/infra/forms/form-post.server.ts'

/**
 * The fields an admin action was posted, read by the form layer's one body parser (size
 * limit, url-encoded or multipart). A body it cannot read — a broken multipart, too
 * large, another type — reads as an empty form: the action's own check then refuses it
 * with `invalidAdminRequest`, a 400, never a 500.
 */
export async function readAdminForm(request: Request): Promise<FormData> {
	const form = await readPostedForm(request)
	return form instanceof FormData ? form : new FormData()
}

/** The answer to an admin post that is not a valid request (unknown intent, bad id, unreadable body). */
export function invalidAdminRequest() {
	return data({ error: 'Demande invalide' }, { status: 400 })
}
