/**
 * The site's own conformance checks, run on every public page (the sitemap, the
 * sign-in page and a 404): valid HTML, French typography of the visible text, no
 * horizontal overflow at 320 and 390 px, a visible focus indicator (3:1 against what
 * surrounds it) on every tab stop, none hidden under the fixed header, and axe-core's
 * rules for the RGAA criteria the accessibility statement names, at 390 and 1280 px.
 * Each finding is printed as a `CONFORMANCE <check> <path> <detail>` line so a run can
 * be counted. Desktop project only: the widths that matter are set by the checks themselves.
 *
 * What a page measured must be what the accessibility statement shows
 * (app/content/accessibility-audit.json, docs/decisions/062-accessibility-statement.md):
 * `npm run audit:accessibility` runs this file with CONFORMANCE_OUTPUT set, and writes
 * the measures there instead of comparing them.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { HtmlValidate } from 'html-validate'
import { checkedCriteria } from '#app/content/accessibility-criteria.ts'
import { type AccessibilityAudit, axeRules, type PageAudit } from '#app/lib/conformance.ts'
import { conformancePages } from './conformance-pages.ts'

test.skip(({ isMobile }) => isMobile, 'the checks set their own widths')

const auditFile = 'app/content/accessibility-audit.json'
const committed = JSON.parse(readFileSync(auditFile, 'utf8')) as AccessibilityAudit
const output = process.env.CONFORMANCE_OUTPUT
const rules = axeRules(checkedCriteria)

/** axe-core's verdict on the statement's rules: what found something, and what applied. */
async function axeFindings(page: Page) {
	// Legacy mode runs axe in the page itself: no blank page opened to gather the results of
	// frames (the site has none), two to four times faster.
	const results = await new AxeBuilder({ page }).withRules(rules).setLegacyMode(true).analyze()
	return {
		version: results.testEngine.version,
		violations: results.violations.map(
			(violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
		),
		violated: results.violations.map((violation) => violation.id),
		applicable: [...results.passes, ...results.violations, ...results.incomplete].map((result) => result.id),
	}
}

const sorted = (items: string[]) => [...new Set(items)].toSorted()

function report(check: string, path: string, findings: string[]) {
	for (const finding of findings) console.log(`CONFORMANCE ${check} ${path} ${finding}`)
}

const htmlvalidate = new HtmlValidate(JSON.parse(readFileSync('.htmlvalidate.json', 'utf8')))

async function htmlFindings(html: string): Promise<string[]> {
	const result = await htmlvalidate.validateString(html)
	return result.results.flatMap((file) =>
		file.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? message.line})`),
	)
}

/** Visible text outside code, with each block's text kept in one string (for cross-node spaces). */
function typographyFindings(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const findings: string[] = []
		const skip = 'script, style, code, pre, kbd, samp, svg, [aria-hidden="true"], [hidden], template'
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
		// Text in document order, as runs broken at block boundaries.
		const runs: { text: string; prose: boolean }[] = []
		let current = { text: '', prose: false, block: null as Element | null }
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			const parent = node.parentElement
			if (!parent || parent.closest(skip)) continue
			if (parent.checkVisibility && !parent.checkVisibility()) continue
			const block = parent.closest(
				'p, li, dd, dt, td, th, h1, h2, h3, h4, h5, h6, blockquote, figcaption, label, button, summary, div',
			)
			if (block !== current.block) {
				if (current.text) runs.push(current)
				current = { text: '', prose: false, block }
			}
			current.text += node.textContent ?? ''
			// Prose: running text, not a control's label nor a title marked verbatim (the product's
			// specification quotes some labels and titles with a straight apostrophe).
			if (!parent.closest('a, button, summary, label, [role="button"], [role="tab"], [data-verbatim]')) {
				const text = node.textContent ?? ''
				const apostrophe = /\p{L}'\p{L}/u.exec(text)
				if (apostrophe)
					findings.push(
						`straight apostrophe in prose: « ${text.slice(Math.max(0, apostrophe.index - 20), apostrophe.index + 20).trim()} »`,
					)
			}
		}
		if (current.text) runs.push(current)
		for (const { text } of runs) {
			const context = (index: number) => text.slice(Math.max(0, index - 25), index + 5).replace(/\s+/g, ' ')
			for (const match of text.matchAll(/[ \t\n]+[:;!?»]/g))
				findings.push(`breakable space before « ${match[0].trim()} »: « ${context(match.index)} »`)
			for (const match of text.matchAll(/\p{L}[;!?»]/gu))
				findings.push(`no space before « ${match[0].slice(-1)} »: « ${context(match.index)} »`)
			for (const match of text.matchAll(/«(?![\u00a0\u202f])/g))
				findings.push(`« without a non-breaking space after it: « ${context(match.index)} »`)
			for (const match of text.matchAll(/\p{L}\u00a0?:(?=[\s\u00a0])/gu))
				if (!match[0].includes('\u00a0')) findings.push(`no space before « : »: « ${context(match.index)} »`)
		}
		return [...new Set(findings)]
	})
}

/** Elements that stick out of the viewport (outside any scrolling or clipping container). */
function overflowFindings(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const width = document.documentElement.clientWidth
		const findings: string[] = []
		if (document.documentElement.scrollWidth > width)
			findings.push(`page scrolls sideways: ${document.documentElement.scrollWidth} px for ${width} px`)
		const clipped = (element: Element) => {
			for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
				const overflow = getComputedStyle(parent).overflowX
				if (overflow !== 'visible') return true
			}
			return false
		}
		for (const element of document.body.querySelectorAll('*')) {
			if (!(element instanceof HTMLElement) && !(element instanceof SVGSVGElement)) continue
			const rect = element.getBoundingClientRect()
			if (rect.width === 0 || rect.right <= width + 1 || rect.left < -1) continue
			if (!element.checkVisibility() || clipped(element)) continue
			const style = getComputedStyle(element)
			if (style.position === 'absolute' && style.clip !== 'auto') continue
			const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 3).join('.')}`
			findings.push(`${label} ends at ${Math.round(rect.right)} px`)
		}
		return findings.slice(0, 10)
	})
}

