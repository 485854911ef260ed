import { test } from './fixtures.ts'

// The automatic check of fixtures.ts: this test must fail, or the check is broken.
test.fail('an uncaught error in the page fails the test', async ({ page }) => {
	await page.goto('/')
	const seen = page.waitForEvent('pageerror')
	await page.evaluate(() => {
		setTimeout(() => {
			throw new Error('erreur volontaire')
		})
	})
	await seen
})

test.describe('a declared page error', () => {
	test.use({ allowedPageErrors: [/erreur déclarée/] })
	test('does not fail the test', async ({ page }) => {
		await page.goto('/')
		const seen = page.waitForEvent('pageerror')
		await page.evaluate(() => {
			setTimeout(() => {
				throw new Error('erreur déclarée')
			})
		})
		await seen
	})
})
