/**
 * A real SMTP server (npm smtp-server) that keeps every message it receives, for the
 * tests: the app sends mail to it exactly as it would to a provider.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

export type CapturedMail = { from: string; to: string[]; raw: string }

export async function startSmtpCapture(
	options: {
		dir?: string
		/**
		 * Awaited before a received message is accepted (250): a test holds the sender in the
		 * middle of its exchange this way. Rejected, the message is refused (451), not kept.
		 */
		beforeAccept?: (mail: CapturedMail) => Promise<void>
	} = {},
) {
	const messages: CapturedMail[] = []
	// While down, the server answers like one out of service: new sessions and new
	// messages get a temporary failure (421/451), which the sender must retry later.
	let down = false
	const unavailable = (code: number) =>
		Object.assign(new Error('Service temporairement indisponible'), { responseCode: code })
	if (options.dir) mkdirSync(options.dir, { recursive: true })
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		onConnect(_session, callback) {
			callback(down ? unavailable(421) : undefined)
		},
		onMailFrom(_address, _session, callback) {
			callback(down ? unavailable(451) : undefined)
		},
		onData(stream, session, callback) {
			const chunks: Buffer[] = []
			stream.on('data', (chunk: Buffer) => chunks.push(chunk))
			stream.on('end', () => {
				const mail: CapturedMail = {
					from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
					to: session.envelope.rcptTo.map((recipient) => recipient.address),
					raw: Buffer.concat(chunks).toString('utf8'),
				}
				const accept = () => {
					messages.push(mail)
					if (options.dir)
						writeFileSync(path.join(options.dir, `${Date.now()}-${messages.length}.json`), JSON.stringify(mail))
					callback()
				}
				if (!options.beforeAccept) return accept()
				const refuse = () => callback(unavailable(451))
				options.beforeAccept(mail).then(accept, refuse)
			})
		},
	})
	const port = await new Promise<number>((resolve) => {
		server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port))
	})
	return {
		url: `smtp://127.0.0.1:${port}`,
		messages,
		setDown(value: boolean) {
			down = value
		},
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}
