import { expect, test } from 'vitest'
import { leadFieldErrors, leadFormSchema } from './lead-schema.ts'

const valid = {
	firstName: 'Claire',
	lastName: 'Dupont',
	email: 'Claire.Dupont@Exemple.FR',
	company: 'Acme Industrie',
	jobTitle: 'DSI',
	phone: '+33 6 12 34 56 78',
	whitepaperType: 'data-platform',
}

function errorsFor(input: Record<string, unknown>, wording: 'landing' | 'dialog' = 'landing') {
	const result = leadFormSchema(wording).safeParse(input)
	return result.success ? {} : leadFieldErrors(result.error)
}

test('a valid lead is trimmed and its e-mail lower-cased', () => {
	const result = leadFormSchema('landing').parse({
		...valid,
		firstName: '  Claire  ',
		email: '  Claire.Dupont@Exemple.FR ',
	})
	expect(result.firstName).toBe('Claire')
	expect(result.email).toBe('claire.dupont@exemple.fr')
})

test.each([
	['firstName', 'C', 'Cl', 100],
	['lastName', 'D', 'Du', 100],
	['company', 'A', 'Ac', 200],
	['jobTitle', 'D', 'DS', 200],
] as const)(
	'%s: 1 character refused, 2 accepted, max %i accepted and one more refused',
	(field, tooShort, shortest, max) => {
		expect(errorsFor({ ...valid, [field]: tooShort })[field]).toMatch(/au moins 2 caractères/)
		expect(errorsFor({ ...valid, [field]: shortest })[field]).toBeUndefined()
		expect(errorsFor({ ...valid, [field]: 'x'.repeat(max) })[field]).toBeUndefined()
		expect(errorsFor({ ...valid, [field]: 'x'.repeat(max + 1) })[field]).toBe(
			`Ce champ ne peut pas dépasser ${max} caractères`,
		)
		// Spaces do not count: "  C  " is one character.
		expect(errorsFor({ ...valid, [field]: `  ${tooShort}  ` })[field]).toMatch(/au moins 2 caractères/)
	},
)

test('phone: 9 refused, 10 accepted, 20 accepted, 21 refused, letters refused', () => {
	expect(errorsFor({ ...valid, phone: '012345678' }).phone).toBe(
		'Le numéro de téléphone doit contenir au moins 10 caractères',
	)
	expect(errorsFor({ ...valid, phone: '0123456789' }).phone).toBeUndefined()
	expect(errorsFor({ ...valid, phone: '+33 1 99 00 12 34 56' }).phone).toBeUndefined()
	expect(errorsFor({ ...valid, phone: '+33 1 99 00 12 34 567' }).phone).toBe(
		'Ce champ ne peut pas dépasser 20 caractères',
	)
	expect(errorsFor({ ...valid, phone: 'appelez-moi svp' }).phone).toMatch(/que des chiffres/)
})

test('invalid e-mails get the wording of each form', () => {
	for (const email of ['', 'claire', 'claire@', '@exemple.fr', 'claire@exemple', 'cla ire@exemple.fr', 'a@b@c.fr']) {
		expect(errorsFor({ ...valid, email }).email, email).toBe('Veuillez entrer une adresse email valide')
		expect(errorsFor({ ...valid, email }, 'dialog').email, email).toBe('Email invalide')
	}
	expect(errorsFor({ ...valid, email: `${'a'.repeat(250)}@ex.fr` }).email).toBe(
		'Ce champ ne peut pas dépasser 255 caractères',
	)
})

test('each form gets its own wording of the messages', () => {
	const empty = { whitepaperType: 'workspace-ia' }
	expect(errorsFor(empty, 'landing')).toEqual({
		firstName: 'Le prénom doit contenir au moins 2 caractères',
		lastName: 'Le nom doit contenir au moins 2 caractères',
		email: 'Veuillez entrer une adresse email valide',
		company: 'Le nom de l’entreprise doit contenir au moins 2 caractères',
		jobTitle: 'La fonction doit contenir au moins 2 caractères',
		phone: 'Le numéro de téléphone doit contenir au moins 10 caractères',
	})
	expect(errorsFor(empty, 'dialog')).toEqual({
		firstName: 'Le prénom doit contenir au moins 2 caractères',
		lastName: 'Le nom doit contenir au moins 2 caractères',
		email: 'Email invalide',
		company: 'L’entreprise doit contenir au moins 2 caractères',
		jobTitle: 'La fonction doit contenir au moins 2 caractères',
		phone: 'Le téléphone doit contenir au moins 10 caractères',
	})
})

