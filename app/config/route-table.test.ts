import { expect, test } from 'vitest'
import { publicPages, publicPaths, routeTable } from './route-table.ts'

test('the not-found route is last so it only catches what nothing else matches', () => {
	expect(routeTable.at(-1)?.path).toBe('*')
})

test('public pages are unique and include home', () => {
	const paths = publicPaths()
	expect(paths).toContain('/')
	expect(new Set(paths).size).toBe(paths.length)
	for (const page of publicPages()) expect(page.priority).toBeGreaterThan(0)
})

test('the ROI calculator is a public page', () => {
	expect(publicPaths()).toContain('/expertise/roi-calculator')
})
