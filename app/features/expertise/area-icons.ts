import { BadgeEuro, BrainCircuit, CloudUpload, CodeXml, Database, LayoutGrid, ShieldCheck } from 'lucide-react'
import type { ExpertiseArea } from '#app/content/expertise-areas.ts'

/** The icon of each expertise area: home cards and the expertise pages' hero share it. */
export const expertiseIcons: Record<ExpertiseArea['slug'], typeof CodeXml> = {
	applicatif: CodeXml,
	'data-platform': Database,
	'ia-gen-ai': BrainCircuit,
	'move-to-cloud': CloudUpload,
	workspace: LayoutGrid,
	resell: BadgeEuro,
	security: ShieldCheck,
}