/**
 * Goes backwards through every tab stop (Shift+Tab, as the fixed header hides the most
 * there) and measures the focus indicator: outline or spread box-shadow against the
 * background it is drawn on, or else the change of the element's own colours.
 * The walk runs as for a visitor who asks for reduced motion: focus scrolls the page at
 * once (no smooth scroll) and styles reach their focused values at once (no transition),
 * so each stop is judged where a smooth scroll would have come to rest, in its final
 * colours, without waiting frames for either.
 */
async function focusFindings(page: Page): Promise<string[]> {
	await page.emulateMedia({ reducedMotion: 'reduce' })
	await page.evaluate(() => {
		// Unfocused looks, to compare with the focused one.
		for (const element of document.querySelectorAll<HTMLElement>(
			'a, button, input, select, textarea, summary, [tabindex]',
		)) {
			const style = getComputedStyle(element)
			element.dataset.unfocused = JSON.stringify([style.backgroundColor, style.borderTopColor, style.color])
		}
		document.body.focus()
		;(document.activeElement as HTMLElement | null)?.blur()
	})
	const findings: string[] = []
	const seen = new Set<unknown>()
	for (let index = 0; index < 400; index++) {
		await page.keyboard.press('Shift+Tab')
		const result = await page
			.evaluate(() => {
				const element = document.activeElement as HTMLElement | null
				if (!element || element === document.body) return { done: true as const }
				// Marks the element, so that the walk stops where it came round (one round trip per stop).
				element.dataset.focusSeen ??= String(Math.random())
				const identity = element.dataset.focusSeen
				const context = ((window as { focusProbeContext?: CanvasRenderingContext2D }).focusProbeContext ??=
					Object.assign(document.createElement('canvas'), { width: 1, height: 1 }).getContext('2d', {
						willReadFrequently: true,
					})!)
				const rgba = (color: string): [number, number, number, number] => {
					context.clearRect(0, 0, 1, 1)
					context.fillStyle = '#000'
					context.fillStyle = color
					context.fillRect(0, 0, 1, 1)
					const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data
					return [r!, g!, b!, a! / 255]
				}
				const over = (top: number[], bottom: number[]) =>
					[0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!)).concat(1)
				const luminance = (color: number[]) => {
					const [r, g, b] = color.slice(0, 3).map((v) => {
						const c = v / 255
						return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
					})
					return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
				}
				const contrast = (a: number[], b: number[]) => {
					const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x)
					return (l1! + 0.05) / (l2! + 0.05)
				}
				/** The colours the background can take behind `start` (every stop of a gradient). */
				const backgrounds = (start: Element | null): number[][] => {
					const layers: number[][][] = []
					for (let node = start; node; node = node.parentElement) {
						const style = getComputedStyle(node)
						const image = style.backgroundImage
						const stops = image.includes('gradient')
							? (image.match(/(rgba?|oklab|oklch|color|lab|lch|hsla?)\([^()]*\)|#[0-9a-f]{3,8}/gi) ?? []).map(rgba)
							: []
						const color = rgba(style.backgroundColor)
						if (stops.length > 0) {
							layers.push(stops)
							if (stops.every((stop) => stop[3] === 1)) break
						}
						if (color[3] > 0) {
							layers.push([color])
							if (color[3] === 1) break
						}
						if (node.tagName === 'DIALOG' && (node as HTMLDialogElement).open) break
					}
					let composed: number[][] = [[255, 255, 255, 1]]
					for (const layer of layers.toReversed())
						composed = layer.flatMap((upper) => composed.map((lower) => over(upper, lower)))
					return composed
				}
				const style = getComputedStyle(element)
				const label = `${element.tagName.toLowerCase()} « ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)} »`
				const rect = element.getBoundingClientRect()
				const header = document.querySelector('header')
				const problems: string[] = []
				// Hidden under the fixed header: what is drawn at the element's centre belongs to the header.
				const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1)
				const y = rect.top + rect.height / 2
				const drawn = y >= 0 && y < window.innerHeight ? document.elementFromPoint(x, y) : null
				if (drawn && header && header.contains(drawn) && !header.contains(element) && !element.contains(drawn))
					problems.push(`hidden under the fixed header (at ${Math.round(y)} px)`)
				let ring: number[] | null = null
				let behind: number[][] = []
				// The ring may be drawn by a close ancestor (a card whose link covers it: :has(:focus-visible)).
				let ringOwner: HTMLElement | null = element
				for (let depth = 0; ringOwner && depth < 4; depth++, ringOwner = ringOwner.parentElement) {
					const ownerStyle = getComputedStyle(ringOwner)
					if (ownerStyle.outlineStyle !== 'none' && parseFloat(ownerStyle.outlineWidth) >= 1) {
						ring = rgba(ownerStyle.outlineColor)
						behind =
							parseFloat(ownerStyle.outlineOffset) >= 0 ? backgrounds(ringOwner.parentElement) : backgrounds(ringOwner)
						break
					}
				}
				if (!ring) {
					const shadow =
						/((?:rgba?|oklab|color)\([^()]*\)|#[0-9a-f]+) (-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px/.exec(
							style.boxShadow,
						)
					if (shadow && parseFloat(shadow[5]!) >= 1) {
						ring = rgba(shadow[1]!)
						behind = backgrounds(element.parentElement)
					}
				}
				let best = 0
				if (ring) {
					best = Math.min(...behind.map((bg) => contrast(over(ring!, bg), bg)))
				}
				if (best < 3) {
					// No ring, or a faint one: does the element's own look change enough?
					const before = JSON.parse(element.dataset.unfocused ?? '[]') as string[]
					const after = [style.backgroundColor, style.borderTopColor, style.color]
					const base = backgrounds(element.parentElement)[0]!
					for (let i = 0; i < 2; i++) {
						if (!before[i] || before[i] === after[i]) continue
						best = Math.max(best, contrast(over(rgba(after[i]!), base), over(rgba(before[i]!), base)))
					}
				}
				if (best < 3) problems.push(`focus indicator ${best.toFixed(2)}:1`)
				return { done: false as const, element: label, problems, identity }
			})
			.catch(() => ({ done: true as const }))
		if (result.done || seen.has(result.identity)) break
		seen.add(result.identity)
		let problems = result.problems
		if (problems.some((problem) => problem.startsWith('focus indicator')) && (await pixelIndicator(page)))
			problems = problems.filter((problem) => !problem.startsWith('focus indicator'))
		for (const problem of problems) findings.push(`${result.element}: ${problem}`)
	}
	await page.emulateMedia({ reducedMotion: null })
	return findings
}

