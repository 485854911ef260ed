/**
 * Downloads a file as a blob under the given name: the file is fetched first
 * so a missing PDF is detected and reported instead of opening an error page.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
	const response = await fetch(url)
	if (!response.ok) throw new Error(`Téléchargement impossible (${response.status})`)
	const blob = await response.blob()
	const objectUrl = URL.createObjectURL(blob)
	const link = document.createElement('a')
	link.href = objectUrl
	link.download = fileName
	link.rel = 'noopener'
	document.body.append(link)
	link.click()
	link.remove()
	setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000)
}
