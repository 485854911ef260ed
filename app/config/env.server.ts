import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { runtimeSiteUrl } from './site.ts'

/** Three years, as app/content/legal/politique-confidentialite.md states it. */
export const DEFAULT_LEAD_RETENTION_DAYS = 1095

/** Server environment, validated once (Epic Stack's env.server pattern). */
const envSchema = z
	.object({
		NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
		DATABASE_URL: z.string().url().optional(),
		DATA_DIR: z.string().default('./data'),
		MIGRATIONS_DIR: z.string().default('./drizzle'),
		SMTP_URL: z.string().optional(),
		MAIL_FROM: z.string().default('Nuvéa <contact@nuvea.example>'),
		BETTER_AUTH_SECRET: z.string().optional(),
		/** Public address of the site, read at start (auth base URL, cookie `Secure` flag, e-mail links). */
		SITE_URL: z.string().url().optional(),
		PORT: z.coerce.number().int().positive().default(3000),
		/**
		 * Database timeouts of the requests (docs/decisions/025-database-resilience.md,
		 * docs/decisions/067-fail-fast-database.md): the wait for a connection (a pool slot
		 * included), and a statement's duration; the forms' own statements are given up
		 * sooner (FORM_STATEMENT_TIMEOUT_MS). The jobs have patient ones of their own
		 * (docs/decisions/102-patient-pool-for-jobs.md).
		 */
		DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(1_000),
		DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
		/** Lead and newsletter submissions allowed per client and window. */
		FORM_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
		FORM_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
		/** Sign-in and sign-up attempts allowed per client and window. */
		AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
		AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
		/**
		 * Account forms that send an e-mail (sign-up, password reset request, new confirmation
		 * link), each allowed this often per client and window.
		 */
		SIGNUP_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
		SIGNUP_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
		/**
		 * Failed sign-ins per account, whatever the client address; past it, sign-in to the
		 * account pauses and its holder is told by e-mail (docs/decisions/070-sign-in-cap-per-account.md).
		 */
		AUTH_ACCOUNT_LIMIT_MAX: z.coerce.number().int().positive().default(10),
		AUTH_ACCOUNT_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
		/** E-mails a visitor can have sent to one account (reset links, confirmation links) per window. */
		AUTH_EMAIL_LIMIT_MAX: z.coerce.number().int().positive().default(3),
		AUTH_EMAIL_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
		/** Job queue (docs/decisions/035-job-queue.md): how often an idle worker looks for due jobs. */
		JOB_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.5).default(2),
		/** First retry delay of every job, doubled at each attempt (overrides the handlers' own). */
		JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().positive().optional(),
		/** `false` keeps the worker off in this process (jobs are still written, another instance delivers). */
		JOB_WORKER: z.enum(['true', 'false']).default('true'),
		/**
		 * Leads are deleted this many days after their address's last request (CNIL: three
		 * years from the last contact for prospects); the privacy policy states the default.
		 */
		LEAD_RETENTION_DAYS: z.coerce.number().int().positive().default(DEFAULT_LEAD_RETENTION_DAYS),
		/** Article announcements sent per minute at most, whatever the number of instances. */
		NEWSLETTER_SEND_RATE_PER_MINUTE: z.coerce.number().int().positive().max(6000).default(60),
		/** Hours between an article's appearance and its announcement, left alone (docs/decisions/085-scheduled-announcements.md). */
		NEWSLETTER_ANNOUNCEMENT_DELAY_HOURS: z.coerce.number().min(0).max(720).default(24),
		/** Who is told of each new lead, comma-separated (none: no notification). */
		SALES_NOTIFY_EMAILS: z
			.string()
			.default('')
			.transform((value) =>
				value
					.split(',')
					.map((address) => address.trim())
					.filter(Boolean),
			)
			.pipe(z.array(z.email())),
		/**
		 * Where to report a security flaw (/.well-known/security.txt, RFC 9116): e-mail
		 * addresses or mailto:, https: or tel: URIs, comma-separated; none: the site's e-mail.
		 */
		SECURITY_CONTACT: z
			.string()
			.optional()
			.transform((value) =>
				(value ?? '')
					.split(',')
					.map((contact) => contact.trim())
					.filter(Boolean)
					.map((contact) => (/^[^\s:@]+@[^\s@]+$/.test(contact) ? `mailto:${contact}` : contact)),
			)
			.pipe(
				z.array(
					z
						.string()
						.regex(
							/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+|tel:\+?[\d-]+)$/,
							'attendu : des adresses e-mail ou des URI mailto:, https: ou tel:, séparées par des virgules',
						),
				),
			),
		/** The CRM endpoint each new lead is POSTed to (docs/decisions/037-crm-webhook.md). */
		WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
		/** Its Standard Webhooks signing secret, `whsec_` and base64 (24 to 64 bytes). */
		WEBHOOK_SECRET: z
			.string()
			.regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, 'attendu : whsec_ suivi de la clé en base64')
			.optional(),
	})
	.refine((env) => !env.WEBHOOK_URL || env.WEBHOOK_SECRET, {
		path: ['WEBHOOK_SECRET'],
		message: 'obligatoire quand WEBHOOK_URL est défini',
	})

