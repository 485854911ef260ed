import { Webhook } from 'standardwebhooks'
import { whitepaperByType, type WhitepaperType } from '#app/content/whitepapers.ts'
import type { WhitepaperLead } from '#app/db/schema.ts'
import { type Attribution, sourceLabel } from './attribution.ts'
import { adminLeadUrl } from './sales-notification.server.ts'

/** The JSON body POSTed to WEBHOOK_URL for a new lead (documented in the README). */
export function leadWebhookPayload(lead: WhitepaperLead) {
	const whitepaper = whitepaperByType(lead.whitepaperType as WhitepaperType)
	return {
		type: 'lead.created',
		timestamp: lead.createdAt.toISOString(),
		data: {
			id: lead.id,
			createdAt: lead.createdAt.toISOString(),
			firstName: lead.firstName,
			lastName: lead.lastName,
			email: lead.email,
			company: lead.company,
			jobTitle: lead.jobTitle,
			phone: lead.phone,
			whitepaper: { type: whitepaper.type, title: whitepaper.title },
			attribution: webhookAttribution(lead),
			adminUrl: adminLeadUrl(lead),
		},
	}
}

export type WebhookTarget = { url: string; secret: string; messageId: string }

/**
 * POSTs an event to the CRM, signed as Standard Webhooks says. `messageId` is the job's
 * id, the same at every attempt, so the receiver can drop a repeated delivery. Any
 * answer but 2xx (redirects included) or no answer within 10 s is a failure, retried.
 */
export async function deliverWebhook(event: { type: string }, options: WebhookTarget): Promise<void> {
	const body = JSON.stringify(event)
	const timestamp = new Date()
	const signature = new Webhook(options.secret).sign(options.messageId, timestamp, body)
	const response = await fetch(options.url, {
		method: 'POST',
		headers: {
			'content-type': 'application/json',
			'user-agent': 'Nuvea-Webhooks/1.0',
			'webhook-id': options.messageId,
			'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
			'webhook-signature': signature,
		},
		body,
		redirect: 'manual',
		signal: AbortSignal.timeout(10_000),
	})
	await response.body?.cancel()
	if (response.status < 200 || response.status >= 300) {
		throw new Error(`Le CRM a répondu ${response.status}`)
	}
}

/** The `lead.created` event of a new white-paper lead. */
export function deliverLeadWebhook(lead: WhitepaperLead, options: WebhookTarget): Promise<void> {
	return deliverWebhook(leadWebhookPayload(lead), options)
}

/** The attribution block of every event about a new lead. */
export function webhookAttribution(lead: Attribution) {
	return {
		source: sourceLabel(lead),
		page: lead.sourcePage,
		referrerHost: lead.referrerHost,
		utmSource: lead.utmSource,
		utmMedium: lead.utmMedium,
		utmCampaign: lead.utmCampaign,
		utmTerm: lead.utmTerm,
		utmContent: lead.utmContent,
	}
}
