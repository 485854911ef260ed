/**
 * What the whitepapers feature offers the other features and the server, on the server only:
 * they import it from here, never from its other modules (docs/decisions/094-layers.md).
 */

export { renderWhitepapers } from './pdf/whitepapers.ts'
