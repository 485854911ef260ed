import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { profiles, user, userRoles } from '#app/db/schema.ts'
import { createTestDatabase, databaseKinds } from '#tests/db-utils.ts'
import { startSmtpCapture } from '#tests/setup/smtp-capture.ts'
import { decodeQuotedPrintable, formRequest, unwrap, waitFor } from './helpers.ts'

// The admin accounts through the real route actions, on both databases
// (docs/decisions/070-sign-in-cap-per-account.md, 071-sign-up-same-answer.md, 072-account-e-mails.md).
const smtp = await startSmtpCapture()
process.env.SMTP_URL = smtp.url
process.env.BETTER_AUTH_SECRET = 'y'.repeat(40)
process.env.JOB_POLL_INTERVAL_SECONDS = '0.5'
// The per-(account, address) and per-address budgets stay out of the way: the per-account cap is under test.
process.env.AUTH_RATE_LIMIT_MAX = '1000'
process.env.SIGNUP_RATE_LIMIT_MAX = '1000'
process.env.AUTH_ACCOUNT_LIMIT_MAX = '10'
process.env.AUTH_ACCOUNT_LIMIT_WINDOW_SECONDS = '3600'
const { setDatabase } = await import('#app/db/db.server.ts')
const jobs = await import('#app/infra/jobs/jobs.server.ts')
const route = await import('#app/routes/auth.tsx')
const { accountMessages } = await import('#app/features/auth/account-messages.ts')
const { validationMessages } = await import('#app/features/auth/auth-schema.ts')
afterAll(() => smtp.close())

const PASSWORD = 'un mot de passe solide'

type Reply = { status?: string; error?: Record<string, string[] | null>; payload?: unknown }
type Answer = { status: number; body: Reply; location?: string | null; cookies?: string[] }

/** The account pages: /auth and the pages under it (one route module, `/auth/:page?`). */
const auth = undefined
const forgot = 'mot-de-passe-oublie'
const reset = 'nouveau-mot-de-passe'
const confirmPage = 'confirmer'

async function post(page: string | undefined, fields: Record<string, string>, ip?: string): Promise<Answer> {
	const request = formRequest(fields, { ip, url: `http://localhost/auth${page ? `/${page}` : ''}` })
	const result = await (route.action as (args: object) => Promise<unknown>)({ request, params: { page }, context: {} })
	if (result instanceof Response)
		return {
			status: result.status,
			body: {},
			location: result.headers.get('location'),
			cookies: result.headers.getSetCookie(),
		}
	return unwrap(result as never) as Answer
}

/** A GET of an account page (a link from an e-mail). */
async function open(url: URL) {
	const page = url.pathname.replace(/^\/auth\/?/, '') || undefined
	return unwrap((await route.loader({ request: new Request(url), params: { page } } as never)) as never) as {
		body: { state: string }
		status: number
	}
}

const formError = (answer: Answer) => answer.body.error?.['']?.[0]
const signIn = (email: string, password: string, ip?: string) => post(auth, { intent: 'login', email, password }, ip)
const signUp = (email: string, ip?: string) =>
	post(auth, { intent: 'signup', firstName: 'Claire', lastName: 'Martin', email, password: PASSWORD }, ip)
const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email))

/** The link to `path` in the only e-mail to `email` whose subject matches. */
async function linkFrom(email: string, subject: RegExp, path: string): Promise<URL> {
	const mail = await waitFor(() => mailsTo(email).find((message) => subject.test(decodeQuotedPrintable(message.raw))))
	const match = new RegExp(`https?://[^\\s"<>]*${path}\\?jeton=[\\w.%-]+`).exec(decodeQuotedPrintable(mail.raw))
	if (!match) throw new Error(`Aucun lien ${path} dans l’e-mail`)
	return new URL(match[0])
}

