import { count, desc, eq, ilike, type SQL } from 'drizzle-orm'
import type { Database } from '#app/db/db.server.ts'
import { newsletterSubscribers } from '#app/db/schema.ts'
import { likePattern } from '#app/lib/sql-like.ts'

/** The admin's subscribers screen: 50 a page, newest first, searched by address. */
export const SUBSCRIBERS_PAGE_SIZE = 50

function where(search: string): SQL | undefined {
	return search ? ilike(newsletterSubscribers.email, likePattern(search)) : undefined
}

export async function listSubscribers(db: Database, query: { search: string; page: number }) {
	const [{ total } = { total: 0 }] = await db
		.select({ total: count() })
		.from(newsletterSubscribers)
		.where(where(query.search))
	const pageCount = Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE))
	const page = Math.min(query.page, pageCount)
	const rows = await db
		.select()
		.from(newsletterSubscribers)
		.where(where(query.search))
		.orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
		.limit(SUBSCRIBERS_PAGE_SIZE)
		.offset((page - 1) * SUBSCRIBERS_PAGE_SIZE)
	return { rows, total, page, pageCount }
}

export function subscribersForExport(db: Database, search: string) {
	return db
		.select()
		.from(newsletterSubscribers)
		.where(where(search))
		.orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
}

export async function deleteSubscriber(db: Database, id: string): Promise<boolean> {
	const rows = await db
		.delete(newsletterSubscribers)
		.where(eq(newsletterSubscribers.id, id))
		.returning({ id: newsletterSubscribers.id })
	return rows.length > 0
}
