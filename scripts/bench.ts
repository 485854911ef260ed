/**
 * `npm run bench`: builds the production site, serves it on a free loopback port and
 * prints ONE table:
 * - every public page measured by Lighthouse (mobile): the four scores, LCP, CLS, TBT,
 *   and the JavaScript and total bytes a first visit transfers (headers included);
 * - the server's requests per second against nginx (one worker, gzip_static, our headers and
 *   an access log like ours) serving the same build/client, per kind of file (prerendered page, hashed asset, loader data),
 *   and the pages rendered per request (blog search, 404) against the 500 req/s target;
 * - lead submissions per second through the form against the database's raw inserts per
 *   second in the same run, with acknowledged and stored counts.
 * Then, unless `--no-operations`, the operations benches run on the same build, each
 * printing its own table: scripts/bench-load.ts (60 s mixed load on PGlite and on
 * PostgreSQL, PostgreSQL restarted and frozen under load, 12,000 fuzzed requests) and
 * scripts/bench-jobs.ts (jobs delivered per second on PostgreSQL).
 * It measures; it never fails on numbers. `--no-build` reuses the last build; `--pages
 * /,/blog` limits the Lighthouse pages; `--runs N` measures each page N times (3 by
 * default) and reports Lighthouse's median run, with LCP's and TBT's lowest–highest;
 * `--save-reports` keeps each median report in bench-results/lighthouse/;
 * `--no-lighthouse` / `--no-load` skip a part.
 * Results are also written to bench-results/latest.json. Loopback only, bounded runs.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { publicPaths } from '../app/config/route-table.ts'
import { contentSecurityPolicy, scriptHashes, securityHeaders, subresourceHeaders } from '../app/lib/csp.ts'
import { freePort } from './free-port.ts'
import { APP_PAGE_JS_BYTES, isFramework, READING_PAGE_JS_BYTES } from './page-budget.ts'

type Row = Record<string, string | number>
type LighthouseReport = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

const args = process.argv.slice(2)
const pagesArg = args.includes('--pages') ? args[args.indexOf('--pages') + 1] : undefined
// One Lighthouse run moves LCP by a simulated round trip and TBT by hundreds of ms from the
// next: each page is measured three times and the median run reported (`--runs N`).
const lighthouseRuns = args.includes('--runs') ? Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 1) : 3
const clientDir = path.resolve('build/client')
const rows: Row[] = []
const loadBefore = loadavg()[0]!.toFixed(2)

if (!args.includes('--no-build')) {
	const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
	if (build.status !== 0) process.exit(build.status ?? 1)
}

async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
	let exited = false
	child.once('exit', () => (exited = true))
	for (let attempt = 0; attempt < 600; attempt++) {
		if (exited) throw new Error(`${url}: the process exited`)
		const status = await fetch(url)
			.then((response) => response.status)
			.catch(() => 0)
		if (status === 200) return
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	throw new Error(`${url}: no answer`)
}

async function startSite(dataDir: string) {
	const port = await freePort()
	const baseUrl = `http://127.0.0.1:${port}`
	const child = spawn(process.execPath, ['server/index.ts'], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String(port),
			HOST: '127.0.0.1',
			SITE_URL: baseUrl,
			DATA_DIR: dataDir,
			DATABASE_URL: '',
			// The bench measures throughput, not the per-visitor limits.
			FORM_RATE_LIMIT_MAX: '100000000',
		},
		stdio: ['ignore', 'ignore', 'inherit'],
	})
	await waitForHttp(`${baseUrl}/robots.txt`, child)
	return { baseUrl, child }
}

function stop(child: ChildProcess): Promise<void> {
	return new Promise((resolve) => {
		if (child.exitCode !== null) return resolve()
		child.once('exit', () => resolve())
		child.kill('SIGTERM')
	})
}

// ---------------------------------------------------------------- Lighthouse
async function measurePages(baseUrl: string) {
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
	try {
		for (const page of pages) {
			const audit = () =>
				lighthouse(`${baseUrl}${page}`, {
					port: chrome.port,
					output: 'json',
					logLevel: 'error',
					onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
				})
			const runs: LighthouseReport[] = []
			for (let run = 0; run < lighthouseRuns; run++) {
				let result = await audit()
				// Lighthouse sometimes loses its own trace (NO_NAVSTART, NO_LCP): that run says
				// nothing of the page, so it is run again (twice at most) and the error reported.
				for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) {
					console.log(`Lighthouse ${page} : ${result.lhr.runtimeError.code}, nouvelle mesure`)
					result = await audit()
				}
				if (result && !result.lhr.runtimeError) runs.push(result.lhr)
			}
			if (runs.length === 0) continue
			// Lighthouse's own choice of the run to report: the one closest to the median FCP and TTI.
			const lhr = computeMedianRun(runs)
			if (args.includes('--save-reports')) {
				await mkdir('bench-results/lighthouse', { recursive: true })
				await writeFile(`bench-results/lighthouse/${page.replaceAll('/', '_') || '_'}.json`, JSON.stringify(lhr))
			}
			const { categories, audits } = lhr
			/** The metric over every run, lowest–highest, to show how far one run is from the next. */
			const spread = (id: string) => {
				const values = runs.map((run) => Math.round(run.audits[id]?.numericValue ?? 0)).toSorted((a, b) => a - b)
				return values[0] === values.at(-1) ? `${values[0]}` : `${values[0]}–${values.at(-1)}`
			}
			const requests =
				(
					audits['network-requests']?.details as
						{ items?: { url?: string; resourceType?: string; transferSize?: number }[] } | undefined
				)?.items ?? []
			const kilobytes = (filter: (type?: string) => boolean) =>
				(
					requests
						.filter((request) => filter(request.resourceType))
						.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024
				).toFixed(1)
			const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
			const scripts = requests.filter((request) => request.resourceType === 'Script')
			const jsBytes = scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
			const framework = await loadsFramework(scripts.map((request) => request.url ?? ''))
			rows.push({
				row: page,
				perf: score('performance'),
				a11y: score('accessibility'),
				best: score('best-practices'),
				seo: score('seo'),
				'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
				'LCP runs': spread('largest-contentful-paint'),
				CLS: (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
				'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
				'TBT runs': spread('total-blocking-time'),
				// The page itself: within TCP's first window (10 segments, about 14 KB) it arrives in one round trip.
				'HTML KB': (
					(requests.find((request) => request.resourceType === 'Document')?.transferSize ?? 0) / 1024
				).toFixed(1),
				'JS KB': kilobytes((type) => type === 'Script'),
				'JS files': scripts.length,
				// docs/decisions/054-static-first-pages.md: a document at most 10 KB and no framework, an app page at most 110 KB.
				'JS budget': framework
					? `app ≤ 110: ${jsBytes <= APP_PAGE_JS_BYTES ? 'ok' : 'OVER'}`
					: `doc ≤ 10: ${jsBytes <= READING_PAGE_JS_BYTES ? 'ok' : 'OVER'}`,
				'total KB': kilobytes(() => true),
			})
			console.log(`measured ${page}`)
		}
	} finally {
		await chrome.kill()
	}
}

