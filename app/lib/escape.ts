/** Escapes text for HTML or XML (element content and double-quoted attributes). */
export function escapeMarkup(value: string): string {
	return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
