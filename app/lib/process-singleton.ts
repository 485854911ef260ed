/**
 * One value per process, shared by every copy of a module: the server imports app
 * code from the build while dev reloads re-evaluate modules, and both must see the
 * same database handle and lifecycle hooks. Keys live under Symbol.for('nuvea.<name>').
 */
export function processSingleton<T>(name: string, create: () => T): T {
	const store = globalThis as unknown as Record<symbol, T | undefined>
	const key = Symbol.for(`nuvea.${name}`)
	return (store[key] ??= create())
}

/**
 * What the app offers the HTTP server (server/index.ts) without the server importing
 * app modules: opening the database at start, checking it for /readyz, closing it last.
 */
export type AppLifecycle = {
	start?: () => Promise<void>
	ready?: () => Promise<boolean>
	stop?: () => Promise<void>
}

export function appLifecycle(): AppLifecycle {
	return processSingleton<AppLifecycle>('lifecycle', () => ({}))
}