async function loadsFramework(urls: string[]): Promise<boolean> {
	for (const url of urls) if (isFramework(await fetch(url).then((response) => response.text()))) return true
	return false
}

// ---------------------------------------------------------------- load
const loadSeconds = 5
const connections = 50

async function cannon(options: autocannon.Options) {
	const result = await autocannon({ connections, duration: loadSeconds, ...options })
	return {
		rate: Math.round(result.requests.average),
		p99: result.latency.p99,
		non2xx: result.non2xx,
		failures: result.errors + result.timeouts,
	}
}

/** The run of median rate, its errors being those of all the runs. */
function medianRun(runs: Awaited<ReturnType<typeof cannon>>[]): Awaited<ReturnType<typeof cannon>> {
	const median = runs.toSorted((a, b) => a.rate - b.rate)[Math.floor(runs.length / 2)]!
	return {
		...median,
		non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
		failures: runs.reduce((sum, run) => sum + run.failures, 0),
	}
}

function ensureNginx(): string {
	const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' })
	const existing = found.stdout.trim().split('\n')[0]
	if (found.status === 0 && existing) return existing
	console.log('nginx absent: apt-get install -y nginx-light')
	spawnSync('apt-get', ['install', '-y', '-q', 'nginx-light'], { stdio: 'inherit' })
	return '/usr/sbin/nginx'
}

