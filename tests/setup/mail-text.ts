/** A captured message read as a mail client would: quoted-printable text, attachments (no test runner here: Vitest and Playwright share it). */

/** Enough MIME decoding to read the headers and text parts the way a mail client shows them. */
export function decodeQuotedPrintable(raw: string): string {
	const joinedWords = raw.replace(/\?=\r?\n\s+=\?UTF-8\?Q\?/g, '')
	const words = joinedWords.replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_, word: string) => word.replace(/_/g, ' '))
	const softBreaks = words.replace(/=\r?\n/g, '')
	return softBreaks.replace(/(=[0-9A-F]{2})+/g, (sequence) =>
		Buffer.from(sequence.replace(/=/g, ''), 'hex').toString('utf8'),
	)
}

/** The bytes of a message's first attachment of this type (base64 part, as nodemailer writes it). */
export function attachmentOf(raw: string, contentType: string): Buffer | undefined {
	for (const part of raw.split(/\r?\n--[^\r\n]+/)) {
		const [head, ...body] = part.split(/\r?\n\r?\n/)
		if (!head || !new RegExp(`Content-Type: ${contentType}`, 'i').test(head)) continue
		if (!/Content-Transfer-Encoding: base64/i.test(head)) continue
		return Buffer.from(body.join('').replace(/\s+/g, ''), 'base64')
	}
	return undefined
}