/**
 * For an indicator the computed styles do not describe (an SVG stroke, a change inside
 * the element): compares the pixels around the element focused and unfocused. Enough
 * pixels (half its perimeter) must change with a contrast of 3:1 or more.
 */
async function pixelIndicator(page: Page): Promise<boolean> {
	const box = await page.evaluate(() => {
		const element = document.activeElement as HTMLElement
		element.dataset.focusProbe = ''
		const rect = element.getBoundingClientRect()
		return { x: rect.left - 6, y: rect.top - 6, width: rect.width + 12, height: rect.height + 12 }
	})
	const viewport = page.viewportSize()!
	const clip = {
		x: Math.max(0, box.x),
		y: Math.max(0, box.y),
		width: Math.min(box.width, viewport.width - Math.max(0, box.x)),
		height: Math.min(box.height, viewport.height - Math.max(0, box.y)),
	}
	if (clip.width < 4 || clip.height < 4) return false
	const focused = (await page.screenshot({ clip, animations: 'disabled' })).toString('base64')
	await page.evaluate(() => (document.querySelector('[data-focus-probe]') as HTMLElement).blur())
	const unfocused = (await page.screenshot({ clip, animations: 'disabled' })).toString('base64')
	await page.evaluate(() => {
		const element = document.querySelector('[data-focus-probe]') as HTMLElement
		delete element.dataset.focusProbe
		element.focus()
	})
	const changed = await page.evaluate(
		async ([a, b]) => {
			const pixels = async (data: string) => {
				const image = new Image()
				image.src = `data:image/png;base64,${data}`
				await image.decode()
				const canvas = document.createElement('canvas')
				canvas.width = image.width
				canvas.height = image.height
				const context = canvas.getContext('2d')!
				context.drawImage(image, 0, 0)
				return context.getImageData(0, 0, image.width, image.height).data
			}
			const [before, after] = [await pixels(a!), await pixels(b!)]
			const luminance = (data: Uint8ClampedArray, i: number) =>
				[0, 1, 2]
					.map((k) => {
						const c = data[i + k]! / 255
						return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
					})
					.reduce((sum, c, k) => sum + c * [0.2126, 0.7152, 0.0722][k]!, 0)
			let count = 0
			for (let i = 0; i < before.length; i += 4) {
				const [l1, l2] = [luminance(before, i), luminance(after, i)].sort((x, y) => y - x)
				if ((l1! + 0.05) / (l2! + 0.05) >= 3) count++
			}
			return count
		},
		[focused, unfocused],
	)
	return changed >= (box.width - 12 + box.height - 12) / 2
}

