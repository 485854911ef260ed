import { expect, test } from './fixtures.ts'

/**
 * Document navigations made instant by the browser (docs/decisions/054-static-first-pages.md):
 * the Speculation Rules fetch a page of ours as soon as the pointer rests on its link,
 * and the navigation then uses that answer.
 */
test('a link the pointer rests on is fetched ahead, and the navigation uses it', async ({ page }, testInfo) => {
	test.skip(testInfo.project.name !== 'desktop', 'a mouse hover')
	const speculative: string[] = []
	page.on('request', (request) => {
		if (request.headers()['sec-purpose']?.startsWith('prefetch')) speculative.push(new URL(request.url()).pathname)
	})
	await page.goto('/blog')
	const link = page.locator('main a[data-prerender]').first()
	const href = (await link.getAttribute('href'))!
	await link.hover()
	await expect.poll(() => speculative).toContain(href)
	await link.click()
	await expect(page).toHaveURL(new RegExp(`${href}$`))
	const deliveryType = await page.evaluate(
		() =>
			(performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string })
				.deliveryType,
	)
	expect(deliveryType).toBe('navigational-prefetch')
})
