import type { ExpertiseArea } from '#app/content/expertise-areas.ts'
import { applicatif } from './applicatif.ts'
import { dataPlatform } from './data-platform.ts'
import { iaGenAi } from './ia-gen-ai.ts'
import { moveToCloud } from './move-to-cloud.ts'
import { resell } from './resell.ts'
import { security } from './security.ts'
import type { ExpertisePage } from './types.ts'
import { workspace } from './workspace.ts'

/** The seven expertise pages by slug (the route's loader reads this; the browser never bundles it). */
export const expertisePages: Record<ExpertiseArea['slug'], ExpertisePage> = {
	applicatif,
	'data-platform': dataPlatform,
	'ia-gen-ai': iaGenAi,
	'move-to-cloud': moveToCloud,
	workspace,
	resell,
	security,
}

/** The page of a URL slug, or undefined (the route answers 404). */
export function getExpertisePage(slug: string | undefined): ExpertisePage | undefined {
	return slug && Object.hasOwn(expertisePages, slug) ? expertisePages[slug as ExpertiseArea['slug']] : undefined
}
