/**
 * A throwaway PostgreSQL 15 cluster from Debian's binaries, on a private port and
 * socket directory. The server refuses to run as root, so as root it runs as `postgres`.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../../scripts/free-port.ts'

function pgBinDir(): string {
	const candidates = [process.env.PG_BINDIR, '/usr/lib/postgresql/15/bin']
	try {
		candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim())
	} catch {
		// pg_config may be missing; the Debian path is tried.
	}
	const dir = candidates.find((candidate) => candidate && existsSync(path.join(candidate, 'initdb')))
	if (!dir) throw new Error('PostgreSQL 15 introuvable : installez-le avec `apt-get install -y postgresql-15`.')
	return dir
}

function runAsPostgres(command: string, args: string[]) {
	const asRoot = process.getuid?.() === 0
	const quoted = [command, ...args].map((part) => `'${part.replace(/'/g, "'\\''")}'`).join(' ')
	const result = asRoot
		? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { encoding: 'utf8' })
		: spawnSync(command, args, { encoding: 'utf8' })
	if (result.status !== 0) throw new Error(`${command} a échoué : ${result.stderr || result.stdout}`)
}

export type PostgresCluster = {
	url: string
	stop: () => void
	/** Fault injection for resilience tests: `pg_ctl` actions and freezing every server process. */
	control: {
		restart: () => void
		shutdown: () => void
		start: () => void
		/** SIGSTOP (or SIGCONT) the postmaster and every backend. */
		freeze: (frozen: boolean) => void
	}
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
	const bin = pgBinDir()
	const root = mkdtempSync(path.join(tmpdir(), 'nuvea-pg-'))
	chmodSync(root, 0o777)
	const dataDir = path.join(root, 'data')
	if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', root])
	const port = await freePort()
	runAsPostgres(path.join(bin, 'initdb'), [
		'-D',
		dataDir,
		'-U',
		'postgres',
		'--auth=trust',
		'--encoding=UTF8',
		'--locale=C.UTF-8',
		'-N',
	])
	const serverOptions = [
		'-l',
		path.join(root, 'server.log'),
		'-w',
		'-o',
		`-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
	]
	const pgCtl = (...args: string[]) => runAsPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, ...args])
	pgCtl(...serverOptions, 'start')
	const postmasterPid = () => Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
	return {
		url: `postgres://postgres@127.0.0.1:${port}/postgres`,
		control: {
			restart: () => pgCtl(...serverOptions, '-m', 'fast', 'restart'),
			shutdown: () => pgCtl('-m', 'fast', '-w', 'stop'),
			start: () => pgCtl(...serverOptions, 'start'),
			freeze(frozen) {
				const parent = postmasterPid()
				const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(parent)], { encoding: 'utf8' })
					.split('\n')
					.map((line) => Number(line.trim()))
					.filter((pid) => pid > 0)
				// Backends first when freezing, so none is forked after; the postmaster first when thawing.
				const order = frozen ? [...children, parent] : [parent, ...children]
				for (const pid of order) {
					try {
						process.kill(pid, frozen ? 'SIGSTOP' : 'SIGCONT')
					} catch {
						// A backend that just exited.
					}
				}
			},
		},
		stop() {
			try {
				runAsPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
			} finally {
				rmSync(root, { recursive: true, force: true })
			}
		},
	}
}
