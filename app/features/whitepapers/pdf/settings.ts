import { siteIdentityFrom } from '../../../config/site.ts'
import { websiteHost } from './text.ts'

/**
 * The settings a white paper prints (the firm's identity, the site's host), recorded
 * beside the PDFs by the build so the server can tell at start whether its own differ
 * (docs/decisions/053-runtime-site-identity.md). A dot file: never served.
 */
export const whitepaperSettingsFile = '.whitepapers-settings.json'

export function whitepaperSettings(): string {
	return JSON.stringify({ identity: siteIdentityFrom(process.env), host: websiteHost() })
}
