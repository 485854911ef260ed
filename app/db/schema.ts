/**
 * The one PostgreSQL schema (PGlite by default, PostgreSQL when DATABASE_URL is set).
 * Migrations in drizzle/ are generated from it with `npm run db:generate`.
 * Constraints repeat the validation rules so the database itself refuses bad data.
 */
import { sql } from 'drizzle-orm'
import {
	bigint,
	boolean,
	check,
	index,
	integer,
	pgTable,
	primaryKey,
	text,
	timestamp,
	unique,
	uuid,
	varchar,
} from 'drizzle-orm/pg-core'

import { whitepaperTypes } from '../content/identifiers.ts'

export { whitepaperTypes }

export const whitepaperLeads = pgTable(
	'whitepaper_leads',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		firstName: varchar('first_name', { length: 100 }).notNull(),
		lastName: varchar('last_name', { length: 100 }).notNull(),
		email: varchar('email', { length: 255 }).notNull(),
		company: varchar('company', { length: 200 }).notNull(),
		jobTitle: varchar('job_title', { length: 200 }).notNull(),
		phone: varchar('phone', { length: 20 }).notNull(),
		whitepaperType: text('whitepaper_type').notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		// Attribution, carried by the page (URL and form), never a cookie: docs/decisions/036-lead-attribution.md
		sourcePage: varchar('source_page', { length: 300 }),
		referrerHost: varchar('referrer_host', { length: 255 }),
		utmSource: varchar('utm_source', { length: 200 }),
		utmMedium: varchar('utm_medium', { length: 200 }),
		utmCampaign: varchar('utm_campaign', { length: 200 }),
		utmTerm: varchar('utm_term', { length: 200 }),
		utmContent: varchar('utm_content', { length: 200 }),
	},
	(table) => [
		index('whitepaper_leads_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
		check('whitepaper_leads_first_name_length', sql`char_length(btrim(${table.firstName})) >= 2`),
		check('whitepaper_leads_last_name_length', sql`char_length(btrim(${table.lastName})) >= 2`),
		check(
			'whitepaper_leads_email_format',
			sql`${table.email} ~ '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' and ${table.email} = lower(${table.email})`,
		),
		check('whitepaper_leads_company_length', sql`char_length(btrim(${table.company})) >= 2`),
		check('whitepaper_leads_job_title_length', sql`char_length(btrim(${table.jobTitle})) >= 2`),
		check('whitepaper_leads_phone_length', sql`char_length(btrim(${table.phone})) >= 10`),
		check(
			'whitepaper_leads_type',
			sql`${table.whitepaperType} in (${sql.raw(whitepaperTypes.map((type) => `'${type}'`).join(', '))})`,
		),
	],
)

export const newsletterSubscribers = pgTable(
	'newsletter_subscribers',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		email: varchar('email', { length: 255 }).notNull().unique('newsletter_subscribers_email_unique'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		check(
			'newsletter_subscribers_email_format',
			sql`${table.email} ~ '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' and ${table.email} = lower(${table.email})`,
		),
	],
)

// --- Authentication (better-auth's tables; field names are the library's) ---

export const user = pgTable('user', {
	id: text('id').primaryKey(),
	name: text('name').notNull(),
	email: text('email').notNull().unique(),
	emailVerified: boolean('email_verified').notNull().default(false),
	image: text('image'),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const session = pgTable(
	'session',
	{
		id: text('id').primaryKey(),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		token: text('token').notNull().unique(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
		ipAddress: text('ip_address'),
		userAgent: text('user_agent'),
		userId: text('user_id')
			.notNull()
			.references(() => user.id, { onDelete: 'cascade' }),
	},
	(table) => [index('session_user_id_idx').on(table.userId)],
)

export const account = pgTable(
	'account',
	{
		id: text('id').primaryKey(),
		accountId: text('account_id').notNull(),
		providerId: text('provider_id').notNull(),
		userId: text('user_id')
			.notNull()
			.references(() => user.id, { onDelete: 'cascade' }),
		accessToken: text('access_token'),
		refreshToken: text('refresh_token'),
		idToken: text('id_token'),
		accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
		refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
		scope: text('scope'),
		password: text('password'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [index('account_user_id_idx').on(table.userId)],
)

export const verification = pgTable(
	'verification',
	{
		id: text('id').primaryKey(),
		identifier: text('identifier').notNull(),
		value: text('value').notNull(),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [index('verification_identifier_idx').on(table.identifier)],
)

// --- Spec §3: profiles and roles ---

export const profiles = pgTable('profiles', {
	userId: text('user_id')
		.primaryKey()
		.references(() => user.id, { onDelete: 'cascade' }),
	email: varchar('email', { length: 255 }).notNull(),
	firstName: varchar('first_name', { length: 100 }).notNull(),
	lastName: varchar('last_name', { length: 100 }).notNull(),
})

export const userRoles = pgTable(
	'user_roles',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		userId: text('user_id')
			.notNull()
			.references(() => user.id, { onDelete: 'cascade' }),
		role: text('role').notNull(),
	},
	(table) => [
		unique('user_roles_user_role_unique').on(table.userId, table.role),
		check('user_roles_role', sql`${table.role} in ('admin')`),
	],
)

export type WhitepaperLead = typeof whitepaperLeads.$inferSelect
export type NewWhitepaperLead = typeof whitepaperLeads.$inferInsert

/**
 * Rate-limit counters, one row per key (limiter name and client) and fixed window, so
 * that every server process on one database shares one budget
 * (docs/decisions/029-rate-limits-in-the-database.md). Expired rows are swept now and then.
 */
export const rateLimitCounters = pgTable(
	'rate_limit_counters',
	{
		key: text('key').notNull(),
		windowStart: bigint('window_start', { mode: 'number' }).notNull(),
		hits: integer('hits').notNull(),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
	},
	(table) => [
		primaryKey({ columns: [table.key, table.windowStart] }),
		index('rate_limit_counters_expires_at_idx').on(table.expiresAt),
	],
)