/** nginx directives sending the headers our server sends (docs/decisions/047-first-load-budget.md). */
function addHeaders(headers: Record<string, string>): string {
	return Object.entries(headers)
		.map(([name, value]) => `add_header ${name} "${value}" always;`)
		.join('\n\t\t\t')
}

/** Each prerendered page's Content-Security-Policy (its inline scripts' hashes), as an nginx map. */
async function pagePolicies(): Promise<string> {
	const lines: string[] = []
	for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
		if (!entry.isFile() || entry.name !== 'index.html') continue
		const file = path.join(entry.parentPath, entry.name)
		const policy = contentSecurityPolicy({ scriptHashes: await scriptHashes(await readFile(file, 'utf8')) })
		const relative = path.relative(clientDir, file).split(path.sep).join('/')
		// try_files makes `$uri/index.html` of `/blog/` (and of `/`) with a double slash.
		const folder = relative.slice(0, -'index.html'.length)
		lines.push(`"/${relative}" "${policy}";`, `"/${folder}/index.html" "${policy}";`)
	}
	return `map $uri $page_policy {\n\t\tdefault "${contentSecurityPolicy()}";\n\t\t${lines.join('\n\t\t')}\n\t}`
}

async function startNginx() {
	const binary = ensureNginx()
	const prefix = await mkdtemp(path.join(tmpdir(), 'nuvea-nginx-'))
	const port = await freePort()
	// The same headers as our server (security policies, CSP with each page's hashes, cache
	// lifetimes): the comparison is of serving, not of how many bytes of headers each sends.
	const documentHeaders = addHeaders({ ...securityHeaders, 'Content-Security-Policy': '$page_policy' })
	await writeFile(
		path.join(prefix, 'nginx.conf'),
		`worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
	include /etc/nginx/mime.types;
	types { text/x-script data; }
	# One line per request, as our server writes (its access log, buffered the same way).
	access_log ${prefix}/access.log combined buffer=64k flush=1s;
	sendfile on;
	tcp_nopush on;
	keepalive_requests 100000;
	client_body_temp_path ${prefix}/body;
	proxy_temp_path ${prefix}/proxy;
	fastcgi_temp_path ${prefix}/fastcgi;
	uwsgi_temp_path ${prefix}/uwsgi;
	scgi_temp_path ${prefix}/scgi;
	gzip_static on;
	gzip_vary on;
	etag on;
	map_hash_bucket_size 256;
	${await pagePolicies()}
	map $uri $cache_control {
		~/index\\.html$ "public, max-age=0, must-revalidate";
		default "public, max-age=3600";
	}
	server {
		listen 127.0.0.1:${port};
		root ${clientDir};
		location /assets/ {
			${addHeaders({ ...subresourceHeaders, 'Cache-Control': 'public, max-age=31536000, immutable' })}
		}
		location ~ \\.data$ {
			${addHeaders({ ...subresourceHeaders, 'Cache-Control': 'public, max-age=0, must-revalidate' })}
		}
		location / {
			try_files $uri $uri/index.html =404;
			${documentHeaders}
			add_header Cache-Control $cache_control always;
		}
	}
}
`,
	)
	const child = spawn(binary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'inherit' })
	const baseUrl = `http://127.0.0.1:${port}`
	await waitForHttp(`${baseUrl}/robots.txt`, child).catch(() => waitForHttp(`${baseUrl}/`, child))
	return { baseUrl, child }
}

