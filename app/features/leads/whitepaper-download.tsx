import Download from 'lucide-react/icons/download'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { ModalTrigger } from '#app/components/ui/modal.tsx'
import type { Whitepaper } from '#app/content/whitepapers.ts'
import { submittedValuesOf } from '#app/infra/forms/form-reply.ts'
import { LeadDialog } from './lead-dialog.tsx'
import type { LeadActionResult } from './leads.server.ts'

export const DOWNLOAD_LABEL = 'Télécharger le livre blanc'

/**
 * The white paper's download button and its dialog: the button opens it by an invoker
 * command, with or without JavaScript. Its accessible name carries the white paper's
 * title: the home page has one such button per white paper.
 */
export function WhitepaperDownload({ whitepaper, result }: { whitepaper: Whitepaper; result?: LeadActionResult }) {
	const id = `livre-blanc-${whitepaper.type}`
	const ownResult =
		result && (result.payload?.type ?? submittedValuesOf(result).whitepaperType) === whitepaper.type
			? result
			: undefined
	return (
		<>
			<ModalTrigger modal={id} className={buttonVariants()}>
				<Download aria-hidden="true" />
				{DOWNLOAD_LABEL}
				<span className="sr-only">{` «\u00a0${whitepaper.shortTitle}\u00a0»`}</span>
			</ModalTrigger>
			<LeadDialog id={id} whitepaper={whitepaper} result={ownResult} />
		</>
	)
}
