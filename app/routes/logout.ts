import { redirect } from 'react-router'
import type { Route } from './+types/logout'
import { signOut } from '#app/features/auth/auth-actions.server.ts'

export function loader() {
	return redirect('/')
}

export async function action({ request }: Route.ActionArgs) {
	return signOut(request)
}
