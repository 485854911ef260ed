/**
 * A local CRM endpoint for the tests: it verifies every call's Standard Webhooks
 * signature with the library a receiver would use, and answers the statuses it is told.
 */
import { createServer } from 'node:http'
import { Webhook } from 'standardwebhooks'

export type WebhookCall = {
	id: string
	verified: boolean
	payload: unknown
	status: number
}

export async function startWebhookReceiver(secret: string) {
	const calls: WebhookCall[] = []
	/** Statuses to answer next, in order; 200 once they run out. */
	const statuses: number[] = []
	const webhook = new Webhook(secret)
	const server = createServer((request, response) => {
		const chunks: Buffer[] = []
		request.on('data', (chunk: Buffer) => chunks.push(chunk))
		request.on('end', () => {
			const body = Buffer.concat(chunks).toString('utf8')
			const headers = Object.fromEntries(
				['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, String(request.headers[name])]),
			)
			let payload: unknown
			let verified = false
			try {
				payload = webhook.verify(body, headers)
				verified = true
			} catch {
				payload = body
			}
			const status = verified ? (statuses.shift() ?? 200) : 401
			calls.push({ id: headers['webhook-id']!, verified, payload, status })
			response.writeHead(status).end()
		})
	})
	const port = await new Promise<number>((resolve) => {
		server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port))
	})
	return {
		url: `http://127.0.0.1:${port}/hooks/leads`,
		calls,
		statuses,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}
