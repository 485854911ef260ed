import { expect, test } from 'vitest'
import { describeError } from './log.server.ts'

test('an error is described without the values of the query that failed', () => {
	const cause = Object.assign(new Error('new row for relation "whitepaper_leads" violates check constraint "x"'), {
		code: '23514',
		detail: 'Failing row contains (claire@exemple.fr, 0612345678).',
	})
	const drizzle = new Error(
		'Failed query: insert into "whitepaper_leads" … params: Claire,claire@exemple.fr,0612345678',
		{
			cause,
		},
	)
	const described = describeError(drizzle)
	expect(described).toMatchObject({ error: 'Error', code: '23514' })
	expect(JSON.stringify(described)).not.toMatch(/claire|0612345678|Failing row/)
	expect(described.message).toContain('violates check constraint')
	// A value PostgreSQL quotes at the end of its message is dropped too.
	const syntax = Object.assign(new Error('invalid input syntax for type uuid: "claire@exemple.fr"'), { code: '22P02' })
	expect(JSON.stringify(describeError(syntax))).not.toContain('claire')
})

test('an e-mail address in an error message (an SMTP refusal names its recipient) is not logged', () => {
	const smtp = Object.assign(
		new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <zoe.x@exemple.fr>: unknown"),
		{
			code: 'EENVELOPE',
		},
	)
	const described = describeError(smtp)
	expect(described.message).not.toContain('zoe.x@exemple.fr')
	expect(described.message).toContain('550 5.1.1 <[adresse]>')
})
