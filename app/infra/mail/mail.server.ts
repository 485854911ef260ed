import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'
import { serverEnv } from '#app/config/env.server.ts'

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

export async function sendMail(message: MailMessage): Promise<void> {
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
