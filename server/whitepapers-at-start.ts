/**
 * The white papers print the firm's identity and the site's host. When those read at
 * start differ from what the build printed (recorded beside the PDFs), the PDFs are made
 * again once the server listens, into DATA_DIR/whitepapers (what the e-mails then
 * attach), and served instead of the build's; until then, the build's are served
 * (docs/decisions/053-runtime-site-identity.md).
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { whitepaperSettings, whitepaperSettingsFile } from '../app/features/whitepapers/public.ts'
import { logError, logEvent } from '../app/lib/log.server.ts'
import { replaceBody, type StaticSite } from './static-site.ts'

/** Where the PDFs made at start live (app/features/leads/whitepaper-email.server.ts reads them). */
export function startWhitepaperDir(dataDir: string): string {
	return path.join(dataDir, 'whitepapers')
}

export async function refreshWhitepapers(options: {
	clientDir: string
	dataDir: string
	site: StaticSite
}): Promise<void> {
	const { clientDir, dataDir, site } = options
	const dir = startWhitepaperDir(dataDir)
	const settings = whitepaperSettings()
	const built = await readFile(path.join(clientDir, whitepaperSettingsFile), 'utf8').catch(() => undefined)
	if (built === settings) {
		// The build's PDFs are right: older ones made for other settings must not be attached.
		await rm(dir, { recursive: true, force: true })
		return
	}
	try {
		const started = performance.now()
		const made = await readFile(path.join(dir, whitepaperSettingsFile), 'utf8').catch(() => undefined)
		const files: { name: string; pdf: Buffer }[] = []
		if (made === settings) {
			// Made by an earlier start with these settings.
			for (const name of (await readdir(dir)).filter((file) => file.endsWith('.pdf')))
				files.push({ name, pdf: await readFile(path.join(dir, name)) })
		} else {
			await rm(dir, { recursive: true, force: true })
			await mkdir(dir, { recursive: true, mode: 0o700 })
			const { renderWhitepapers } = await import('../app/features/whitepapers/public.server.ts')
			for await (const { paper, pdf } of renderWhitepapers()) {
				const name = paper.meta.filename
				// Written whole, then renamed: an e-mail never attaches half a file.
				await writeFile(path.join(dir, `${name}.part`), pdf, { mode: 0o600 })
				await rename(path.join(dir, `${name}.part`), path.join(dir, name))
				files.push({ name, pdf })
			}
			await writeFile(path.join(dir, whitepaperSettingsFile), settings, { mode: 0o600 })
		}
		for (const { name, pdf } of files) replaceBody(site, `/${name}`, pdf)
		logEvent('info', 'white papers made for the settings read at start', {
			files: files.length,
			durationMs: Math.round(performance.now() - started),
		})
	} catch (error) {
		// The build's PDFs stay served: outdated contact details, never a missing document.
		logError('white papers not made for the settings read at start', error)
	}
}
