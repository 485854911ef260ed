import { expect, test, vi } from 'vitest'

test('identity values come from the environment when set', async () => {
	vi.stubEnv('SITE_URL', 'https://www.nuvea.example/')
	vi.stubEnv('SITE_PHONE', '+33 5 99 00 00 00')
	vi.resetModules()
	const { siteConfig, phoneHref } = await import('./site.ts')
	expect(siteConfig.url).toBe('https://www.nuvea.example')
	expect(siteConfig.phone).toBe('+33 5 99 00 00 00')
	expect(phoneHref()).toBe('tel:+33599000000')
	vi.unstubAllEnvs()
})

test('defaults: the fictional identity, overridable by the environment', async () => {
	vi.resetModules()
	const { siteConfig } = await import('./site.ts')
	expect(siteConfig.name).toBe('Nuvéa')
	expect(siteConfig.email).toBe('contact@nuvea.example')
	expect(siteConfig.offices.map((office) => office.city)).toEqual(['Paris', 'Toulouse'])
	expect(siteConfig.bookingUrl).not.toBe(siteConfig.sharedCalendarUrl)
})
