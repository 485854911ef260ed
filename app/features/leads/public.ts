/**
 * What the leads feature offers the other features and the server, in plain TypeScript
 * (no component: those are in public-ui.tsx): they import it from here, never from its
 * other modules (docs/decisions/094-layers.md).
 */

export { attributionFromForm, emptyAttribution, referrerHostOf, sourceLabel } from './attribution.ts'
export type { Attribution } from './attribution.ts'
