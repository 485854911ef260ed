/**
 * The best compressions of a first start (brotli 11, gzip 9), made on a worker thread
 * at the lowest CPU priority (nice 19), so that while they run, requests keep the CPU:
 * on a two-core machine, libuv's pool running brotli 11 took a core from the server
 * for the first seconds after a deploy (docs/decisions/051-static-serving-overheads.md).
 */
import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { isMainThread, parentPort, Worker } from 'node:worker_threads'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

type Job = { id: number; body: Uint8Array; encoding: 'br' | 'gzip' }

function compressBest({ body, encoding }: Job): Buffer {
	return encoding === 'br'
		? brotliCompressSync(body, {
				params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
			})
		: gzipSync(body, { level: 9 })
}

if (!isMainThread && parentPort) {
	try {
		// Linux: a thread is a task of its own, with its own nice value (/proc/thread-self names it).
		setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 19)
	} catch {
		// Elsewhere the work runs at normal priority.
	}
	const port = parentPort
	port.on('message', (job: Job) => {
		const result = compressBest(job)
		port.postMessage({ id: job.id, result })
	})
}

/** A compressor on a low-priority thread; `close` ends the thread. */
export function idleCompressor() {
	const worker = new Worker(new URL(import.meta.url))
	worker.unref()
	const waiting = new Map<number, { resolve: (result: Buffer) => void; reject: (error: unknown) => void }>()
	let next = 0
	worker.on('message', ({ id, result }: { id: number; result: Uint8Array }) => {
		waiting.get(id)?.resolve(Buffer.from(result.buffer, result.byteOffset, result.byteLength))
		waiting.delete(id)
	})
	worker.on('error', (error) => {
		for (const { reject } of waiting.values()) reject(error)
		waiting.clear()
	})
	return {
		compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
			const id = next++
			return new Promise<Buffer>((resolve, reject) => {
				waiting.set(id, { resolve, reject })
				// Copied, not transferred: the body stays served until the best compression replaces its twin.
				worker.postMessage({ id, body, encoding } satisfies Job, [])
			})
		},
		close: () => worker.terminate(),
	}
}
