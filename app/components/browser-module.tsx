/**
 * Loads a plain browser module (`*.browser.ts`, imported with `?browser-module`): React
 * hoists the tag into the head and writes it once per address, however many components
 * ask for it (docs/decisions/054-static-first-pages.md).
 */
export function BrowserModule({ src }: { src: string }) {
	return <script type="module" src={src} async />
}
