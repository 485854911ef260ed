/**
 * The one PostgreSQL schema (PGlite by default, PostgreSQL when DATABASE_URL is set).
 * Migrations in drizzle/ are generated from it with `npm run db:generate`.
 * Constraints repeat the validation rules so the database itself refuses bad data.
 */
import { sql } from 'drizzle-orm'
import {
	type AnyPgColumn,
	bigint,
	boolean,
	check,
	index,
	integer,
	jsonb,
	pgTable,
	primaryKey,
	text,
	timestamp,
	unique,
	uuid,
	varchar,
} from 'drizzle-orm/pg-core'

import { contactSubjects, leadKinds, leadStatuses, whitepaperTypes } from '../content/identifiers.ts'

export { whitepaperTypes }

const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

/**
 * Every lead, whatever its kind, with its follow-up (docs/decisions/075-one-lead-index-for-every-kind.md):
 * one row per white-paper download, contact inquiry or ROI estimate, the kind's own
 * table holding its details under the same id. A trigger on each kind's table writes
 * this row when the details are inserted and deletes it when they are deleted
 * (drizzle/0004_lead_follow_up.sql); deleting this row deletes the details and notes.
 */
export const leads = pgTable(
	'leads',
	{
		id: uuid('id').primaryKey(),
		kind: text('kind').$type<(typeof leadKinds)[number]>().notNull(),
		/** The details' created_at, copied by the trigger: lists, filters and retention read it here. */
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		status: text('status').$type<(typeof leadStatuses)[number]>().notNull().default('nouveau'),
		/** The admin who follows the lead up; set null when the account is deleted. */
		ownerUserId: text('owner_user_id').references(() => user.id, { onDelete: 'set null' }),
		/** Last change of status or owner (not of the notes). */
		updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		index('leads_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
		index('leads_status_idx').on(table.status, table.createdAt.desc()),
		index('leads_owner_idx').on(table.ownerUserId),
		check('leads_kind', sql`${table.kind} in (${sqlList(leadKinds)})`),
		check('leads_status', sql`${table.status} in (${sqlList(leadStatuses)})`),
	],
)

/** Dated notes of the follow-up, with their author; deleted with their lead. */
export const leadNotes = pgTable(
	'lead_notes',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		leadId: uuid('lead_id')
			.notNull()
			.references(() => leads.id, { onDelete: 'cascade' }),
		/** Kept (set null) when the account is deleted: the note stays, its author shows as deleted. */
		authorUserId: text('author_user_id').references(() => user.id, { onDelete: 'set null' }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		body: varchar('body', { length: 2000 }).notNull(),
	},
	(table) => [
		index('lead_notes_lead_idx').on(table.leadId, table.createdAt),
		check('lead_notes_body_length', sql`char_length(btrim(${table.body})) >= 1`),
	],
)

export const whitepaperLeads = pgTable(
	'whitepaper_leads',
	{
		id: uuid('id')
			.primaryKey()
			.defaultRandom()
			.references(() => leads.id, { onDelete: 'cascade' }),
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

/** The attribution columns every kind of lead carries (docs/decisions/036-lead-attribution.md). */
const attributionColumns = () => ({
	sourcePage: varchar('source_page', { length: 300 }),
	referrerHost: varchar('referrer_host', { length: 255 }),
	utmSource: varchar('utm_source', { length: 200 }),
	utmMedium: varchar('utm_medium', { length: 200 }),
	utmCampaign: varchar('utm_campaign', { length: 200 }),
	utmTerm: varchar('utm_term', { length: 200 }),
	utmContent: varchar('utm_content', { length: 200 }),
})

const emailFormat = (email: AnyPgColumn) =>
	sql`${email} ~ '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' and ${email} = lower(${email})`

/** A message sent with the contact form (home and /contact): a lead of kind 'contact'. */
export const contactInquiries = pgTable(
	'contact_inquiries',
	{
		id: uuid('id')
			.primaryKey()
			.defaultRandom()
			.references(() => leads.id, { onDelete: 'cascade' }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		firstName: varchar('first_name', { length: 100 }).notNull(),
		lastName: varchar('last_name', { length: 100 }).notNull(),
		email: varchar('email', { length: 255 }).notNull(),
		company: varchar('company', { length: 200 }).notNull(),
		phone: varchar('phone', { length: 20 }),
		subject: text('subject').$type<(typeof contactSubjects)[number]>().notNull(),
		message: varchar('message', { length: 5000 }).notNull(),
		...attributionColumns(),
	},
	(table) => [
		check('contact_inquiries_first_name_length', sql`char_length(btrim(${table.firstName})) >= 2`),
		check('contact_inquiries_last_name_length', sql`char_length(btrim(${table.lastName})) >= 2`),
		check('contact_inquiries_email_format', emailFormat(table.email)),
		check('contact_inquiries_company_length', sql`char_length(btrim(${table.company})) >= 2`),
		check('contact_inquiries_subject', sql`${table.subject} in (${sqlList(contactSubjects)})`),
		check('contact_inquiries_message_length', sql`char_length(btrim(${table.message})) >= 10`),
	],
)

/**
 * « Recevoir mon estimation » on the ROI calculator: a lead of kind 'roi-estimate'. The
 * inputs are kept as sent (the figures are calculateRoi's, computed again from them);
 * the consent as its time and exact wording.
 */
export const roiEstimates = pgTable(
	'roi_estimates',
	{
		id: uuid('id')
			.primaryKey()
			.defaultRandom()
			.references(() => leads.id, { onDelete: 'cascade' }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		email: varchar('email', { length: 255 }).notNull(),
		company: varchar('company', { length: 200 }).notNull(),
		inputs: jsonb('inputs').$type<Record<string, number>>().notNull(),
		consentAt: timestamp('consent_at', { withTimezone: true }).notNull().defaultNow(),
		consentText: text('consent_text').notNull(),
		...attributionColumns(),
	},
	(table) => [
		check('roi_estimates_email_format', emailFormat(table.email)),
		check('roi_estimates_company_length', sql`char_length(btrim(${table.company})) >= 2`),
		check('roi_estimates_inputs_object', sql`jsonb_typeof(${table.inputs}) = 'object'`),
	],
)

export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const
export type NewsletterStatus = (typeof newsletterStatuses)[number]

/**
 * One row per address (docs/decisions/040-newsletter-double-opt-in.md): the consent
 * (when, the exact wording shown, the page) is kept as proof; only 'confirmed' rows
 * receive articles, and 'unsubscribed' rows are never e-mailed again.
 */
export const newsletterSubscribers = pgTable(
	'newsletter_subscribers',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		email: varchar('email', { length: 255 }).notNull().unique('newsletter_subscribers_email_unique'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
		consentAt: timestamp('consent_at', { withTimezone: true }).notNull().defaultNow(),
		consentText: text('consent_text').notNull().default(''),
		sourcePage: varchar('source_page', { length: 200 }).notNull().default('/blog'),
		confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
		confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
		unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
	},
	(table) => [
		check(
			'newsletter_subscribers_email_format',
			sql`${table.email} ~ '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' and ${table.email} = lower(${table.email})`,
		),
		check('newsletter_subscribers_status', sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`),
		index('newsletter_subscribers_status_idx').on(table.status, table.createdAt),
	],
)

export const newsletterAnnouncementStatuses = ['baseline', 'scheduled', 'cancelled', 'released'] as const
export type NewsletterAnnouncementStatus = (typeof newsletterAnnouncementStatuses)[number]

/**
 * One row per published article the newsletter knows about; the unique slug is what
 * keeps two instances from announcing one article twice. 'baseline' rows are the
 * articles already online when the newsletter first started: never sent. A new one is
 * 'scheduled' for `due_at` (docs/decisions/085-scheduled-announcements.md); 'released'
 * once its deliveries exist, a transition made once, in SQL.
 */
export const newsletterAnnouncements = pgTable(
	'newsletter_announcements',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		articleSlug: varchar('article_slug', { length: 200 }).notNull().unique('newsletter_announcements_slug_unique'),
		articleTitle: text('article_title').notNull(),
		status: text('status').$type<NewsletterAnnouncementStatus>().notNull().default('scheduled'),
		/** When the article appeared to the newsletter (the pass that first found it published). */
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		/** When it goes out if left alone (scheduled), or would have (cancelled). */
		dueAt: timestamp('due_at', { withTimezone: true }),
		/** When its deliveries were written (released). */
		releasedAt: timestamp('released_at', { withTimezone: true }),
	},
	(table) => [
		check(
			'newsletter_announcements_status',
			sql`${table.status} in ('baseline', 'scheduled', 'cancelled', 'released')`,
		),
		check(
			'newsletter_announcements_due',
			sql`${table.status} in ('baseline', 'released') or ${table.dueAt} is not null`,
		),
	],
)

export const newsletterDeliveryStatuses = ['queued', 'sending', 'sent', 'failed'] as const
export type NewsletterDeliveryStatus = (typeof newsletterDeliveryStatuses)[number]

/** One e-mail of an announcement to one subscriber: at most one per (announcement, subscriber). */
export const newsletterDeliveries = pgTable(
	'newsletter_deliveries',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		announcementId: uuid('announcement_id')
			.notNull()
			.references(() => newsletterAnnouncements.id, { onDelete: 'cascade' }),
		// Kept (set null) when the subscriber is deleted, so the announcement's counts stay true.
		subscriberId: uuid('subscriber_id').references(() => newsletterSubscribers.id, { onDelete: 'set null' }),
		status: text('status').$type<NewsletterDeliveryStatus>().notNull().default('queued'),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		/** Not before: announcements are spread over time at NEWSLETTER_SEND_RATE_PER_MINUTE. */
		runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
		attempts: integer('attempts').notNull().default(0),
		sentAt: timestamp('sent_at', { withTimezone: true }),
	},
	(table) => [
		unique('newsletter_deliveries_announcement_subscriber_unique').on(table.announcementId, table.subscriberId),
		check('newsletter_deliveries_status', sql`${table.status} in ('queued', 'sending', 'sent', 'failed')`),
		index('newsletter_deliveries_announcement_idx').on(table.announcementId, table.status),
	],
)

/**
 * Who did what to personal data, and when (docs/decisions/042-retention-and-audit-log.md).
 * Only identifiers: the actor's user id (or a system name) and the target row's id.
 */
export const auditLog = pgTable(
	'audit_log',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
		actorUserId: text('actor_user_id'),
		/** 'admin', 'cli' (npm run admin) or 'retention' (the daily job). */
		actorKind: text('actor_kind').notNull(),
		action: text('action').notNull(),
		targetId: text('target_id'),
		/** A number only (rows exported or deleted), never personal data. */
		count: integer('count'),
	},
	(table) => [index('audit_log_at_idx').on(table.at.desc())],
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

// --- Profiles and roles (the admin area, docs/decisions/015-admin-access.md) ---

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
export type Lead = typeof leads.$inferSelect
export type ContactInquiry = typeof contactInquiries.$inferSelect
export type RoiEstimate = typeof roiEstimates.$inferSelect

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
