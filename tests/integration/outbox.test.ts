import { mkdtempSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'

const dataDir = mkdtempSync(path.join(tmpdir(), 'nuvea-outbox-'))
process.env.DATA_DIR = dataDir
delete process.env.SMTP_URL
const { OUTBOX_MAX_FILES, sendMail } = await import('#app/infra/mail/mail.server.ts')

test('without SMTP the outbox keeps the newest messages only, owner-only', async () => {
	for (let n = 0; n < OUTBOX_MAX_FILES + 5; n++)
		await sendMail({ to: `n${n}@exemple.fr`, subject: `Message ${n}`, text: 'x', html: '<p>x</p>' })
	const outbox = path.join(dataDir, 'outbox')
	const files = readdirSync(outbox)
	expect(files).toHaveLength(OUTBOX_MAX_FILES)
	for (const file of files) expect(statSync(path.join(outbox, file)).mode & 0o077).toBe(0)
	expect(statSync(outbox).mode & 0o077).toBe(0)
})
