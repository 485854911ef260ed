/**
 * A job cut off by a crash (docs/decisions/068-crashed-jobs-and-mail-receipts.md): the
 * server is killed (SIGKILL) with two white-paper e-mails in hand, one still being sent,
 * one accepted by the mail server whose job had not been marked done. After a restart,
 * both jobs are retried within a minute of the crash: the first e-mail is sent, the
 * second is not sent again. The moment of the kill is chosen, not hoped for: the SMTP
 * server holds each message before accepting it, and a lock on the job table holds the
 * completion of the accepted one while its receipt is already written.
 */
import pg from 'pg'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { startSmtpCapture, type CapturedMail } from '#tests/setup/smtp-capture.ts'
import { createPostgresDatabase, LANDING, leadForm, poll, postForm, startServer } from './server-process.ts'

let databaseUrl: string
let client: pg.Client
beforeAll(async () => {
	databaseUrl = await createPostgresDatabase(inject('postgresUrl'))
	client = new pg.Client({ connectionString: databaseUrl })
	await client.connect()
})
afterAll(async () => {
	await client.end()
})

/** A message the SMTP server holds until the test lets it through (accept) or refuses it. */
type Held = { mail: CapturedMail; accept: () => void; refuse: () => void }

test('a job cut off by a SIGKILL is retried within a minute, and an e-mail already accepted is not sent again', async () => {
	const held: Held[] = []
	let holding = true
	const smtp = await startSmtpCapture({
		beforeAccept: (mail) =>
			holding
				? new Promise<void>((accept, refuse) => held.push({ mail, accept, refuse: () => refuse(new Error('refusé')) }))
				: Promise.resolve(),
	})
	const env = { DATABASE_URL: databaseUrl, SMTP_URL: smtp.url }
	const first = await startServer({ env })
	let second: Awaited<ReturnType<typeof startServer>> | undefined
	try {
		const [sending, accepted] = ['en-cours@exemple.fr', 'accepte@exemple.fr']
		for (const email of [sending, accepted]) expect((await postForm(first, LANDING, leadForm(email))).status).toBe(200)
		// Both e-mails are at the SMTP server: both jobs are running.
		await poll(() => (held.length === 2 ? true : undefined), 30_000)
		const heldFor = (email: string) => held.find((message) => message.mail.to.includes(email))!

		// The completion of a job now waits on this lock; the receipts table does not.
		await client.query('begin')
		await client.query('lock table pgboss.job in share mode')
		heldFor(accepted).accept()
		const receipts = await poll(async () => {
			const { rows } = await client.query<{ key: string }>('select key from mail_receipts')
			return rows.length === 1 ? rows : undefined
		})
		first.child.kill('SIGKILL')
		await first.exited
		const crashedAt = performance.now()
		await client.query('commit')
		heldFor(sending).refuse()
		holding = false

		second = await startServer({ env })
		const { rows } = await client.query<{ id: string }>(
			`select id from pgboss.job where name = 'lead.whitepaper-email'`,
		)
		expect(receipts[0]!.key).toMatch(new RegExp(`^job:(${rows.map((row) => row.id).join('|')})$`))
		await poll(async () => {
			const { rows: states } = await client.query<{ state: string }>(
				`select state::text from pgboss.job where name = 'lead.whitepaper-email'`,
			)
			return states.length === 2 && states.every((row) => row.state === 'completed') ? true : undefined
		}, 90_000)
		expect(performance.now() - crashedAt).toBeLessThan(60_000)
		// Accepted once each: the one cut off before its acceptance now, the other never again.
		expect(smtp.messages.map((message) => message.to).sort()).toEqual([[accepted], [sending]])
	} finally {
		for (const message of held) message.refuse()
		await client.query('rollback').catch(() => undefined)
		await second?.stop()
		await first.stop()
		await smtp.close()
	}
})
