import { expect, type Locator, type Page } from '@playwright/test'

/**
 * « A person can use this »: what a locator's own checks miss. Playwright's `isVisible()`
 * is true for an element clipped away by an overflow container, and `locator.click()`
 * scrolls the element into view before clicking. A finger does neither: these helpers
 * check what is on screen and tap where it is.
 */

type Usability = { onScreen: boolean; clippedBy: string | null; coveredBy: string | null; box: DOMRect | null }

async function usabilityOf(locator: Locator): Promise<Usability> {
	return locator.evaluate((element) => {
		const name = (node: Element) => {
			const id = node.id ? `#${node.id}` : ''
			const classes = typeof node.className === 'string' ? node.className.split(' ').slice(0, 3).join('.') : ''
			return `<${node.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ''}>`
		}
		const box = element.getBoundingClientRect()
		const centreX = box.left + box.width / 2
		const centreY = box.top + box.height / 2
		const onScreen =
			box.width > 0 &&
			box.height > 0 &&
			centreX >= 0 &&
			centreY >= 0 &&
			centreX <= window.innerWidth &&
			centreY <= window.innerHeight
		// An ancestor that clips its overflow must contain the element's centre, up to the
		// first one laid out outside the flow (fixed, or in the top layer: a modal, a popover).
		let clippedBy: string | null = null
		const escapes = (node: Element) =>
			getComputedStyle(node).position === 'fixed' || node.matches(':modal, :popover-open')
		for (let parent = escapes(element) ? null : element.parentElement; parent; parent = parent.parentElement) {
			const style = getComputedStyle(parent)
			if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
			const clip = parent.getBoundingClientRect()
			if (centreX < clip.left || centreX > clip.right || centreY < clip.top || centreY > clip.bottom) {
				clippedBy = name(parent)
				break
			}
			if (escapes(parent)) break
		}
		const hit = onScreen ? document.elementFromPoint(centreX, centreY) : null
		const coveredBy = hit && (hit === element || element.contains(hit)) ? null : hit ? name(hit) : 'nothing'
		return { onScreen, clippedBy, coveredBy, box: box.toJSON() as DOMRect }
	})
}

/** Fails unless the element is on screen, not clipped by an ancestor, and the topmost element at its centre. */
export async function expectUsable(locator: Locator, message?: string): Promise<void> {
	await expect
		.poll(
			async () => {
				const { onScreen, clippedBy, coveredBy } = await usabilityOf(locator)
				if (!onScreen) return 'off screen'
				if (clippedBy) return `clipped by ${clippedBy}`
				if (coveredBy) return `covered by ${coveredBy}`
				return 'usable'
			},
			{ message: message ?? `${locator} should be usable by a person` },
		)
		.toBe('usable')
}

/**
 * Taps the element where it is on screen (touch on a touch device, a mouse click
 * otherwise), once a person could: scrolled to first, as a person scrolls to what they
 * want, then checked as `expectUsable` does.
 */
export async function tap(page: Page, locator: Locator): Promise<void> {
	await locator.evaluate((element) => element.scrollIntoView({ block: 'nearest', inline: 'nearest' }))
	await expectUsable(locator)
	const { box } = await usabilityOf(locator)
	const x = box!.x + box!.width / 2
	const y = box!.y + box!.height / 2
	const touch = await page.evaluate(() => navigator.maxTouchPoints > 0)
	if (touch) await page.touchscreen.tap(x, y)
	else await page.mouse.click(x, y)
}

/**
 * Waits until the page has stopped scrolling, as a person waits for a smooth scroll
 * (started by a focus or a link) to settle before going on: keys pressed meanwhile move
 * the focus while the page still moves towards the former target.
 */
export async function scrollSettled(page: Page): Promise<void> {
	await page.evaluate(
		() =>
			new Promise<void>((resolve) => {
				let last = Number.NaN
				let still = 0
				const frame = () => {
					still = scrollY === last ? still + 1 : 0
					last = scrollY
					if (still >= 3) resolve()
					else requestAnimationFrame(frame)
				}
				requestAnimationFrame(frame)
			}),
	)
}
