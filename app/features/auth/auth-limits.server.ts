import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { serverEnv } from '#app/config/env.server.ts'
import { getDb } from '#app/db/db.server.ts'
import { createRateLimiter, type RateLimitResult } from '#app/db/rate-limit.server.ts'
import { user } from '#app/db/schema.ts'
import { logError } from '#app/lib/log.server.ts'
import { accountJobTypes, enqueueAccountEmail } from './auth-jobs.server.ts'

/*
 * The account forms' limits: the one sign-in limiter (better-auth's own is off), in the
 * database so that every instance shares it (docs/decisions/029-rate-limits-in-the-database.md,
 * docs/decisions/070-sign-in-cap-per-account.md). Accounts appear in the counters table
 * as a digest of the address typed, whether an account exists at that address or not:
 * the limits answer the same either way.
 */

/** An account's key in the limiter table: a digest, so the table holds no address. */
export function accountKey(email: string): string {
	return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22)
}

const env = () => serverEnv()

// Sign-in attempts per (account, address) pair and per address (a generous ceiling).
const signInPair = createRateLimiter('signin', () => ({
	max: env().AUTH_RATE_LIMIT_MAX,
	windowSeconds: env().AUTH_RATE_LIMIT_WINDOW_SECONDS,
}))
const signInAddress = createRateLimiter('signin-address', () => ({
	max: env().AUTH_RATE_LIMIT_MAX * 10,
	windowSeconds: env().AUTH_RATE_LIMIT_WINDOW_SECONDS,
}))
// Failed sign-ins per account, whatever the address; and the one e-mail its holder gets per pause.
const accountFailures = createRateLimiter('signin-account', () => ({
	max: env().AUTH_ACCOUNT_LIMIT_MAX,
	windowSeconds: env().AUTH_ACCOUNT_LIMIT_WINDOW_SECONDS,
}))
const pauseNotices = createRateLimiter('signin-paused-notice', () => ({
	max: 1,
	windowSeconds: Math.max(3600, env().AUTH_ACCOUNT_LIMIT_WINDOW_SECONDS),
}))

// Forms that send an e-mail: per address (each form its own budget) and per account.
const emailFormLimits = () => ({
	max: env().SIGNUP_RATE_LIMIT_MAX,
	windowSeconds: env().SIGNUP_RATE_LIMIT_WINDOW_SECONDS,
})
const emailAccountLimits = () => ({
	max: env().AUTH_EMAIL_LIMIT_MAX,
	windowSeconds: env().AUTH_EMAIL_LIMIT_WINDOW_SECONDS,
})
const addressLimiters = {
	signup: createRateLimiter('signup', emailFormLimits),
	'reset-request': createRateLimiter('reset-request', emailFormLimits),
	'confirmation-resend': createRateLimiter('confirmation-resend', emailFormLimits),
	// Submissions of the new-password form (a token is 24 random characters: nothing to guess).
	'reset-submit': createRateLimiter('reset-submit', () => ({
		max: env().AUTH_RATE_LIMIT_MAX,
		windowSeconds: env().AUTH_RATE_LIMIT_WINDOW_SECONDS,
	})),
}
const accountLimiters = {
	'reset-request': createRateLimiter('reset-request-account', emailAccountLimits),
	'confirmation-resend': createRateLimiter('confirmation-resend-account', emailAccountLimits),
	// At most one « someone tried to sign up with your address » e-mail per account and hour.
	'existing-account-notice': createRateLimiter('existing-account-notice', () => ({ max: 1, windowSeconds: 3600 })),
}

function both(a: RateLimitResult, b: RateLimitResult): RateLimitResult {
	if (a.ok && b.ok) return { ok: true, retryAfterSeconds: 0 }
	return {
		ok: false,
		retryAfterSeconds: Math.max(a.ok ? 0 : a.retryAfterSeconds, b.ok ? 0 : b.retryAfterSeconds),
	}
}

/** Sign-in: per (account, address) pair and per address. */
export async function consumeSignInLimits(email: string, address: string): Promise<RateLimitResult> {
	const pair = await signInPair.consume(`${accountKey(email)}|${address}`)
	const ceiling = await signInAddress.consume(address)
	return both(pair, ceiling)
}

/** A form that sends an e-mail, per client address. */
export function consumeAddressLimit(form: keyof typeof addressLimiters, address: string): Promise<RateLimitResult> {
	return addressLimiters[form].consume(address)
}

/** A form that sends an e-mail to an account: per address, and per account whatever the address. */
export async function consumeEmailFormLimits(
	form: 'reset-request' | 'confirmation-resend',
	email: string,
	address: string,
): Promise<RateLimitResult> {
	return both(await addressLimiters[form].consume(address), await accountLimiters[form].consume(accountKey(email)))
}

/** True when the « someone tried to sign up with your address » e-mail may go to this account now. */
export async function mayNotifyExistingAccount(email: string): Promise<boolean> {
	return (await accountLimiters['existing-account-notice'].consume(accountKey(email))).ok
}

export type SignInAttempt =
	| { paused: true; retryAfterSeconds: number }
	| {
			paused: false
			/** The password was right (signed in, or refused for another reason): the attempt is not a failure. */
			succeeded: () => Promise<void>
			/** A wrong password: counted. `paused` when this failure used the account's last one. */
			failed: () => Promise<{ paused: boolean; retryAfterSeconds: number }>
	  }

/**
 * The per-account cap on failed sign-ins. An attempt is counted before the password is
 * checked, so that many attempts at once from many addresses still get no more than the
 * budget, and taken back when the password was right. Once the budget is spent, sign-in
 * to this address pauses (the right password included) until the failures slide out of
 * the window, and the account's holder, if there is one, gets one e-mail. A password
 * reset lifts the pause (`clearSignInFailures`).
 */
export async function beginSignIn(email: string): Promise<SignInAttempt> {
	const key = accountKey(email)
	const attempt = await accountFailures.consume(key)
	if (!attempt.ok) {
		// Refused without a check: it does not count, so the pause ends on time.
		await accountFailures.release(key, attempt)
		await notifyPaused(email)
		return { paused: true, retryAfterSeconds: attempt.retryAfterSeconds }
	}
	return {
		paused: false,
		succeeded: () => accountFailures.release(key, attempt),
		async failed() {
			const paused = attempt.weighted > env().AUTH_ACCOUNT_LIMIT_MAX - 1
			if (paused) await notifyPaused(email)
			return { paused, retryAfterSeconds: attempt.retryAfterSeconds }
		},
	}
}

/** Lifts the pause of an account (after a password reset, which proves the mailbox). */
export async function clearSignInFailures(email: string): Promise<void> {
	await accountFailures.reset(accountKey(email))
}

/** One e-mail per pause to the holder of the account at this address, if there is one. */
async function notifyPaused(email: string): Promise<void> {
	try {
		if (!(await pauseNotices.consume(accountKey(email))).ok) return
		const db = await getDb()
		const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase()))
		if (account) await enqueueAccountEmail(accountJobTypes.signInPaused, { userId: account.id })
	} catch (error) {
		// The pause holds without the e-mail; the visitor's answer does not depend on it.
		logError('sign-in pause notice not queued', error)
	}
}
