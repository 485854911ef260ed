/**
 * What the leads feature offers the other features and the server, on the server only:
 * they import it from here, never from its other modules (docs/decisions/094-layers.md).
 */

export { deliverWebhook, webhookAttribution } from './crm-webhook.server.ts'
export { visitorEmailJobTypes } from './lead-jobs.server.ts'
export { enqueueLeadUpdated } from './lead-updated.server.ts'
export type { LeadChange } from './lead-updated.server.ts'
export { adminLeadUrl, sendSalesMail, sourceRows } from './sales-notification.server.ts'
