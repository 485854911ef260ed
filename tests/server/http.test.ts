import { connect } from 'node:net'
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { routeTable } from '../../app/config/route-table.ts'
import { LANDING, leadForm, poll, postForm, startServer, type ServerProcess } from './server-process.ts'

let server: ServerProcess
beforeAll(async () => {
	server = await startServer({ env: { FORM_RATE_LIMIT_MAX: '1000' } })
})
afterAll(async () => {
	await server.stop()
})

/** Writes raw bytes and returns whatever the server answers before closing. */
function rawExchange(payload: string | Buffer, options: { keepWriting?: boolean } = {}): Promise<string> {
	return new Promise((resolve) => {
		const socket = connect(server.port, '127.0.0.1')
		let answer = ''
		let timer: NodeJS.Timeout | undefined
		socket.on('data', (chunk) => (answer += chunk.toString()))
		socket.on('error', () => undefined)
		socket.on('close', () => {
			clearInterval(timer)
			resolve(answer)
		})
		socket.write(payload)
		if (options.keepWriting) {
			// A chunked body that never ends: 4 KB chunks until the server cuts it.
			const chunk = Buffer.alloc(4096, 'a')
			timer = setInterval(() => {
				if (!socket.writable) return clearInterval(timer)
				socket.write(`${chunk.length.toString(16)}\r\n`)
				socket.write(chunk)
				socket.write('\r\n')
			}, 2)
		}
	})
}

test('health: /healthz and /readyz answer 200 on a running server with its database', async () => {
	for (const path of ['/healthz', '/readyz']) {
		const response = await fetch(`${server.base}${path}`)
		expect(response.status).toBe(200)
		expect(response.headers.get('cache-control')).toBe('no-store')
	}
})

/** A health check answered by its own handler: 200, plain « ok », never a page. */
async function expectHealthy(path: string, init: RequestInit = {}) {
	const response = await fetch(`${server.base}${path}`, init)
	const label = `${init.method ?? 'GET'} ${path} ${JSON.stringify(init.headers ?? {})}`
	expect(response.status, label).toBe(200)
	expect(response.headers.get('content-type'), label).toMatch(/^text\/plain/)
	expect(response.headers.get('cache-control'), label).toBe('no-store')
	expect(await response.text(), label).toBe(init.method === 'HEAD' ? '' : 'ok')
}

test('the health checks answer for themselves after a 404, a blog search, with or without a cookie, GET and HEAD', async () => {
	const cookie = { Cookie: 'theme=clair' }
	// Whatever the fast paths have kept: the 404 page (GET and HEAD, with and without a
	// cookie), a blog search (a template and a full render), the route-discovery endpoint.
	const visits: [string, RequestInit][] = [
		['/page-inconnue', {}],
		['/autre/page-inconnue?x=1', { method: 'HEAD' }],
		['/encore-inconnue', { headers: cookie }],
		['/blog?q=bigquery', {}],
		['/blog?q=zzzz-rien&categorie=securite', {}],
		['/blog?q=cloud', { headers: cookie }],
		['/__manifest?p=%2Fhealthz&version=x', {}],
	]
	for (const [path, init] of visits) {
		await fetch(`${server.base}${path}`, init)
		for (const probe of ['/healthz', '/readyz', '/healthz?source=lb'])
			for (const probeInit of [{}, { method: 'HEAD' }, { headers: cookie }, { method: 'HEAD', headers: cookie }])
				await expectHealthy(probe, probeInit)
	}
	// The cache still answers what it owns: unknown paths are the 404 page.
	const missing = await fetch(`${server.base}/healthz-de-trop`)
	expect(missing.status).toBe(404)
	expect(missing.headers.get('content-type')).toContain('text/html')
	// Loader data and route discovery reach React Router, never the cached page.
	const data = await fetch(`${server.base}/page-inconnue.data`)
	expect(data.headers.get('content-type')).not.toContain('text/html')
	const manifest = await fetch(`${server.base}/__manifest?paths=%2Fpage-inconnue&version=x`)
	expect(manifest.status).not.toBe(404)
	expect(manifest.headers.get('content-type') ?? '').not.toContain('text/html')
})

/** Every route of the route table as a concrete path. */
function everyRoutePath(): string[] {
	return routeTable.map((entry) =>
		entry.path === '*'
			? '/page-inconnue'
			: entry.path.replace(':slug', entry.path.startsWith('/blog') ? 'bigquery' : 'data-platform'),
	)
}

