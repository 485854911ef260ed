/**
 * Job queue throughput on PostgreSQL (docs/decisions/035-job-queue.md): a throwaway
 * PostgreSQL 15 cluster, N jobs written in transactions of 50, then one worker process
 * (this one) delivering each as an e-mail to an in-process SMTP server. Prints jobs
 * delivered per second. It measures; it never fails on numbers.
 * `node scripts/bench-jobs.ts [count]` (default 2000).
 */
import path from 'node:path'
import { startPostgresCluster } from '../tests/setup/postgres.ts'
import { startSmtpCapture } from '../tests/setup/smtp-capture.ts'

const count = Number(process.argv[2] ?? 2000)
const cluster = await startPostgresCluster()
const smtp = await startSmtpCapture()
process.env.SMTP_URL = smtp.url
process.env.JOB_POLL_INTERVAL_SECONDS = '0.5'
try {
	const database = await import('../app/db/db.server.ts')
	const jobs = await import('../app/infra/jobs/jobs.server.ts')
	const { sendMail } = await import('../app/infra/mail/mail.server.ts')
	const handle = await database.openDatabase({ url: cluster.url, migrationsFolder: path.resolve('drizzle') })
	database.setDatabase(handle)
	jobs.registerJobHandler<{ n: number }>(
		'bench.mail',
		async ({ n }) => {
			await sendMail({ to: `bench-${n}@exemple.fr`, subject: 'Bench', text: 'Bench', html: '<p>Bench</p>' })
		},
		{ concurrency: 10 },
	)
	await jobs.getJobQueue()
	const writeStart = performance.now()
	for (let start = 0; start < count; start += 50) {
		await handle.db.transaction(async (tx) => {
			for (let n = start; n < Math.min(count, start + 50); n++)
				await jobs.enqueueJob(tx, { type: 'bench.mail', payload: { n } })
		})
	}
	const writeSeconds = (performance.now() - writeStart) / 1000
	const deliverStart = performance.now()
	await jobs.startJobWorker()
	while (smtp.messages.length < count) await new Promise((resolve) => setTimeout(resolve, 50))
	const deliverSeconds = (performance.now() - deliverStart) / 1000
	await jobs.stopJobQueue()
	await handle.close()
	console.log(
		`File de tâches (PostgreSQL 15, pg-boss) : ${count} tâches écrites en ${writeSeconds.toFixed(1)} s ` +
			`(${Math.round(count / writeSeconds)}/s), remises par SMTP en ${deliverSeconds.toFixed(1)} s ` +
			`(${Math.round(count / deliverSeconds)} tâches/s, un processus, 10 à la fois).`,
	)
} finally {
	await smtp.close()
	cluster.stop()
}
