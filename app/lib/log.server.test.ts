import { spawnSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { describeError, scrubText } from './log.server.ts'

test('an error is described without the values of the query that failed', () => {
	const cause = Object.assign(new Error('new row for relation "whitepaper_leads" violates check constraint "x"'), {
		code: '23514',
		detail: 'Failing row contains (claire@exemple.fr, 0612345678).',
	})
	const drizzle = new Error(
		'Failed query: insert into "whitepaper_leads" … params: Claire,claire@exemple.fr,0612345678',
		{
			cause,
		},
	)
	const described = describeError(drizzle)
	expect(described).toMatchObject({ error: 'Error', code: '23514' })
	expect(JSON.stringify(described)).not.toMatch(/claire|0612345678|Failing row/)
	expect(described.message).toContain('violates check constraint')
	// A value PostgreSQL quotes at the end of its message is dropped too.
	const syntax = Object.assign(new Error('invalid input syntax for type uuid: "claire@exemple.fr"'), { code: '22P02' })
	expect(JSON.stringify(describeError(syntax))).not.toContain('claire')
})

test('an e-mail address in an error message (an SMTP refusal names its recipient) is not logged', () => {
	const smtp = Object.assign(
		new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <zoe.x@exemple.fr>: unknown"),
		{
			code: 'EENVELOPE',
		},
	)
	const described = describeError(smtp)
	expect(described.message).not.toContain('zoe.x@exemple.fr')
	expect(described.message).toContain('550 5.1.1 <[adresse]>')
})

test('an error-like copy (pg-boss emits `{ ...error, message, stack }`) is logged with its class and message', () => {
	const original = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' })
	const copy = { ...original, message: original.message, stack: original.stack, queue: 'lead.whitepaper-email' }
	expect(describeError(copy)).toMatchObject({
		error: 'Error',
		code: 'ECONNRESET',
		message: 'Connection terminated unexpectedly',
	})
	class DatabaseUnavailableError extends Error {
		override name = 'DatabaseUnavailableError'
	}
	const own = new DatabaseUnavailableError('Base de données indisponible')
	expect(describeError({ ...own, message: own.message, stack: own.stack })).toMatchObject({
		error: 'DatabaseUnavailableError',
		message: 'Base de données indisponible',
	})
	// The class from the stack when the copy lost its name.
	expect(describeError({ message: 'x', stack: 'TypeError: x\n    at f (file.js:1:1)' }).error).toBe('TypeError')
	expect(describeError('a string')).toEqual({ error: 'string' })
})

test('free text from a library loses quoted parts, URLs, paths and addresses', () => {
	const warning =
		'The URL path "/%ff/jean.dupont@exemple.fr/0612345678" could not be decoded because it is a malformed URL segment.'
	expect(scrubText(warning)).toBe('The URL path "…" could not be decoded because it is a malformed URL segment.')
	const text = scrubText('GET /admin/leads?q=zoe ne répond pas (voir https://exemple.fr/x) ; écrire à zoe@exemple.fr')
	expect(text).not.toMatch(/admin|zoe|exemple/)
	expect(text).toContain('[chemin]')
	expect(text).toContain('[url]')
	expect(text).toContain('[adresse]')
})

test('routed to the log, console calls and process warnings become JSON lines without paths or addresses', () => {
	const script = `
		const { routeConsoleToLog } = await import(${JSON.stringify(new URL('./log.server.ts', import.meta.url).href)})
		routeConsoleToLog()
		console.warn('The URL path "/%ff/jean.dupont@exemple.fr" could not be decoded')
		console.error(new TypeError('boom at /admin/leads?q=jean.dupont@exemple.fr'))
		console.log('plain', 42)
		process.emitWarning('something is deprecated', 'DeprecationWarning')
		setTimeout(() => {}, 50)
	`
	const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
	const lines = `${result.stdout}${result.stderr}`.split('\n').filter(Boolean)
	expect(lines.length).toBe(4)
	const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
	expect(parsed.map((line) => line.level).sort()).toEqual(['error', 'info', 'warn', 'warn'])
	expect(parsed.find((line) => line.level === 'error')).toMatchObject({ msg: 'console', error: 'TypeError' })
	expect(parsed.find((line) => line.msg === 'process warning')).toMatchObject({ error: 'DeprecationWarning' })
	expect(lines.join('\n')).not.toMatch(/jean|%ff|admin\/leads/)
})

test('info lines of one event-loop turn go out in one write; a full batch at once; the rest at exit', () => {
	const script = `
		const writes = []
		const write = process.stdout.write.bind(process.stdout)
		process.stdout.write = (chunk, ...rest) => (writes.push(String(chunk)), write(chunk, ...rest))
		const { logEvent, writeInfoLine } = await import(${JSON.stringify(new URL('./log.server.ts', import.meta.url).href)})
		for (let n = 0; n < 3; n++) writeInfoLine(JSON.stringify({ msg: 'request', n }))
		const pendingAfterThree = writes.length
		await new Promise((resolve) => setImmediate(resolve))
		const afterTurn = writes.length
		// Past 64 KB the batch is written at once, without waiting for the turn to end.
		for (let n = 0; n < 1000; n++) writeInfoLine(JSON.stringify({ msg: 'request', n, pad: 'x'.repeat(100) }))
		const afterBig = writes.length
		logEvent('info', 'last line')
		process.stderr.write(JSON.stringify({ pendingAfterThree, afterTurn, afterBig }) + '\\n')
		process.exit(0)
	`
	// stdout to a file, whose writes Node makes synchronously: a pipe whose reader falls behind
	// (this machine under load) keeps part of the last write in Node's queue, which an exit
	// drops, whatever the logger does; that is the pipe's behaviour, not the batching's.
	const folder = mkdtempSync(path.join(tmpdir(), 'nuvea-log-'))
	const out = openSync(path.join(folder, 'stdout'), 'w')
	const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
		encoding: 'utf8',
		stdio: ['ignore', out, 'pipe'],
	})
	closeSync(out)
	const stdout = readFileSync(path.join(folder, 'stdout'), 'utf8')
	rmSync(folder, { recursive: true, force: true })
	const counts = JSON.parse(result.stderr.trim().split('\n').at(-1)!) as Record<string, number>
	// Nothing written during the turn, then one write for its three lines.
	expect(counts).toMatchObject({ pendingAfterThree: 0, afterTurn: 1 })
	expect(counts.afterBig).toBeGreaterThan(1)
	const lines = stdout.split('\n').filter(Boolean)
	expect(lines).toHaveLength(3 + 1000 + 1)
	// The lines still queued when the process exits are written then.
	expect(JSON.parse(lines.at(-1)!)).toMatchObject({ level: 'info', msg: 'last line' })
})