describe.each(databaseKinds)('admin accounts on %s', (kind) => {
	let handle: Awaited<ReturnType<typeof createTestDatabase>>
	beforeAll(async () => {
		handle = await createTestDatabase(kind)
		setDatabase(handle)
		await jobs.startJobWorker()
	})
	afterAll(async () => {
		await jobs.stopJobQueue()
		await handle.close()
	})

	const jobCount = async (type: string) => {
		const result = await handle.db.execute<{ n: number }>(
			sql`select count(*)::int as n from pgboss.job where name = ${type}`,
		)
		return Number(result.rows[0]!.n)
	}

	/** A confirmed account, as the confirmation link leaves it. */
	async function confirmedAccount(email: string) {
		await signUp(email)
		const link = await linkFrom(email, /Confirmez votre adresse/, '/auth/confirmer')
		const confirmed = (await post(confirmPage, { jeton: link.searchParams.get('jeton')! })) as unknown as {
			body: { state: string }
		}
		expect(confirmed.body.state).toBe('confirmed')
	}

	test('sign-up answers an existing address exactly as a new one; the owner gets an e-mail instead', async () => {
		const existing = `existant-${kind}@exemple.fr`
		const fresh = `nouveau-${kind}@exemple.fr`
		const first = await signUp(existing)
		expect(first).toMatchObject({ status: 200, body: { status: 'success', payload: { signedUpAs: existing } } })
		await linkFrom(existing, /Confirmez votre adresse/, '/auth/confirmer')
		const [before] = await handle.db.select().from(user).where(eq(user.email, existing))

		// Same status, same reply but for the address itself, as a brand-new address.
		const again = await signUp(existing)
		const brandNew = await signUp(fresh)
		expect(again.status).toBe(brandNew.status)
		expect(JSON.stringify(again.body).replaceAll(existing, '<adresse>')).toBe(
			JSON.stringify(brandNew.body).replaceAll(fresh, '<adresse>'),
		)
		// The new address gets its confirmation link; the owner of the existing one a note, and nothing changed.
		await linkFrom(fresh, /Confirmez votre adresse/, '/auth/confirmer')
		const note = await waitFor(() =>
			mailsTo(existing).find((mail) => /Tentative d’inscription/.test(decodeQuotedPrintable(mail.raw))),
		)
		expect(decodeQuotedPrintable(note.raw)).toContain('Quelqu’un a tenté de créer un compte')
		expect(decodeQuotedPrintable(note.raw)).toContain('/auth/mot-de-passe-oublie')
		const rows = await handle.db.select().from(user).where(eq(user.email, existing))
		expect(rows).toEqual([before])
		expect(await handle.db.select().from(profiles).where(eq(profiles.email, existing))).toHaveLength(1)
		// A third attempt within the hour sends no second note (an inbox is not a target).
		expect(await signUp(existing)).toMatchObject({ status: 200 })
		expect(await jobCount('account.existing-account-email')).toBe(1)
	})

	test('sign-up takes as long for an existing address as for a new one (the password is hashed either way)', async () => {
		const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!
		const timed = async (email: string) => {
			const start = performance.now()
			expect((await signUp(email)).status).toBe(200)
			return performance.now() - start
		}
		const fresh: number[] = []
		const existing: number[] = []
		// Interleaved, so that the machine's load weighs on both alike.
		for (let n = 0; n < 8; n++) {
			fresh.push(await timed(`temps-${n}-${kind}@exemple.fr`))
			existing.push(await timed(`temps-${n}-${kind}@exemple.fr`))
		}
		// Skipping the hash for a known address would make it about twenty times faster.
		expect(median(existing) / median(fresh)).toBeGreaterThan(0.5)
		expect(median(existing) / median(fresh)).toBeLessThan(2)
	})

	test('a new account cannot sign in until its address is confirmed; a new link can be asked for', async () => {
		const email = `a-confirmer-${kind}@exemple.fr`
		await signUp(email)
		const refused = await signIn(email, PASSWORD)
		expect(refused.status).toBe(403)
		expect(formError(refused)).toBe(accountMessages.emailNotVerified)
		// A wrong password is told as wrong: being unconfirmed is said only to whoever knows the password.
		expect(formError(await signIn(email, 'pas le bon mot de passe'))).toBe(accountMessages.invalidCredentials)

		const resent = await post(auth, { intent: 'resend-confirmation', email })
		const unknown = await post(auth, { intent: 'resend-confirmation', email: `personne-${kind}@exemple.fr` })
		expect(resent).toEqual(unknown)
		expect(resent).toMatchObject({ status: 200, body: { status: 'success', payload: { resent: true } } })
		await waitFor(() => (mailsTo(email).length >= 2 ? true : undefined))

		const link = await linkFrom(email, /Confirmez votre adresse/, '/auth/confirmer')
		// Opening the link only asks; the POST confirms.
		expect((await open(link)).body.state).toBe('ask')
		expect((await signIn(email, PASSWORD)).status).toBe(403)
		await confirmedAccount(email)
		const signedIn = await signIn(email, PASSWORD)
		expect(signedIn.status).toBe(302)
		expect(signedIn.location).toBe('/?notice=connexion')
	})

	test('failed sign-ins are capped per account whatever the address: 30 addresses share one budget, one e-mail', async () => {
		const email = `cible-${kind}@exemple.fr`
		await confirmedAccount(email)
		// 30 addresses, two guesses each, all at once.
		const guesses = await Promise.all(
			Array.from({ length: 60 }, (_, n) => signIn(email, `devinette numéro ${n}`, `198.51.100.${n % 30}`)),
		)
		const statuses = guesses.map((answer) => answer.status)
		expect(statuses.filter((status) => status === 401)).toHaveLength(9)
		expect(statuses.filter((status) => status === 429)).toHaveLength(51)
		for (const answer of guesses.filter((guess) => guess.status === 429))
			expect(formError(answer)).toBe(accountMessages.signInPaused)
		// Paused: the right password too, from a new address.
		const holder = await signIn(email, PASSWORD, '203.0.113.1')
		expect(holder.status).toBe(429)
		expect(formError(holder)).toBe(accountMessages.signInPaused)

		// The holder is told once, not once per attempt.
		expect(await jobCount('account.sign-in-paused-email')).toBe(1)
		const mail = await waitFor(() =>
			mailsTo(email).find((message) => /Connexion à votre compte suspendue/.test(decodeQuotedPrintable(message.raw))),
		)
		expect(decodeQuotedPrintable(mail.raw)).toContain('/auth/mot-de-passe-oublie')

		// An address with no account is answered the same way, and nobody is e-mailed.
		const nobody = `personne-ici-${kind}@exemple.fr`
		const answers = []
		for (let n = 0; n < 11; n++) answers.push(await signIn(nobody, `essai ${n}`, `192.0.2.${n}`))
		expect(answers.map((answer) => answer.status)).toEqual([...Array(9).fill(401), 429, 429])
		expect(formError(answers[10]!)).toBe(accountMessages.signInPaused)
		expect(mailsTo(nobody)).toHaveLength(0)
		expect(await jobCount('account.sign-in-paused-email')).toBe(1)

		// A password reset lifts the pause (it proves the mailbox).
		const forgotten = await post(forgot, { email })
		expect(forgotten).toMatchObject({ status: 200, body: { status: 'success' } })
		const link = await linkFrom(email, /Réinitialisation de votre mot de passe/, '/auth/nouveau-mot-de-passe')
		const newPassword = 'un autre mot de passe solide'
		const changed = await post(reset, {
			jeton: link.searchParams.get('jeton')!,
			password: newPassword,
			confirmation: newPassword,
		})
		expect(changed).toMatchObject({ status: 200, body: { status: 'success' } })
		expect((await signIn(email, newPassword, '203.0.113.1')).status).toBe(302)
	})

	test('the reset link: same answer for an unknown address, single use, sessions ended, expired refused', async () => {
		const email = `oubli-${kind}@exemple.fr`
		await confirmedAccount(email)
		const session = await signIn(email, PASSWORD)
		expect(session.status).toBe(302)
		const known = await post(forgot, { email })
		const unknown = await post(forgot, { email: `inconnu-${kind}@exemple.fr` })
		expect(JSON.stringify(known.body).replaceAll(email, '<adresse>')).toBe(
			JSON.stringify(unknown.body).replaceAll(`inconnu-${kind}@exemple.fr`, '<adresse>'),
		)
		const link = await linkFrom(email, /Réinitialisation de votre mot de passe/, '/auth/nouveau-mot-de-passe')
		const jeton = link.searchParams.get('jeton')!
		expect((await open(link)).body.state).toBe('ready')

		const short = await post(reset, { jeton, password: 'court', confirmation: 'court' })
		expect(short.status).toBe(400)
		expect(short.body.error?.password?.[0]).toBe(validationMessages.passwordTooShort)
		const newPassword = 'encore un mot de passe'
		expect(await post(reset, { jeton, password: newPassword, confirmation: newPassword })).toMatchObject({
			status: 200,
		})
		// Every session of the account is gone; the old password no longer works; the link has served.
		const [sessions] = (
			await handle.db.execute<{ n: number }>(
				sql`select count(*)::int as n from session s join "user" u on u.id = s.user_id where u.email = ${email}`,
			)
		).rows
		expect(Number(sessions!.n)).toBe(0)
		expect((await signIn(email, PASSWORD)).status).toBe(401)
		const reused = await post(reset, {
			jeton,
			password: 'une troisième tentative',
			confirmation: 'une troisième tentative',
		})
		expect(reused.status).toBe(400)

		// A link older than an hour.
		await post(forgot, { email })
		await waitFor(() =>
			mailsTo(email).filter((m) => /nouveau-mot-de-passe/.test(m.raw)).length >= 2 ? true : undefined,
		)
		const [row] = (
			await handle.db.execute<{ identifier: string }>(
				sql`select identifier from verification where identifier like 'reset-password:%' order by created_at desc limit 1`,
			)
		).rows
		await handle.db.execute(
			sql`update verification set expires_at = now() - interval '1 minute' where identifier = ${row!.identifier}`,
		)
		const expiredToken = row!.identifier.replace('reset-password:', '')
		expect((await open(new URL(`http://localhost/auth/nouveau-mot-de-passe?jeton=${expiredToken}`))).body.state).toBe(
			'expired',
		)
		const expired = await post(reset, { jeton: expiredToken, password: newPassword, confirmation: newPassword })
		expect(expired.status).toBe(410)
		expect(formError(expired)).toBe(accountMessages.resetLinkExpired)
	})

	test('an unknown page under /auth is a 404', async () => {
		const answer = await route
			.loader({ request: new Request('http://localhost/auth/nimporte'), params: { page: 'nimporte' } } as never)
			.catch((error: unknown) => error)
		expect(answer).toMatchObject({ init: { status: 404 } })
	})

	test('an admin lands on /admin with the header’s hint; anyone else on the home page, the hint cleared', async () => {
		const admin = `admin-${kind}@exemple.fr`
		await confirmedAccount(admin)
		const [account] = await handle.db.select({ id: user.id }).from(user).where(eq(user.email, admin))
		await handle.db.insert(userRoles).values({ userId: account!.id, role: 'admin' })
		const answer = await signIn(admin, PASSWORD)
		expect(answer.location).toBe('/admin?notice=connexion')
		expect(answer.cookies).toEqual(expect.arrayContaining([expect.stringMatching(/^nuvea\.admin=1; Path=\/;/)]))
		expect(answer.cookies?.join('\n')).toMatch(/nuvea\.session_token=/)

		const member = `membre-${kind}@exemple.fr`
		await confirmedAccount(member)
		const memberAnswer = await signIn(member, PASSWORD)
		expect(memberAnswer.location).toBe('/?notice=connexion')
		expect(memberAnswer.cookies).toEqual(expect.arrayContaining([expect.stringMatching(/^nuvea\.admin=; .*Max-Age=0/)]))
	})
})
