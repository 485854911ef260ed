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

test('SITE_URL is read as an origin, PORT gives the local default, anything else is refused', async () => {
	const { runtimeSiteUrl } = await import('./site.ts')
	expect(runtimeSiteUrl({ SITE_URL: 'https://www.nuvea.example/' })).toBe('https://www.nuvea.example')
	expect(runtimeSiteUrl({ PORT: '4000' })).toBe('http://localhost:4000')
	expect(runtimeSiteUrl({ SITE_URL: ' ' })).toBe('http://localhost:3000')
	for (const bad of ['nuvea.example', 'ftp://nuvea.example', 'https://nuvea.example/site', 'https://x.example/?a=1'])
		expect(() => runtimeSiteUrl({ SITE_URL: bad })).toThrow(/SITE_URL invalide/)
})

test('the browser is handed the address and only the identity values that differ from the defaults', async () => {
	vi.stubEnv('SITE_URL', 'https://www.nuvea.example')
	vi.stubEnv('SITE_EMAIL', 'bonjour@nuvea.example')
	vi.stubEnv('SITE_OFFICE_PARIS_STREET', '4 place des Cumulus')
	vi.resetModules()
	const { siteConfig, siteSettingsForBrowser } = await import('./site.ts')
	expect(siteSettingsForBrowser()).toEqual({
		siteUrl: 'https://www.nuvea.example',
		siteIdentity: { email: 'bonjour@nuvea.example', parisStreet: '4 place des Cumulus' },
	})
	expect(siteConfig.offices[0]).toMatchObject({ city: 'Paris', street: '4 place des Cumulus', postalCode: '75002' })
	vi.unstubAllEnvs()
	vi.resetModules()
	const defaults = await import('./site.ts')
	expect(defaults.siteSettingsForBrowser().siteIdentity).toEqual({})
})