test('unicode names, SQL and HTML are plain text; wrong types and unknown white papers are refused', () => {
	expect(
		errorsFor({
			...valid,
			firstName: 'Zoë-Éloïse',
			lastName: 'Ngô 阮',
			company: "Robert'); DROP TABLE whitepaper_leads;--",
			jobTitle: '<script>alert(1)</script>',
		}),
	).toEqual({})
	expect(errorsFor({ ...valid, firstName: 42, lastName: ['Du', 'pont'], company: null }).firstName).toMatch(
		/au moins 2/,
	)
	expect(errorsFor({ ...valid, whitepaperType: 'blockchain' }).whitepaperType).toBe('Livre blanc inconnu')
	expect(errorsFor({ ...valid, whitepaperType: undefined }).whitepaperType).toBe('Livre blanc inconnu')
})

test('control characters are refused in every text field with the French message, spaces are trimmed', () => {
	for (const field of ['firstName', 'lastName', 'email', 'company', 'jobTitle', 'phone'] as const) {
		expect(errorsFor({ ...valid, [field]: `${valid[field]}\u0000` })[field]).toBe(
			'Ce champ contient des caractères non autorisés.',
		)
		expect(errorsFor({ ...valid, [field]: `\u001b${valid[field]}` }, 'dialog')[field]).toBe(
			'Ce champ contient des caractères non autorisés.',
		)
	}
	expect(errorsFor({ ...valid, company: 'Acme\u0085Industrie' }).company).toBe(
		'Ce champ contient des caractères non autorisés.',
	)
	expect(errorsFor({ ...valid, company: '\tAcme Industrie\n' })).toEqual({})
})

test('the landing page fixes its white paper whatever the form says, or when it says nothing', () => {
	const { whitepaperType: _, ...withoutType } = valid
	expect(leadFormSchema('landing', 'data-platform').parse(withoutType).whitepaperType).toBe('data-platform')
	expect(
		leadFormSchema('landing', 'data-platform').parse({ ...valid, whitepaperType: 'blockchain' }).whitepaperType,
	).toBe('data-platform')
})

test('every text field of both forms, the sign-up form and the newsletter refuse bidirectional controls', async () => {
	const { bidiControlMessage } = await import('#app/infra/forms/text.ts')
	const { signupSchema } = await import('#app/features/auth/auth-schema.ts')
	const { newsletterFormSchema } = await import('#app/features/newsletter/newsletter-schema.ts')
	for (const wording of ['landing', 'dialog'] as const)
		for (const field of ['firstName', 'lastName', 'email', 'company', 'jobTitle', 'phone'] as const)
			expect(errorsFor({ ...valid, [field]: `\u202e${valid[field]}` }, wording)[field], field).toBe(bidiControlMessage)
	const signup = {
		intent: 'signup',
		firstName: 'Ada',
		lastName: 'Admin',
		email: 'ada@exemple.fr',
		password: 'x'.repeat(16),
	}
	for (const field of ['firstName', 'lastName', 'email'] as const) {
		const result = signupSchema.safeParse({ ...signup, [field]: `${signup[field]}\u2067` })
		expect(result.error?.issues[0], field).toMatchObject({ path: [field], message: bidiControlMessage })
	}
	expect(newsletterFormSchema.safeParse({ email: 'a\u202d@exemple.fr' }).error?.issues[0]?.message).toBe(
		bidiControlMessage,
	)
	// A name pasted from right-to-left text keeps its letters, without the invisible marks.
	expect(leadFormSchema('landing').parse({ ...valid, lastName: '\u200fכהן\u200f' }).lastName).toBe('כהן')
})
