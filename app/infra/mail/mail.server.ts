import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { eq, lt } from 'drizzle-orm'
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'
import { serverEnv } from '#app/config/env.server.ts'
import { getJobDb, type Database } from '#app/db/db.server.ts'
import { mailReceipts } from '#app/db/schema.ts'
import { logError } from '#app/lib/log.server.ts'

/**
 * Mail goes over SMTP when SMTP_URL is set; otherwise each message is written as an
 * .eml file to DATA_DIR/outbox/ (development), so nothing is sent by surprise.
 */
let transporter: Transporter | undefined

function getTransporter(): Transporter {
	if (!transporter) {
		const { SMTP_URL } = serverEnv()
		// A small connection pool: bursts of leads queue up instead of opening one
		// connection per message, which providers refuse.
		transporter = SMTP_URL
			? nodemailer.createTransport(`${SMTP_URL}${SMTP_URL.includes('?') ? '&' : '?'}pool=true&maxConnections=3`)
			: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
	}
	return transporter
}

export type MailMessage = Required<Pick<SendMailOptions, 'to' | 'subject' | 'text' | 'html'>> &
	Pick<SendMailOptions, 'attachments' | 'replyTo' | 'headers'>

export type SendOptions = {
	/**
	 * At most one e-mail per key (a job's: `job:<id>`) that a mail server accepted: the
	 * acceptance is recorded right after it, and a later call with the key sends nothing
	 * (docs/decisions/068-crashed-jobs-and-mail-receipts.md).
	 */
	receiptKey?: string
}

/** Sends a message; with `receiptKey`, returns 'already-sent' when that key's e-mail was accepted before. */
export async function sendMail(message: MailMessage, options: SendOptions = {}): Promise<'sent' | 'already-sent'> {
	const { receiptKey } = options
	if (receiptKey) {
		// Only a job sends with a receipt key: its receipts are on the jobs' database
		// (docs/decisions/102-patient-pool-for-jobs.md).
		const db = await getJobDb()
		const [receipt] = await db.select().from(mailReceipts).where(eq(mailReceipts.key, receiptKey))
		if (receipt) return 'already-sent'
	}
	await deliver(message)
	if (receiptKey) await recordReceipt(receiptKey)
	return 'sent'
}

/** A mail server accepted the message: its receipt must be written, or a retry would send it again. */
async function recordReceipt(key: string): Promise<void> {
	// The database may be away for a moment: a few tries over about 8 s before giving up.
	for (let attempt = 0; ; attempt++) {
		try {
			await (await getJobDb()).insert(mailReceipts).values({ key }).onConflictDoNothing()
			return
		} catch (error) {
			if (attempt >= 4) {
				// Not thrown: the e-mail is out; failing the job would send it again at once.
				logError('mail receipt not recorded', error, undefined, { receiptKey: key })
				return
			}
			await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt))
		}
	}
}

/** Deletes the receipts older than `seconds` (the jobs they guard are long finished). */
export async function pruneMailReceipts(db: Database, seconds: number): Promise<number> {
	const removed = await db
		.delete(mailReceipts)
		.where(lt(mailReceipts.acceptedAt, new Date(Date.now() - seconds * 1000)))
		.returning({ key: mailReceipts.key })
	return removed.length
}

async function deliver(message: MailMessage): Promise<void> {
	const env = serverEnv()
	const info = await getTransporter().sendMail({ from: env.MAIL_FROM, ...message })
	if (!env.SMTP_URL && 'message' in info && Buffer.isBuffer(info.message)) {
		const outbox = path.resolve(env.DATA_DIR, 'outbox')
		await mkdir(outbox, { recursive: true, mode: 0o700 })
		const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`
		// Owner-only: a message holds a visitor's name and address.
		await writeFile(path.join(outbox, name), info.message, { mode: 0o600 })
		await pruneOutbox(outbox)
	}
}

/** The outbox is for looking at recent mail, not an archive: the newest 200 messages are kept. */
export const OUTBOX_MAX_FILES = 200

async function pruneOutbox(outbox: string) {
	// Names start with an ISO timestamp: sorting them sorts by age.
	const files = (await readdir(outbox)).filter((file) => file.endsWith('.eml')).sort()
	await Promise.all(files.slice(0, -OUTBOX_MAX_FILES).map((file) => rm(path.join(outbox, file), { force: true })))
}
