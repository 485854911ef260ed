/**
 * The single source of truth for the firm’s identity
 * (docs/decisions/014-site-identity-and-third-parties.md). Every value can be overridden
 * by an environment variable so the real firm can deploy without code changes, and every
 * one is read when the server starts, never frozen into the build
 * (docs/decisions/030-runtime-site-url.md, docs/decisions/053-runtime-site-identity.md):
 * the server reads its environment; the browser gets the values from the root loader's
 * data (registerSiteSettings) before any page renders.
 */
type Address = { city: string; street: string; postalCode: string; country: string }

type Env = Record<string, string | undefined>

/** The identity values that the environment can set (SITE_URL aside): what `env` gives, else the defaults. */
export function siteIdentityFrom(env: Env) {
	const pick = (name: string, fallback: string): string => env[name]?.trim() || fallback
	return {
		name: pick('SITE_NAME', 'Nuvéa'),
		legalName: pick('SITE_LEGAL_NAME', 'Nuvéa SAS'),
		registration: pick('SITE_REGISTRATION', 'RCS Paris 000 000 000'),
		vatNumber: pick('SITE_VAT', 'FR00 000000000'),
		publicationDirector: pick('SITE_PUBLICATION_DIRECTOR', 'Claire Martin, présidente'),
		hostName: pick('SITE_HOST_NAME', 'Nuvéa SAS (auto-hébergement sur Google Cloud, région europe-west9 – Paris)'),
		hostAddress: pick('SITE_HOST_ADDRESS', '27 rue du Cirrus, 75002 Paris, France'),
		parisStreet: pick('SITE_OFFICE_PARIS_STREET', '27 rue du Cirrus'),
		parisPostalCode: pick('SITE_OFFICE_PARIS_POSTCODE', '75002'),
		toulouseStreet: pick('SITE_OFFICE_TOULOUSE_STREET', '8 allée des Nimbus'),
		toulousePostalCode: pick('SITE_OFFICE_TOULOUSE_POSTCODE', '31000'),
		phone: pick('SITE_PHONE', '+33 1 99 00 12 34'),
		email: pick('SITE_EMAIL', 'contact@nuvea.example'),
		privacyEmail: pick('SITE_PRIVACY_EMAIL', 'dpo@nuvea.example'),
		socialUrl: pick('SITE_SOCIAL_URL', 'https://www.linkedin.com/company/nuvea-example'),
		bookingUrl: pick('SITE_BOOKING_URL', 'https://calendar.app.google/nuvea-rendez-vous'),
		sharedCalendarUrl: pick(
			'SITE_SHARED_CALENDAR_URL',
			'https://calendar.google.com/calendar/appointments/schedules/nuvea-audit-data',
		),
		careersUrl: pick('SITE_CAREERS_URL', 'https://careers.nuvea.example'),
	}
}

export type SiteIdentity = ReturnType<typeof siteIdentityFrom>

/** The file of build/server that records the identity the build prerendered with. */
export const siteIdentityRecord = 'site-identity.json'

const defaultIdentity = siteIdentityFrom({})

/**
 * The origin the build prerenders under; server/index.ts replaces it with SITE_URL in
 * every prerendered file when it starts. `.invalid` can never resolve.
 */
export const buildOrigin = 'https://site-url.invalid'

/** SITE_URL as an origin (no trailing slash), or http://localhost:PORT. */
export function runtimeSiteUrl(source: Env = process.env): string {
	const fallback = `http://localhost:${source.PORT?.trim() || '3000'}`
	const raw = source.SITE_URL?.trim() || fallback
	const url = URL.parse(raw)
	if (!url || !/^https?:$/.test(url.protocol) || url.pathname.replace(/\/+$/, '') || url.search || url.hash)
		throw new Error(`SITE_URL invalide : « ${raw} » (attendu : une origine http(s), par exemple https://www.nuvea.fr)`)
	return url.origin
}

const onServer = typeof document === 'undefined'
// The server reads its environment once, when the process starts.
const serverSiteUrl = onServer ? runtimeSiteUrl() : undefined
const serverIdentity = onServer ? siteIdentityFrom(process.env) : undefined
let browserSiteUrl: string | undefined
let browserIdentity: SiteIdentity = defaultIdentity

/** What the root loader hands to the browser: the address, and the identity values that differ from the defaults. */
export type SiteSettings = { siteUrl: string; siteIdentity: Partial<SiteIdentity> }

let settingsForBrowser: SiteSettings | undefined

/** Server side: the settings the browser needs to render what the server rendered (fixed for the process). */
export function siteSettingsForBrowser(): SiteSettings {
	settingsForBrowser ??= {
		siteUrl: siteConfig.url,
		siteIdentity: Object.fromEntries(
			Object.entries(identity()).filter(([key, value]) => value !== defaultIdentity[key as keyof SiteIdentity]),
		),
	}
	return settingsForBrowser
}

/** Called by the root layout with its loader data, before any page reads the identity. */
export function registerSiteSettings(settings: SiteSettings): void {
	if (onServer) return
	browserSiteUrl = settings.siteUrl
	browserIdentity = { ...defaultIdentity, ...settings.siteIdentity }
}

function identity(): SiteIdentity {
	return serverIdentity ?? browserIdentity
}

export const siteConfig = {
	get name() {
		return identity().name
	},
	tagline: 'Expert Google Cloud',
	get legalName() {
		return identity().legalName
	},
	legalForm: 'SAS au capital de 50 000 €',
	get registration() {
		return identity().registration
	},
	get vatNumber() {
		return identity().vatNumber
	},
	get publicationDirector() {
		return identity().publicationDirector
	},
	get host() {
		return { name: identity().hostName, address: identity().hostAddress }
	},
	get url(): string {
		return serverSiteUrl ?? browserSiteUrl ?? window.location.origin
	},
	get offices(): Address[] {
		const { parisStreet, parisPostalCode, toulouseStreet, toulousePostalCode } = identity()
		return [
			{ city: 'Paris', street: parisStreet, postalCode: parisPostalCode, country: 'France' },
			{ city: 'Toulouse', street: toulouseStreet, postalCode: toulousePostalCode, country: 'France' },
		]
	},
	get phone() {
		return identity().phone
	},
	get email() {
		return identity().email
	},
	get privacyEmail() {
		return identity().privacyEmail
	},
	get socialUrl() {
		return identity().socialUrl
	},
	/** Header, hero, most CTAs and pricing buttons. */
	get bookingUrl() {
		return identity().bookingUrl
	},
	/** Case-studies button and the Data Platform page. */
	get sharedCalendarUrl() {
		return identity().sharedCalendarUrl
	},
	get careersUrl() {
		return identity().careersUrl
	},
}

export type SiteConfig = typeof siteConfig

/** The phone number as shown: non-breaking spaces keep it on one line. */
export function phoneText(phone: string = siteConfig.phone): string {
	return phone.replace(/ /g, '\u00a0')
}

/** Phone number as a tel: URI (no spaces). */
export function phoneHref(phone: string = siteConfig.phone): string {
	return `tel:${phone.replace(/[^+\d]/g, '')}`
}
