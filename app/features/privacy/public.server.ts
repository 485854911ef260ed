/**
 * What the privacy feature offers the other features and the server, on the server only:
 * they import it from here, never from its other modules (docs/decisions/094-layers.md).
 */

export { recordAdminAction, recordAudit } from './audit.server.ts'
export type { listAudit } from './audit.server.ts'
export { applyRetention } from './retention.server.ts'