async function measureLoad(baseUrl: string) {
	const home = await readFile(path.join(clientDir, 'index.html'), 'utf8')
	const stylesheet = /\/assets\/[^"]+\.css/.exec(home)![0]
	const gzip = { 'accept-encoding': 'gzip' }
	const nginx = await startNginx()
	try {
		// Unmeasured: both servers answer for 2 s first, so the first row does not time a
		// fresh process's start (JIT, the app's first database pass).
		for (const base of [baseUrl, nginx.baseUrl]) await autocannon({ url: `${base}/`, connections, duration: 2 })
		for (const [kind, target] of [
			['HTML page', '/'],
			['HTML page', '/blog/gemini-enterprise'],
			['asset', stylesheet],
			// Loader data fetched on client-side navigation, per kind of page.
			['.data', '/_.data'],
			['.data', '/blog.data'],
			['.data', '/blog/gemini-enterprise.data'],
			['.data', '/expertise/data-platform.data'],
		] as const) {
			// Three rounds, taking turns, and the median of each: on a shared machine one
			// 5-second run of either server can be off by a fifth.
			const oursRuns: Awaited<ReturnType<typeof cannon>>[] = []
			const theirsRuns: Awaited<ReturnType<typeof cannon>>[] = []
			for (let round = 0; round < 3; round++) {
				oursRuns.push(await cannon({ url: `${baseUrl}${target}`, headers: gzip, duration: 3 }))
				theirsRuns.push(await cannon({ url: `${nginx.baseUrl}${target}`, headers: gzip, duration: 3 }))
			}
			const ours = medianRun(oursRuns)
			const theirs = medianRun(theirsRuns)
			rows.push({
				row: `${kind} ${target.length > 28 ? `${target.slice(0, 25)}…` : target}`,
				'req/s': ours.rate,
				'ref req/s': theirs.rate,
				ratio: (ours.rate / theirs.rate).toFixed(2),
				'p99 ms': ours.p99,
				errors: ours.non2xx + ours.failures + theirs.non2xx + theirs.failures,
			})
		}
	} finally {
		await stop(nginx.child)
	}
	// Pages rendered per request: the target is 500 req/s (no nginx equivalent). Every
	// request of a "new" row carries a URL never asked before (a counter in it).
	let query = 0
	const words = ['cloud', 'BigQuery', 'sécurité', 'gemini', 'migration', 'zzz']
	for (const [label, options] of [
		['search /blog?q=cloud', { url: `${baseUrl}/blog?q=cloud` }],
		['404 (one URL)', { url: `${baseUrl}/page-inexistante` }],
		[
			'search, new query each',
			{
				url: baseUrl,
				requests: [{ setupRequest: (request: object) => ({ ...request, path: `/blog?q=mot${++query}` }) }],
			},
		],
		[
			'search, matching word, new URL each',
			{
				url: baseUrl,
				requests: [
					{
						setupRequest: (request: object) => {
							const n = ++query
							const word = encodeURIComponent(words[n % words.length]!)
							return { ...request, path: `/blog?q=${word}&n=${n}${n % 2 ? '&categorie=data-platform' : ''}` }
						},
					},
				],
			},
		],
		[
			'404, new URL each',
			{
				url: baseUrl,
				requests: [{ setupRequest: (request: object) => ({ ...request, path: `/page-inexistante-${++query}` }) }],
			},
		],
	] as const) {
		const result = await cannon({ ...options, headers: gzip, connections: 10 })
		rows.push({
			row: `per request: ${label}`,
			'req/s': result.rate,
			'ref req/s': 500,
			ratio: (result.rate / 500).toFixed(2),
			'p99 ms': result.p99,
			// The 404 page answers 404 by design.
			errors: result.failures + (label.startsWith('404') ? 0 : result.non2xx),
		})
	}
}

// ---------------------------------------------------------------- leads
async function measureLeads(baseUrl: string) {
	const landing = '/ressources/livre-blanc-data-platforms-scalables-google-cloud'
	let sequence = 0
	const body = () =>
		new URLSearchParams({
			firstName: 'Camille',
			lastName: 'Bench',
			email: `camille.bench+${++sequence}@exemple.fr`,
			company: 'Exemple SA',
			jobTitle: 'DSI',
			phone: '01 23 45 67 89',
		}).toString()
	const result = await autocannon({
		url: `${baseUrl}${landing}`,
		connections: 10,
		duration: 10,
		requests: [
			{
				method: 'POST',
				headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
				setupRequest: (request: object) => ({ ...request, body: body() }),
			},
		],
	})
	return { rate: Math.round(result.requests.average), acknowledged: result['2xx'], p99: result.latency.p99 }
}

/** Raw inserts into the same embedded database, once the server has stopped (one process at a time). */
async function rawInsertRate(dataDir: string) {
	const { openDatabase } = await import('../app/db/db.server.ts')
	const { whitepaperLeads } = await import('../app/db/schema.ts')
	const { count } = await import('drizzle-orm')
	const handle = await openDatabase({
		dataDir: path.join(dataDir, 'pglite'),
		migrationsFolder: path.resolve('drizzle'),
	})
	try {
		const [stored] = await handle.db.select({ value: count() }).from(whitepaperLeads)
		const started = performance.now()
		let inserted = 0
		while (performance.now() - started < 5_000) {
			await handle.db.insert(whitepaperLeads).values({
				firstName: 'Camille',
				lastName: 'Brut',
				email: `brut${inserted}@exemple.fr`,
				company: 'Exemple SA',
				jobTitle: 'DSI',
				phone: '01 23 45 67 89',
				whitepaperType: 'data-platform',
			})
			inserted++
		}
		return { rate: Math.round(inserted / ((performance.now() - started) / 1000)), stored: stored?.value ?? 0 }
	} finally {
		await handle.close()
	}
}

// ---------------------------------------------------------------- run
const dataDir = await mkdtemp(path.join(tmpdir(), 'nuvea-bench-'))
const site = await startSite(dataDir)
let leads: Awaited<ReturnType<typeof measureLeads>> | undefined
try {
	if (!args.includes('--no-lighthouse')) await measurePages(site.baseUrl)
	if (!args.includes('--no-load')) {
		await measureLoad(site.baseUrl)
		leads = await measureLeads(site.baseUrl)
	}
} finally {
	await stop(site.child)
}
if (leads) {
	const raw = await rawInsertRate(dataDir)
	rows.push({
		row: `leads via the form (${raw.stored} stored, ${leads.acknowledged} acknowledged)`,
		'req/s': leads.rate,
		'ref req/s': raw.rate,
		ratio: (leads.rate / raw.rate).toFixed(2),
		'p99 ms': leads.p99,
		// Acknowledged but not stored (requests cut by the end of the run may be stored unacknowledged).
		errors: Math.max(0, leads.acknowledged - raw.stored),
	})
}

const columns = [
	...new Set([
		'row',
		'perf',
		'a11y',
		'best',
		'seo',
		'LCP ms',
		'LCP runs',
		'CLS',
		'TBT ms',
		'TBT runs',
		'HTML KB',
		'JS KB',
		'JS files',
		'JS budget',
		'total KB',
	]),
	'req/s',
	'ref req/s',
	'ratio',
	'p99 ms',
	'errors',
]
const lines = rows.map((row) => columns.map((column) => String(row[column] ?? '')))
const widths = columns.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]!.length)))
const format = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ')} |`
console.log(
	`\nBench ${new Date().toISOString().slice(0, 16)}Z — Lighthouse mobile (transfer incl. headers); load: autocannon ${connections} connections, accept-encoding gzip (nginx rows: median of 3 alternating 3-s runs, else ${loadSeconds} s), loopback; ref = nginx 1 worker, gzip_static, the same headers, buffered access log (per-request rows: the 500 req/s target; leads row: raw inserts/s into the same PGlite). Load average before: ${loadBefore}, after: ${loadavg()[0]!.toFixed(2)}\n`,
)
console.log(format(columns))
console.log(format(widths.map((width) => '-'.repeat(width))))
for (const line of lines) console.log(format(line))
await mkdir('bench-results', { recursive: true })
await writeFile(
	'bench-results/latest.json',
	JSON.stringify({ date: new Date().toISOString(), loadBefore, rows }, null, '\t'),
)

if (!args.includes('--no-operations')) {
	for (const script of ['scripts/bench-load.ts', 'scripts/bench-jobs.ts']) {
		console.log(`\n▶ node ${script}`)
		spawnSync(process.execPath, [script], { stdio: 'inherit' })
	}
}
