/**
 * What the whitepapers feature offers the other features and the server: they import it from
 * here, never from its other modules (docs/decisions/094-layers.md).
 */

export { whitepaperSettings, whitepaperSettingsFile } from './pdf/settings.ts'
