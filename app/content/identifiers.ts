/**
 * Identifiers that several layers share: the URL slugs of the expertise pages and the
 * white papers' types and PDF file names. This module imports nothing, so the route
 * table (read by the build in plain Node) and the database schema (read by drizzle-kit)
 * can import it too. Everything else derives from these lists.
 */

/** The seven expertise pages, /expertise/<slug>, in menu order. */
export const expertiseSlugs = [
	'applicatif',
	'data-platform',
	'ia-gen-ai',
	'move-to-cloud',
	'workspace',
	'resell',
	'security',
] as const

export type ExpertiseSlug = (typeof expertiseSlugs)[number]

/** The two white papers: the value stored in `whitepaper_leads.whitepaper_type`. */
export const whitepaperTypes = ['workspace-ia', 'data-platform'] as const

export type WhitepaperType = (typeof whitepaperTypes)[number]

/** Each white paper's PDF, built into public/ by scripts/build-whitepapers.ts and downloaded under this name. */
export const whitepaperFileNames = {
	'workspace-ia': 'livre-blanc-workspace-ia.pdf',
	'data-platform': 'livre-blanc-data-platform-gcp.pdf',
} as const satisfies Record<WhitepaperType, string>

/**
 * The kinds of lead the site captures, stored in `leads.kind`
 * (docs/decisions/075-one-lead-index-for-every-kind.md): a white-paper download, a
 * contact inquiry, an ROI estimate.
 */
export const leadKinds = ['whitepaper', 'contact', 'roi-estimate'] as const

export type LeadKind = (typeof leadKinds)[number]

/** A lead's follow-up status (`leads.status`), in pipeline order; a new lead is 'nouveau'. */
export const leadStatuses = ['nouveau', 'contacte', 'qualifie', 'gagne', 'perdu'] as const

export type LeadStatus = (typeof leadStatuses)[number]

/** The contact form's subjects (`contact_inquiries.subject`); their French labels are in content/leads.ts. */
export const contactSubjects = ['migration', 'data-ia', 'workspace', 'licences', 'securite', 'autre'] as const

export type ContactSubject = (typeof contactSubjects)[number]

/** The job types of an ROI estimate: the roi feature runs them, the leads feature lists them with a lead's. */
export const estimateJobTypes = {
	email: 'estimate.email',
	salesNotification: 'estimate.sales-notification',
	crmWebhook: 'estimate.crm-webhook',
} as const
