/**
 * The prerendered pages carry the firm's identity (name, phone, addresses, booking
 * links…) as the build saw it. When the identity read at start differs from the one the
 * build recorded (build/server/site-identity.json), every prerendered file is rendered
 * again, in memory, by the server build itself, before the server listens
 * (docs/decisions/053-runtime-site-identity.md). Same build, any identity.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { prerenderPaths } from '../app/config/route-table.ts'
import { runtimeSiteUrl, type SiteIdentity, siteIdentityFrom, siteIdentityRecord } from '../app/config/site.ts'
import { logEvent } from '../app/lib/log.server.ts'
import { pagePathOfPrerenderedFile, prerenderedFilesOf } from '../app/lib/react-router-formats.ts'

type Options = { build: ServerBuild; clientDir: string; serverDir: string }

/** The identity the build prerendered with, as it recorded it (undefined for a build that recorded none). */
async function buildIdentity(serverDir: string): Promise<string | undefined> {
	return readFile(path.join(serverDir, siteIdentityRecord), 'utf8').catch(() => undefined)
}

/**
 * The prerendered files (paths relative to build/client) rendered again with the
 * identity read at start; empty when the build's identity is already the right one.
 */
export async function rerenderedForIdentity({ build, clientDir, serverDir }: Options): Promise<Map<string, Buffer>> {
	const files = new Map<string, Buffer>()
	const recorded = await buildIdentity(serverDir)
	const identity = siteIdentityFrom(process.env)
	if (recorded === JSON.stringify(identity)) return files
	const started = performance.now()
	const handle = createRequestHandler(build, 'production')
	const origin = runtimeSiteUrl()
	// The paths the build prerendered: a page or a resource (the sitemap, the feed, the
	// map), each with its loader data.
	for (const urlPath of prerenderPaths()) {
		const { page, resource, data } = prerenderedFilesOf(urlPath)
		const targets = [
			{ file: existsSync(path.join(clientDir, page)) ? page : resource, url: urlPath },
			{ file: data, url: `/${data}` },
		]
		for (const { file, url } of targets) {
			if (!existsSync(path.join(clientDir, file))) continue
			// A crawler's user agent: the whole page at once, as the build rendered it.
			const response = await handle(
				new Request(new URL(url, origin), { headers: { 'User-Agent': 'NuveaPrerender/1.0 (bot)' } }),
			)
			if (response.status !== 200)
				throw new Error(`Nouveau rendu de ${url} avec l’identité du démarrage : HTTP ${response.status}`)
			files.set(file, Buffer.from(await response.arrayBuffer()))
		}
	}
	// The share images and the manifest carry the firm's name: drawn again when it changed.
	const recordedName = recorded ? (JSON.parse(recorded) as Partial<SiteIdentity>).name : undefined
	if (recordedName !== identity.name) {
		const { renderPng, shareImageOf, webManifest } = await import('../app/lib/share-image.server.ts')
		const pages = [...files].filter(([file]) => pagePathOfPrerenderedFile(file) !== undefined)
		for (const [, page] of pages) {
			const image = shareImageOf(page.toString('utf8'))
			if (image) files.set(image.file, await renderPng(image.svg, 1200))
		}
		files.set('site.webmanifest', Buffer.from(webManifest()))
	}
	logEvent('info', 'prerendered files rendered again for the identity read at start', {
		files: files.size,
		durationMs: Math.round(performance.now() - started),
	})
	return files
}
