import BadgeEuro from 'lucide-react/icons/badge-euro'
import BrainCircuit from 'lucide-react/icons/brain-circuit'
import CloudUpload from 'lucide-react/icons/cloud-upload'
import CodeXml from 'lucide-react/icons/code-xml'
import Database from 'lucide-react/icons/database'
import LayoutGrid from 'lucide-react/icons/layout-grid'
import ShieldCheck from 'lucide-react/icons/shield-check'
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