export type ServerEnv = z.infer<typeof envSchema>

let cached: ServerEnv | undefined

export function serverEnv(): ServerEnv {
	cached ??= parseServerEnv(process.env)
	return cached
}

/** The settings `source` gives, validated; throws a French message naming each bad one. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
	// An empty variable means "not set" (DATABASE_URL= selects the embedded database).
	const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
	const parsed = envSchema.safeParse(defined)
	if (!parsed.success) {
		const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
		throw new Error(`Configuration invalide : ${details}`)
	}
	return parsed.data
}

/**
 * When this server process started (the clock at its first instruction): security.txt
 * expires a year after each start.
 */
export const serverStartedAt = new Date(Math.floor(performance.timeOrigin / 1000) * 1000)

/** The public origin of this deployment, from SITE_URL at start (never from the build). */
export function publicSiteUrl(): string {
	return runtimeSiteUrl()
}

export const AUTH_SECRET_MIN_LENGTH = 32

/**
 * The session-signing secret: BETTER_AUTH_SECRET, or a random one kept in DATA_DIR so
 * sessions survive restarts on a machine where nobody set it. An empty or short secret
 * (variable set to "", a truncated file) stops the start with a French message: it
 * would let the site run with sign-up broken or sessions easy to forge.
 */
export function authSecret(): string {
	const env = serverEnv()
	const fromEnv = process.env.BETTER_AUTH_SECRET
	if (fromEnv !== undefined) {
		if (fromEnv.trim().length < AUTH_SECRET_MIN_LENGTH)
			throw new Error(
				`BETTER_AUTH_SECRET est vide ou trop court (${fromEnv.trim().length} caractères, ${AUTH_SECRET_MIN_LENGTH} au minimum) : ` +
					'générez-en un, par exemple avec `openssl rand -base64 48`.',
			)
		return fromEnv.trim()
	}
	const file = path.join(env.DATA_DIR, 'auth-secret')
	let stored: string | undefined
	try {
		stored = readFileSync(file, 'utf8').trim()
	} catch {
		mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 })
		const secret = randomBytes(32).toString('base64url')
		writeFileSync(file, secret, { mode: 0o600 })
		return secret
	}
	if (stored.length < AUTH_SECRET_MIN_LENGTH)
		throw new Error(
			`Le secret de session ${file} est vide ou trop court (${stored.length} caractères, ${AUTH_SECRET_MIN_LENGTH} au minimum) : ` +
				'supprimez ce fichier pour qu’un nouveau secret soit créé (les sessions ouvertes seront perdues), ou définissez BETTER_AUTH_SECRET.',
		)
	return stored
}
