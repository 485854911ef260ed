/**
 * The single source of truth for the firm’s identity
 * (docs/decisions/014-site-identity-and-third-parties.md). Every value can be overridden by an environment variable at build
 * or start time so the real firm can deploy without code changes.
 */
type Address = { city: string; street: string; postalCode: string; country: string }

// Frozen at build time by vite.config.ts so the server render and the browser agree
// (`npm start` builds, so the environment at start applies). Tests read process.env.
declare const __SITE_ENV__: Record<string, string | undefined> | undefined
const env: Record<string, string | undefined> =
	typeof __SITE_ENV__ !== 'undefined' ? __SITE_ENV__ : typeof process !== 'undefined' ? process.env : {}

function pick(name: string, fallback: string): string {
	const value = env[name]?.trim()
	return value ? value : fallback
}

function siteUrl(): string {
	const port = pick('PORT', '3000')
	return pick('SITE_URL', `http://localhost:${port}`).replace(/\/+$/, '')
}

export const siteConfig = {
	name: pick('SITE_NAME', 'Nuvéa'),
	tagline: 'Expert Google Cloud',
	legalName: pick('SITE_LEGAL_NAME', 'Nuvéa SAS'),
	legalForm: 'SAS au capital de 50 000 €',
	registration: pick('SITE_REGISTRATION', 'RCS Paris 000 000 000'),
	vatNumber: pick('SITE_VAT', 'FR00 000000000'),
	publicationDirector: pick('SITE_PUBLICATION_DIRECTOR', 'Claire Martin, présidente'),
	host: {
		name: pick('SITE_HOST_NAME', 'Nuvéa SAS (auto-hébergement sur Google Cloud, région europe-west9 – Paris)'),
		address: pick('SITE_HOST_ADDRESS', '27 rue du Cirrus, 75002 Paris, France'),
	},
	url: siteUrl(),
	offices: [
		{
			city: 'Paris',
			street: pick('SITE_OFFICE_PARIS_STREET', '27 rue du Cirrus'),
			postalCode: pick('SITE_OFFICE_PARIS_POSTCODE', '75002'),
			country: 'France',
		},
		{
			city: 'Toulouse',
			street: pick('SITE_OFFICE_TOULOUSE_STREET', '8 allée des Nimbus'),
			postalCode: pick('SITE_OFFICE_TOULOUSE_POSTCODE', '31000'),
			country: 'France',
		},
	] satisfies Address[],
	phone: pick('SITE_PHONE', '+33 1 99 00 12 34'),
	email: pick('SITE_EMAIL', 'contact@nuvea.example'),
	privacyEmail: pick('SITE_PRIVACY_EMAIL', 'dpo@nuvea.example'),
	socialUrl: pick('SITE_SOCIAL_URL', 'https://www.linkedin.com/company/nuvea-example'),
	/** Header, hero, most CTAs and pricing buttons. */
	bookingUrl: pick('SITE_BOOKING_URL', 'https://calendar.app.google/nuvea-rendez-vous'),
	/** Case-studies button and the Data Platform page. */
	sharedCalendarUrl: pick(
		'SITE_SHARED_CALENDAR_URL',
		'https://calendar.google.com/calendar/appointments/schedules/nuvea-audit-data',
	),
	careersUrl: pick('SITE_CAREERS_URL', 'https://careers.nuvea.example'),
} as const

export type SiteConfig = typeof siteConfig

/** Phone number as a tel: URI (no spaces). */
export function phoneHref(phone: string = siteConfig.phone): string {
	return `tel:${phone.replace(/[^+\d]/g, '')}`
}
