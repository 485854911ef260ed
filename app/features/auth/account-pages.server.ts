import { data, redirect } from 'react-router'
import { type AccountPage, accountPageOf } from './account-pages.ts'
import { handleAuthAction } from './auth-actions.server.ts'
import { getSessionUser } from './auth.server.ts'
import { confirmPageAction, confirmPageData } from './email-confirmation.server.ts'
import { handleForgotPassword, handleResetPassword, resetPageData } from './password-reset.server.ts'

/** The account pages' loader and action (app/routes/auth.tsx), one per page. */

function pageOrNotFound(segment: string | undefined): AccountPage {
	const page = accountPageOf(segment)
	if (!page) throw data(null, { status: 404 })
	return page
}

export async function accountPageData(request: Request, segment: string | undefined) {
	const page = pageOrNotFound(segment)
	switch (page) {
		case 'sign-in':
			// A signed-in visitor has nothing to do here; /deconnexion ends the session (docs/decisions/022-sign-out-page.md).
			if (await getSessionUser(request)) throw redirect('/')
			return data({ page })
		case 'forgot-password':
			return data({ page })
		case 'reset-password':
			return resetPageData(request)
		default:
			return confirmPageData(request)
	}
}

export async function accountPageAction(request: Request, segment: string | undefined) {
	switch (pageOrNotFound(segment)) {
		case 'sign-in':
			return handleAuthAction(request)
		case 'forgot-password':
			return handleForgotPassword(request)
		case 'reset-password':
			return handleResetPassword(request)
		default:
			return confirmPageAction(request)
	}
}
