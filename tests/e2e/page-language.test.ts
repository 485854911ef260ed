/**
 * On every public page: English words are either translated or marked `lang="en"` (so
 * that a screen reader reads them in English, WCAG 3.1.2), and every link that opens a
 * new tab says so in its accessible name (WCAG 3.2.5). Desktop project only: the text is
 * the same at every width. Google's product names (Cloud Run, BigQuery…) are names, not
 * English words; the loanwords French IT uses as they are (pipeline, serverless, FinOps…)
 * are not listed (docs/decisions/081-english-words-and-new-tabs.md).
 */
import { expect, test } from './fixtures.ts'
import { publicPages } from './utils.ts'

test.skip(({ isMobile }) => isMobile, 'the same text at every width')

/** English words and phrases of the site's copy that must be translated or marked. */
const englishTerms = [
	'success stor(?:y|ies)',
	'scale to zero',
	'quick wins?',
	'clean rooms?',
	'baseline',
	'dry run',
	'committed use',
	'sustained use',
	'fine-tuning',
	'grounding',
	'lift and shift',
	'landing zones?',
	'workshops?',
	'time-to-market',
	'downtime',
	'rehost',
	'replatform',
	'refactor',
	'repurchase',
	'relocate',
	'onboarding',
	'checklist',
	'scale-ups?',
	'business case',
	'use cases?',
	'best practices?',
	'cold start',
	'rate limiting',
	'impersonation',
	'sidecars?',
	'autorater',
	'infrastructure as code',
	'ticketing',
]

for (const path of publicPages()) {
	test(`${path}: English words marked or translated, new tabs announced`, async ({ page }) => {
		await page.goto(path)
		const found = await page.evaluate((terms) => {
			const pattern = new RegExp(`\\b(?:${terms.join('|')})\\b`, 'gi')
			const skip = 'script, style, template, noscript, code, pre, kbd, samp'
			const runs: string[] = []
			const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
			for (let node = walker.nextNode(); node; node = walker.nextNode()) {
				const parent = node.parentElement
				if (!parent || parent.closest(skip)) continue
				// Inside an element marked in English: read in English, as it should.
				if (parent.closest('[lang]')?.getAttribute('lang')?.startsWith('en')) continue
				runs.push(node.textContent ?? '')
			}
			const text = runs.join(' ').replace(/\s+/g, ' ')
			return [...text.matchAll(pattern)].map(
				(match) => `« ${match[0]} » in « ${text.slice(Math.max(0, match.index - 30), match.index + 40)} »`,
			)
		}, englishTerms)
		expect(found, 'English words outside lang="en"').toEqual([])

		// Every link that opens a new tab, shown or in a closed menu: its name (aria-labelledby,
		// aria-label, else its text, visually hidden parts included) says so.
		const silent = await page.locator('a[target="_blank"]').evaluateAll((links) =>
			links
				.map((link) => {
					const labelledBy = link.getAttribute('aria-labelledby')
					const name = labelledBy
						? labelledBy
								.split(/\s+/)
								.map((id) => document.getElementById(id)?.textContent ?? '')
								.join(' ')
						: (link.getAttribute('aria-label') ?? link.textContent ?? '')
					return { href: link.getAttribute('href'), name: name.replace(/\s+/g, ' ').trim() }
				})
				.filter((link) => !link.name.includes('(nouvel onglet)')),
		)
		expect(silent, 'new-tab links that do not say so').toEqual([])
	})
}
