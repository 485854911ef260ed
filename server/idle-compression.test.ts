import { readdirSync, readFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { idleCompressor } from './idle-compression.ts'

/** Text that compresses like a page: repeated markup with varying words. */
function pageLike(bytes: number): Buffer {
	const words = ['nuvéa', 'cloud', 'données', 'sécurité', 'workspace', 'bigquery', 'migration', 'conseil']
	let text = ''
	for (let index = 0; text.length < bytes; index++)
		text += `<p class="text-body">${words[index % 8]} ${index} ${words[(index * 7) % 8]}</p>\n`
	return Buffer.from(text)
}

/** The nice value of each thread of this process (Linux), from /proc/self/task/<tid>/stat. */
function threadNiceValues(): number[] {
	return readdirSync('/proc/self/task').map((tid) => {
		const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')
		// Fields after the command name (in parentheses): nice is the 19th field of the line.
		return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
	})
}

test(
	'the idle compressor makes the best compressions (brotli 11, gzip 9) of the body it is given',
	{ timeout: 60_000 },
	async () => {
		const body = pageLike(200_000)
		const compressor = idleCompressor()
		try {
			const [br, gzip] = await Promise.all([compressor.compress(body, 'br'), compressor.compress(body, 'gzip')])
			expect(brotliDecompressSync(br)).toEqual(body)
			expect(gunzipSync(gzip)).toEqual(body)
			const best = brotliCompressSync(body, {
				params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
			})
			expect(br).toEqual(best)
			expect(gzip).toEqual(gzipSync(body, { level: 9 }))
			// The body is copied, not transferred: it stays usable where it is served from.
			expect(body.equals(pageLike(200_000))).toBe(true)
		} finally {
			await compressor.close()
		}
	},
)

test('it compresses on a thread of its own at the lowest priority, and the event loop keeps turning meanwhile', async () => {
	// The threads of the compressors closed before are gone.
	await expect.poll(() => threadNiceValues().filter((nice) => nice === 19)).toHaveLength(0)
	const compressor = idleCompressor()
	const delay = monitorEventLoopDelay({ resolution: 10 })
	try {
		// Several hundred milliseconds of brotli 11 on one core.
		const body = pageLike(1_000_000)
		delay.enable()
		let ticks = 0
		const ticking = setInterval(() => ticks++, 5)
		const compressed = await compressor.compress(body, 'br')
		clearInterval(ticking)
		delay.disable()
		expect(brotliDecompressSync(compressed).length).toBe(body.length)
		// Timers kept firing while the worker compressed: the main thread was never held.
		expect(ticks).toBeGreaterThan(10)
		expect(delay.max / 1e6).toBeLessThan(500)
		// A thread at nice 19 exists now: the worker's.
		expect(threadNiceValues().filter((nice) => nice === 19).length).toBeGreaterThan(0)
	} finally {
		await compressor.close()
	}
}, 60_000)

test('a closed compressor ends its thread', async () => {
	const compressor = idleCompressor()
	await compressor.compress(Buffer.from('x'.repeat(2000)), 'gzip')
	expect(threadNiceValues().filter((nice) => nice === 19).length).toBeGreaterThan(0)
	await compressor.close()
	await expect.poll(() => threadNiceValues().filter((nice) => nice === 19)).toHaveLength(0)
})
