import { expect, test } from 'vitest'
import { NOTE_MAX_LENGTH } from './follow-up-fields.ts'
import { noteSchema } from './follow-up-schema.ts'

test('a note keeps its line breaks as \\n and is refused past its length, with the limit written in French', () => {
	expect(noteSchema.parse({ body: 'Rappeler\r\nmardi' })).toEqual({ body: 'Rappeler\nmardi' })
	expect(noteSchema.safeParse({ body: 'x'.repeat(NOTE_MAX_LENGTH) }).success).toBe(true)
	const tooLong = noteSchema.safeParse({ body: 'x'.repeat(NOTE_MAX_LENGTH + 1) })
	expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual([
		'Une note ne peut pas dépasser 2\u202f000 caractères',
	])
	expect(noteSchema.safeParse({ body: '' }).error?.issues.map((issue) => issue.message)).toEqual([
		'Veuillez écrire la note',
	])
})
