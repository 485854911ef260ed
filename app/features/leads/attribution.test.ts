import { expect, test } from 'vitest'
import { attributionFromForm, attributionOfVisit, referrerHostOf, sourceLabel, pagePath } from './attribution.ts'

test('a visit: the path, the UTM parameters, and the referring host when it is another site', () => {
	const url = new URL(
		'https://www.nuvea.example/ressources/x?utm_source=linkedin&utm_medium=social&utm_campaign=%20q4%20&gclid=1',
	)
	expect(attributionOfVisit(url, 'https://www.linkedin.com/feed/update/1?x=2')).toEqual({
		sourcePage: '/ressources/x',
		referrerHost: 'www.linkedin.com',
		utmSource: 'linkedin',
		utmMedium: 'social',
		utmCampaign: 'q4',
		utmTerm: null,
		utmContent: null,
	})
	expect(attributionOfVisit(url, 'https://www.nuvea.example/blog').referrerHost).toBeNull()
	expect(attributionOfVisit(new URL('https://www.nuvea.example/'), '').utmSource).toBeNull()
})

test('posted fields are cleaned: host only, a path of this site, no control characters, bounded', () => {
	const form = new FormData()
	form.set('source_page', 'https://evil.example/x')
	form.set('referrer_host', 'javascript:alert(1)')
	form.set('utm_source', `a\u0000b\u2028${'x'.repeat(300)}`)
	form.set('utm_medium', '   ')
	const attribution = attributionFromForm(form)
	expect(attribution.sourcePage).toBeNull()
	expect(attribution.referrerHost).toBeNull()
	expect(attribution.utmSource).toBe(`ab${'x'.repeat(198)}`)
	expect(attribution.utmMedium).toBeNull()
	form.set('source_page', '//evil.example/x')
	expect(attributionFromForm(form).sourcePage).toBeNull()
	form.set('source_page', '/blog/article')
	expect(attributionFromForm(form).sourcePage).toBe('/blog/article')
	// Bidirectional controls and direction marks from a crafted URL are removed, not shown reversed.
	form.set('utm_campaign', '\u202enoitide\u202c-\u2066x\u2069\u200f')
	expect(attributionFromForm(form).utmCampaign).toBe('noitide-x')
	expect(referrerHostOf('WWW.Google.com')).toBe('www.google.com')
	expect(referrerHostOf('not a host')).toBeNull()
})

test('the source label: campaign, else referring site, else direct', () => {
	expect(sourceLabel({ utmSource: 'linkedin', utmMedium: 'cpc', referrerHost: 'x.com' })).toBe('linkedin / cpc')
	expect(sourceLabel({ utmSource: 'salon', utmMedium: null, referrerHost: null })).toBe('salon')
	expect(sourceLabel({ utmSource: null, utmMedium: null, referrerHost: 'www.google.com' })).toBe('www.google.com')
	expect(sourceLabel({ utmSource: null, utmMedium: null, referrerHost: null })).toBe('Accès direct')
})

test('one page, one form: a trailing slash or a data-request suffix is dropped, whether visited or posted', () => {
	expect(pagePath('/ressources/livre-blanc/')).toBe('/ressources/livre-blanc')
	expect(pagePath('/ressources/livre-blanc.data')).toBe('/ressources/livre-blanc')
	expect(pagePath('/blog/_.data')).toBe('/blog')
	expect(pagePath('/_.data')).toBe('/')
	expect(pagePath('/blog//')).toBe('/blog')
	expect(pagePath('/blog/?utm_source=x')).toBe('/blog?utm_source=x')
	expect(pagePath('/')).toBe('/')
	expect(pagePath('/blog')).toBe('/blog')
	const form = new FormData()
	form.set('source_page', '/ressources/livre-blanc-data-platforms-scalables-google-cloud/')
	expect(attributionFromForm(form).sourcePage).toBe('/ressources/livre-blanc-data-platforms-scalables-google-cloud')
	form.set('source_page', '/ressources/livre-blanc-data-platforms-scalables-google-cloud.data')
	expect(attributionFromForm(form).sourcePage).toBe('/ressources/livre-blanc-data-platforms-scalables-google-cloud')
	form.set('source_page', '/')
	expect(attributionFromForm(form).sourcePage).toBe('/')
	expect(attributionOfVisit(new URL('https://www.nuvea.example/blog/cloud-run/'), null).sourcePage).toBe(
		'/blog/cloud-run',
	)
	expect(attributionOfVisit(new URL('https://www.nuvea.example/blog/cloud-run.data'), null).sourcePage).toBe(
		'/blog/cloud-run',
	)
})