for (const pagePath of conformancePages()) {
	test(`${pagePath}: valid HTML, French typography, no overflow at 320/390 px, visible focus, axe-core`, async ({
		page,
		request,
	}) => {
		test.setTimeout(300_000)
		const response = await request.get(pagePath)
		const html = await htmlFindings(await response.text())
		report('html', pagePath, html)

		await page.goto(pagePath)
		await page.waitForLoadState('networkidle')
		const typography = await typographyFindings(page)
		report('typography', pagePath, typography)
		const axe = [await axeFindings(page)]
		const focus = await focusFindings(page)
		report('focus', pagePath, focus)

		const overflow: string[] = []
		for (const width of [320, 390]) {
			await page.setViewportSize({ width, height: 800 })
			await page.goto(pagePath)
			overflow.push(...(await overflowFindings(page)).map((finding) => `${width} px: ${finding}`))
			if (width === 390) {
				await page.waitForLoadState('networkidle')
				axe.push(await axeFindings(page))
			}
		}
		report('overflow', pagePath, overflow)
		const violations = sorted(axe.flatMap((result) => result.violations))
		report('axe', pagePath, violations)

		expect.soft(html, 'html-validate').toEqual([])
		expect.soft(typography, 'French typography').toEqual([])
		expect.soft(focus, 'visible focus').toEqual([])
		expect.soft(overflow, 'horizontal overflow').toEqual([])
		expect.soft(violations, 'axe-core').toEqual([])

		const measured: PageAudit = {
			html: html.length,
			typography: typography.length,
			focus: focus.length,
			overflow: overflow.length,
			axe: {
				violations: sorted(axe.flatMap((result) => result.violated)),
				applicable: sorted(axe.flatMap((result) => result.applicable)),
			},
		}
		if (output) {
			const file = join(output, `${encodeURIComponent(pagePath)}.json`)
			writeFileSync(file, JSON.stringify({ path: pagePath, audit: measured, axe: axe[0]!.version }))
		} else {
			expect
				.soft(
					measured,
					`${pagePath} : la déclaration d’accessibilité (${auditFile}) ne reflète plus cette page ; mettez-la à jour avec « npm run audit:accessibility »`,
				)
				.toEqual(committed.pages[pagePath])
		}
	})
}
