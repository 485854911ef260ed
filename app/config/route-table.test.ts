import { expect, test } from 'vitest'
import { prerenderPaths, publicPages, publicPaths, routeTable } from './route-table.ts'

test('the not-found route is last so it only catches what nothing else matches', () => {
	expect(routeTable.at(-1)?.path).toBe('*')
})

test('public pages are unique and include home', () => {
	const paths = publicPaths()
	expect(paths).toContain('/')
	expect(new Set(paths).size).toBe(paths.length)
	for (const page of publicPages()) expect(page.priority).toBeGreaterThan(0)
})

test('the blog listing and its seven articles are public pages with their dates', () => {
	const pages = publicPages().filter((page) => page.path.startsWith('/blog'))
	expect(pages.map((page) => page.path)).toEqual([
		'/blog',
		'/blog/gemini-enterprise',
		'/blog/cloud-run',
		'/blog/bigquery',
		'/blog/vertex-ai',
		'/blog/migration-cloud',
		'/blog/workspace-productivity',
		'/blog/security',
	])
	expect(pages.find((page) => page.path === '/blog/security')?.lastmod).toBe('2025-02-20')
	expect(pages[0]?.lastmod).toBe('2025-03-20')
})

test('the sitemap is prerendered with the pages, the RSS feed is not (it is rendered per request)', () => {
	expect(prerenderPaths()).toContain('/sitemap.xml')
	expect(prerenderPaths()).not.toContain('/blog/rss.xml')
})

test('the ROI calculator is a public page', () => {
	expect(publicPaths()).toContain('/expertise/roi-calculator')
})

test('/llms.txt and the Markdown versions of the articles and expertise pages are prerendered, outside the sitemap', () => {
	const prerendered = prerenderPaths()
	expect(prerendered).toContain('/llms.txt')
	const markdown = prerendered.filter((path) => path.endsWith('.md'))
	const pages = publicPaths().filter((path) => /^\/(blog|expertise)\/(?!roi-calculator)[^/]+$/.test(path))
	expect(pages).toHaveLength(14)
	expect(markdown.toSorted()).toEqual(pages.map((path) => `${path}.md`).toSorted())
	for (const path of [...markdown, '/llms.txt']) expect(publicPaths()).not.toContain(path)
})
