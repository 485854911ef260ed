import { expect, test } from 'vitest'
import { speculationRules } from './speculation-rules.tsx'

type Where = { href_matches?: string | string[]; selector_matches?: string; not?: Where; and?: Where[] }

/** Whether a link to `path` (with no attributes) matches a rule's `where`, as the browser reads it. */
function matches(where: Where, path: string): boolean {
	if (where.and) return where.and.every((part) => matches(part, path))
	if (where.not) return !matches(where.not, path)
	if (where.href_matches) {
		const patterns = [where.href_matches].flat()
		return patterns.some((pattern) =>
			new URLPattern(pattern, 'https://www.nuvea.example').test(`https://www.nuvea.example${path}`),
		)
	}
	// A selector condition: a plain link (no attribute) matches none.
	return false
}

const [prefetch] = speculationRules.prefetch

test('our pages are fetched ahead on hover', () => {
	for (const path of ['/', '/blog', '/blog/cloud-run', '/expertise/security', '/carrieres', '/mentions-legales'])
		expect(matches(prefetch!.where, path), path).toBe(true)
})

test('never what has an effect or is private: sign-in, the admin, sign-out, token links, files', () => {
	for (const path of [
		'/auth',
		'/admin',
		'/admin/leads',
		'/deconnexion',
		'/newsletter/confirmer',
		'/newsletter/desinscription',
		'/livre-blanc-workspace-ia.pdf',
		'/blog/rss.xml',
		'/admin/leads/export.csv',
	])
		expect(matches(prefetch!.where, path), path).toBe(false)
})
