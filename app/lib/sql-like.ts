/** '%' and '_' typed in the search box are matched literally. */
export function likePattern(search: string): string {
	return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}
