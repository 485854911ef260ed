/**
 * What the auth feature offers the other features and the server, on the server only:
 * they import it from here, never from its other modules (docs/decisions/094-layers.md).
 */

export { adminHint } from './auth-actions.server.ts'
export { isAdmin, readSessionUser } from './auth.server.ts'
export type { SessionUser } from './auth.server.ts'