test('a missing, empty or unusable Host is answered 400 on every route, with a JSON access line and nothing else', async () => {
	const before = server.lines.length
	const hosts = [
		'',
		'Host: \r\n',
		'Host: a b\r\n',
		'Host: exemple.fr/x\r\n',
		'Host: [zz]\r\n',
		'Host: exemple.fr:99999\r\n',
	]
	const requests: string[] = []
	for (const path of [...everyRoutePath(), '/blog?q=cloud', '/assets/inconnu.js', '/robots.txt']) {
		for (const host of hosts) requests.push(`GET ${path} HTTP/1.0\r\n${host}\r\n`)
		requests.push(`HEAD ${path} HTTP/1.0\r\n\r\n`)
	}
	const form = leadForm('sans-hote@exemple.fr').toString()
	for (const path of [LANDING, '/blog', '/auth', '/admin/leads', '/deconnexion'])
		requests.push(
			`POST ${path} HTTP/1.0\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\n\r\n${form}`,
		)
	requests.push(`GET /auth HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-Host: a b\r\nConnection: close\r\n\r\n`)
	for (const payload of requests) {
		const answer = await rawExchange(payload)
		expect(answer, payload).toMatch(/^HTTP\/1\.1 400 /)
		const body = answer.slice(answer.indexOf('\r\n\r\n') + 4)
		expect(body, payload).toBe(payload.startsWith('HEAD') ? '' : 'Requête invalide')
	}
	// A load balancer's probe without Host still gets its answer.
	expect(await rawExchange('GET /healthz HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 [\s\S]*\r\n\r\nok$/)
	await poll(() => (server.logs().filter((line) => line.status === 400).length >= requests.length ? true : undefined))
	const newLines = server.lines.slice(before)
	expect(newLines.filter((line) => !line.startsWith('{'))).toEqual([])
	expect(newLines.filter((line) => line.includes('"level":"error"') || line.includes('"stack"'))).toEqual([])
})

/** Opens a socket and writes `chunks` one by one, `everyMs` apart; resolves with what it saw when the server closes it. */
function slowClient(chunks: string[], everyMs: number): Promise<{ closedAfterMs: number; answer: string }> {
	return new Promise((resolve) => {
		const started = performance.now()
		const socket = connect(server.port, '127.0.0.1')
		let answer = ''
		let next = 0
		const timer = setInterval(() => {
			if (next < chunks.length && socket.writable) socket.write(chunks[next++]!)
		}, everyMs)
		socket.on('data', (chunk) => (answer += chunk.toString()))
		socket.on('error', () => undefined)
		socket.on('close', () => {
			clearInterval(timer)
			resolve({ closedAfterMs: performance.now() - started, answer })
		})
	})
}

test('slow clients are cut off: headers within 10 s, the whole request within 30 s; a client at a real pace is served', async () => {
	const headers = `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${'lent'.repeat(40)}\r\nConnection: close\r\n\r\n`
	const body = leadForm('lent@exemple.fr').toString()
	const slowBody = [
		`POST ${LANDING} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.base}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
		...body,
	]
	const [headerTricklers, bodyTrickler, realPace] = await Promise.all([
		// Byte by byte, one every 500 ms: the headers would take well over a minute.
		Promise.all(Array.from({ length: 20 }, () => slowClient([...headers], 500))),
		// Headers at once, then the body one byte a second.
		slowClient(slowBody, 1_000),
		// A slow phone: the same headers byte by byte in about 4 s.
		slowClient([...headers], 20),
	])
	for (const { closedAfterMs, answer } of headerTricklers) {
		expect(closedAfterMs).toBeGreaterThan(9_000)
		expect(closedAfterMs).toBeLessThan(13_000)
		expect(answer).toMatch(/^HTTP\/1\.1 408 /)
	}
	expect(bodyTrickler.closedAfterMs).toBeGreaterThan(29_000)
	expect(bodyTrickler.closedAfterMs).toBeLessThan(33_000)
	expect(bodyTrickler.answer).toMatch(/^HTTP\/1\.1 408 /)
	expect(realPace.answer).toMatch(/^HTTP\/1\.1 200 /)
})

test('a declared body over 32 KB is refused with 413 before it is read', async () => {
	const answer = await rawExchange(
		`POST /auth HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 104857600\r\n\r\n`,
	)
	expect(answer).toMatch(/^HTTP\/1\.1 413 /)
	const fetched = await postForm(server, '/blog', `email=${'a'.repeat(40_000)}`)
	expect(fetched.status).toBe(413)
	// Under the server's limit, the form layer applies its own, smaller one (16 KB)…
	expect((await postForm(server, '/blog', `email=${'a'.repeat(30_000)}`)).status).toBe(413)
	// …and under both, the form reads the body and answers (invalid e-mail, 400).
	expect((await postForm(server, '/blog', `email=${'a'.repeat(12_000)}`)).status).toBe(400)
})

test('a chunked body is cut once past 32 KB, and the server keeps serving', async () => {
	const answer = await rawExchange(
		`POST ${LANDING} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.base}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
		{ keepWriting: true },
	)
	// The answer is 413, unless the connection was closed first while the client was still writing.
	expect(answer === '' || answer.startsWith('HTTP/1.1 413 ')).toBe(true)
	const small = await postForm(server, LANDING, leadForm('chunked@exemple.fr'))
	expect(small.status).toBe(200)
})

test('unknown methods answer 405 with Allow; a POST to a page without a form too; no stack trace logged', async () => {
	const before = server.lines.length
	for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
		const response = await fetch(`${server.base}/`, { method })
		expect(response.status, method).toBe(405)
		expect(response.headers.get('allow')).toBe('GET, HEAD, POST')
	}
	const trace = await rawExchange('TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
	expect(trace).toMatch(/^HTTP\/1\.1 405 /)
	expect(trace).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/i)
	for (const path of ['/expertise/security', '/blog/rss.xml', '/mentions-legales', '/mentions-legales.data']) {
		const response = await postForm(server, path, 'a=1')
		expect(response.status, path).toBe(405)
		expect(response.headers.get('allow'), path).toBe('GET, HEAD')
	}
	const newLines = server.lines.slice(before)
	expect(newLines.filter((line) => /\n?\s+at /.test(line) && !line.startsWith('{'))).toEqual([])
	expect(newLines.filter((line) => line.includes('"level":"error"'))).toEqual([])
})

