/**
 * `npm run bench`: builds the production site, serves it on a free port and measures
 * every public page with Lighthouse (mobile): the four scores, LCP, CLS, TBT, and the
 * JavaScript and total bytes a first visit transfers (compressed). It measures; it
 * never fails on numbers. `--no-build` reuses the last build; `--pages /,/blog` limits
 * the pages. Results are also written to bench-results/latest.json.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { publicPaths } from '../app/config/route-table.ts'
import { freePort } from './free-port.ts'

type Row = {
	page: string
	performance: number
	accessibility: number
	bestPractices: number
	seo: number
	lcpMs: number
	cls: number
	tbtMs: number
	jsKB: number
	totalKB: number
}

const args = process.argv.slice(2)
const pagesArg = args.includes('--pages') ? args[args.indexOf('--pages') + 1] : undefined
const port = await freePort()
const baseUrl = `http://127.0.0.1:${port}`

if (!args.includes('--no-build')) {
	const build = spawnSync('npm', ['run', 'build'], {
		stdio: 'inherit',
		env: { ...process.env, SITE_URL: baseUrl, PORT: String(port) },
	})
	if (build.status !== 0) process.exit(build.status ?? 1)
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'nuvea-bench-'))
const server = spawn(process.execPath, ['server/index.ts'], {
	env: {
		...process.env,
		NODE_ENV: 'production',
		PORT: String(port),
		HOST: '127.0.0.1',
		SITE_URL: baseUrl,
		DATA_DIR: dataDir,
	},
	stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise<void>((resolve, reject) => {
	server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('en ligne') && resolve())
	server.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
})

const pages = pagesArg ? pagesArg.split(',') : publicPaths()
const chrome = await chromeLauncher.launch({
	chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	chromeFlags: [
		'--headless=new',
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--no-first-run',
	],
})
const rows: Row[] = []
try {
	for (const page of pages) {
		const result = await lighthouse(`${baseUrl}${page}`, {
			port: chrome.port,
			output: 'json',
			logLevel: 'error',
			onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
		})
		if (!result) continue
		const { categories, audits } = result.lhr
		const requests =
			(
				audits['network-requests']?.details as
					{ items?: { resourceType?: string; transferSize?: number }[] } | undefined
			)?.items ?? []
		const bytes = (filter: (type?: string) => boolean) =>
			requests
				.filter((request) => filter(request.resourceType))
				.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024
		const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
		const row: Row = {
			page,
			performance: score('performance'),
			accessibility: score('accessibility'),
			bestPractices: score('best-practices'),
			seo: score('seo'),
			lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
			cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
			tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
			jsKB: Number(bytes((type) => type === 'Script').toFixed(1)),
			totalKB: Number(bytes(() => true).toFixed(1)),
		}
		rows.push(row)
		console.log(`measured ${page}`)
	}
} finally {
	await chrome.kill()
	server.kill('SIGTERM')
}

const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'CLS', 'TBT ms', 'JS KB', 'total KB']
const lines = rows.map((row) =>
	[
		row.page,
		row.performance,
		row.accessibility,
		row.bestPractices,
		row.seo,
		row.lcpMs,
		row.cls,
		row.tbtMs,
		row.jsKB,
		row.totalKB,
	].map(String),
)
const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]!.length)))
const format = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ')} |`
console.log(`\nLighthouse ${new Date().toISOString().slice(0, 10)} — mobile, ${baseUrl}, compressed transfer sizes\n`)
console.log(format(header))
console.log(format(widths.map((width) => '-'.repeat(width))))
for (const line of lines) console.log(format(line))
await mkdir('bench-results', { recursive: true })
await writeFile(
	'bench-results/latest.json',
	JSON.stringify({ date: new Date().toISOString(), pages: rows }, null, '\t'),
)
