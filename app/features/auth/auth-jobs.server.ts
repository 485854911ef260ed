/**
 * The account e-mails as durable jobs (docs/decisions/035-job-queue.md,
 * docs/decisions/072-account-e-mails.md): written when better-auth asks for them,
 * delivered by the worker with retries. Payloads carry the account's id and, for a
 * link, its token; never an address: the handler reads the account.
 */
import { and, eq, gt } from 'drizzle-orm'
import { serverEnv } from '#app/config/env.server.ts'
import { getDb, getJobDb } from '#app/db/db.server.ts'
import { user, verification } from '#app/db/schema.ts'
import { enqueueJob, registerJobHandler } from '#app/infra/jobs/jobs.server.ts'
import { sendMail } from '#app/infra/mail/mail.server.ts'
import { confirmationEmail, existingAccountEmail, resetPasswordEmail, signInPausedEmail } from './auth-email.server.ts'

export const accountJobTypes = {
	confirmation: 'account.confirmation-email',
	existingAccount: 'account.existing-account-email',
	resetPassword: 'account.reset-password-email',
	signInPaused: 'account.sign-in-paused-email',
} as const

type AccountJob = { userId: string }
type LinkJob = AccountJob & { token: string }

// A few attempts over about ten minutes: a link that arrives an hour late is of little use.
const retries = { maxAttempts: 5, backoffSeconds: 30, backoffMaxSeconds: 600 }

async function findAccount(userId: string) {
	const db = await getJobDb()
	const [row] = await db
		.select({ email: user.email, emailVerified: user.emailVerified })
		.from(user)
		.where(eq(user.id, userId))
	return row
}

registerJobHandler<LinkJob>(
	accountJobTypes.confirmation,
	async ({ userId, token }, { receiptKey }) => {
		const account = await findAccount(userId)
		if (account && !account.emailVerified) await sendMail(confirmationEmail(account.email, token), { receiptKey })
	},
	retries,
)

registerJobHandler<AccountJob>(
	accountJobTypes.existingAccount,
	async ({ userId }, { receiptKey }) => {
		const account = await findAccount(userId)
		if (account) await sendMail(existingAccountEmail(account.email), { receiptKey })
	},
	retries,
)

registerJobHandler<LinkJob>(
	accountJobTypes.resetPassword,
	async ({ userId, token }, { receiptKey }) => {
		const account = await findAccount(userId)
		// better-auth keeps a reset token as the row `reset-password:<token>` until used or expired.
		const db = await getJobDb()
		const [pending] = await db
			.select({ id: verification.id })
			.from(verification)
			.where(and(eq(verification.identifier, `reset-password:${token}`), gt(verification.expiresAt, new Date())))
		if (account && pending) await sendMail(resetPasswordEmail(account.email, token), { receiptKey })
	},
	retries,
)

registerJobHandler<AccountJob>(
	accountJobTypes.signInPaused,
	async ({ userId }, { receiptKey }) => {
		const account = await findAccount(userId)
		const minutes = Math.ceil(serverEnv().AUTH_ACCOUNT_LIMIT_WINDOW_SECONDS / 60)
		if (account) await sendMail(signInPausedEmail(account.email, minutes), { receiptKey })
	},
	retries,
)

/**
 * Queues one of the account e-mails (on the app's database: no transaction of ours is
 * open). Called by better-auth during a request: the requests' database, not the jobs'.
 */
export async function enqueueAccountEmail(
	type: (typeof accountJobTypes)[keyof typeof accountJobTypes],
	payload: AccountJob | LinkJob,
): Promise<void> {
	await enqueueJob(await getDb(), { type, payload })
}
