import { siteConfig } from '#app/config/site.ts'
import type { Calendar } from '#app/content/expertise/types.ts'

/**
 * The booking page a page's buttons open (docs/decisions/018-booking-pages.md): the shared calendar for the
 * Data Platform page, the appointment schedule everywhere else.
 */
export function calendarUrl(calendar: Calendar): string {
	return calendar === 'shared' ? siteConfig.sharedCalendarUrl : siteConfig.bookingUrl
}
