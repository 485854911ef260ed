/**
 * Start and stop of the server process (docs/decisions/028-process-life.md).
 * Start: the app's start hook (owner-only DATA_DIR, auth secret, database); a
 * configuration error stops the process with its French message and no stack trace.
 * Stop: on SIGTERM or SIGINT the server stops accepting connections, lets in-flight
 * requests finish, closes the database, and exits; if requests are still running
 * after SHUTDOWN_TIMEOUT_MS (10 s by default) it exits anyway, with code 1.
 */
import { readdir } from 'node:fs/promises'
import type { Server } from 'node:http'
import path from 'node:path'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { describeError, exitAfterLogs, logEvent } from '../app/lib/log.server.ts'
import { appLifecycle } from '../app/lib/process-singleton.ts'
import { checkBuildFormats } from '../app/lib/react-router-formats.ts'

export async function startApp(): Promise<void> {
	try {
		await appLifecycle().start?.()
	} catch (error) {
		// One JSON line, its French reason first for the operator reading it.
		const message = error instanceof Error ? error.message : String(error)
		logEvent('error', 'start failed', { reason: `Démarrage impossible : ${message}`, ...describeError(error) })
		await exitAfterLogs(1)
	}
}

/**
 * Checks the build against every format assumption of app/lib/react-router-formats.ts;
 * one that no longer holds stops the process with its French message (never a silent
 * fallback in production).
 */
export async function checkFormats(build: ServerBuild, clientDir: string): Promise<void> {
	try {
		await checkBuildFormats(await formatCheckInput(build, clientDir))
	} catch (error) {
		const message = error instanceof Error ? error.message : String(error)
		logEvent('error', 'start failed', { reason: `Démarrage impossible : ${message}`, ...describeError(error) })
		await exitAfterLogs(1)
	}
}

/** The build's files and a request handler, as checkBuildFormats reads them. */
export async function formatCheckInput(build: ServerBuild, clientDir: string) {
	const entries = await readdir(clientDir, { recursive: true, withFileTypes: true })
	const clientFiles = new Set(
		entries
			.filter((entry) => entry.isFile())
			.map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
	)
	const handler = createRequestHandler(build, 'production')
	return {
		build,
		clientFiles,
		prerendered: build.prerender,
		fetch: (url: string) => handler(new Request(new URL(url, 'http://localhost'))),
	}
}

/**
 * An exception nobody caught (or a rejection nobody handled) ends the process as Node
 * would, with code 1, but written as one JSON line instead of Node's plain-text trace.
 */
export function handleCrashes(): void {
	process.on('uncaughtException', (error) => {
		logEvent('error', 'uncaught exception', describeError(error))
		// At once, not after the logs drain: the process is in an unknown state and must not
		// answer another request meanwhile.
		process.exit(1)
	})
}

export function handleSignals(server: Server): void {
	const timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS) || 10_000
	let closing = false
	const shutdown = async (signal: string) => {
		if (closing) return
		closing = true
		logEvent('info', 'shutting down', { signal })
		const forceExit = setTimeout(() => {
			logEvent('error', 'shutdown timed out, exiting with requests still running', { timeoutMs })
			void exitAfterLogs(1)
		}, timeoutMs)
		forceExit.unref()
		// Stops accepting; idle keep-alive connections are closed, busy ones after their response.
		const closed = new Promise<void>((resolve) => server.close(() => resolve()))
		server.closeIdleConnections()
		// A keep-alive connection whose request was in flight turns idle after its response.
		const sweep = setInterval(() => server.closeIdleConnections(), 100)
		await closed
		clearInterval(sweep)
		try {
			await appLifecycle().stop?.()
		} catch (error) {
			logEvent('error', 'database close failed', describeError(error))
		}
		logEvent('info', 'stopped', { signal })
		await exitAfterLogs(0)
	}
	process.on('SIGTERM', () => void shutdown('SIGTERM'))
	process.on('SIGINT', () => void shutdown('SIGINT'))
}
