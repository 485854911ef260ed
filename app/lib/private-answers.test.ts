import { expect, test } from 'vitest'
import { routeTable } from '#app/config/route-table.ts'
import { isPrivateRoute } from './private-answers.ts'

test('every admin route of the route table is private, with or without the leading slash React Router drops', () => {
	const adminRoutes = routeTable.filter((entry) => entry.path.startsWith('/admin'))
	expect(adminRoutes.length).toBeGreaterThan(0)
	for (const { path } of adminRoutes) {
		expect(isPrivateRoute(path), path).toBe(true)
		expect(isPrivateRoute(path.slice(1)), path).toBe(true)
	}
	for (const path of ['newsletter/confirmer', 'newsletter/desinscription', 'deconnexion'])
		expect(isPrivateRoute(path)).toBe(true)
	for (const path of ['/', '', 'blog', 'blog/:slug', 'auth', '*', 'administration', 'admin-x'])
		expect(isPrivateRoute(path), path).toBe(false)
})