test('a malformed multipart body is a 400 on every form, never a 500', async () => {
	const bodies = [
		'--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nabc', // never closed
		'garbage without boundary',
		'--x\r\nContent-Disposition: form-data\r\n\r\n--x--',
	]
	for (const path of ['/', LANDING, '/blog', '/auth', '/admin/leads', '/deconnexion']) {
		for (const body of bodies) {
			const response = await fetch(`${server.base}${path}`, {
				method: 'POST',
				body,
				headers: { 'Content-Type': 'multipart/form-data; boundary=x', Origin: server.base },
				redirect: 'manual',
			})
			expect(response.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500)
		}
	}
})

test('every page, file and error carries CORP same-origin and an X-Request-Id matching its JSON access line', async () => {
	for (const path of ['/', '/blog?q=cloud', '/assets/nope.js', '/robots.txt', '/nope', '/healthz']) {
		const response = await fetch(`${server.base}${path}`)
		expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin')
		expect(response.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/)
	}
	const response = await fetch(`${server.base}/blog/migrer-vers-google-cloud?utm=x%40y.fr`, {
		headers: { 'X-Request-Id': 'forged' },
	})
	const id = response.headers.get('x-request-id')
	expect(id).not.toBe('forged')
	const line = await new Promise<Record<string, unknown>>((resolve) => {
		const find = () => server.logs().find((entry) => entry.requestId === id && entry.msg === 'request')
		const timer = setInterval(() => {
			const found = find()
			if (found) {
				clearInterval(timer)
				resolve(found)
			}
		}, 20)
	})
	expect(line).toMatchObject({ level: 'info', method: 'GET', status: response.status })
	expect(line.route).toMatch(/^\/blog\/:slug$|^\/\*$/)
	expect(typeof line.durationMs).toBe('number')
	expect(JSON.stringify(line)).not.toContain('utm')
})

test('every page the app renders has a Content-Security-Policy, even one React Router cannot match', async () => {
	for (const path of ['/nope', '/a%E2%80%A8b', '/auth']) {
		const response = await fetch(`${server.base}${path}`)
		expect(response.headers.get('content-type'), path).toContain('text/html')
		const policy = response.headers.get('content-security-policy') ?? ''
		// One policy: a second header would be enforced too (fetch joins them with ", ").
		expect(policy.match(/default-src/g), path).toHaveLength(1)
		expect(policy, path).toContain("default-src 'self'")
		expect(policy, path).not.toContain('unsafe-inline')
	}
	// Rendered per request: the policy names the nonce its inline scripts carry.
	const signIn = await fetch(`${server.base}/auth`)
	const nonce = /nonce="([^"]+)"/.exec(await signIn.text())?.[1]
	expect(signIn.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`)
})

test('HEAD and keep-alive requests work with the guards in place', async () => {
	const status = await new Promise<number>((resolve, reject) => {
		const request = httpRequest(`${server.base}/`, { method: 'HEAD' }, (response) => {
			response.resume()
			resolve(response.statusCode ?? 0)
		})
		request.on('error', reject)
		request.end()
	})
	expect(status).toBe(200)
})
