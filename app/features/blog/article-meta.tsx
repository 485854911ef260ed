import CalendarDays from 'lucide-react/icons/calendar-days'
import Clock from 'lucide-react/icons/clock'
import { formatDateLong } from '#app/lib/format.ts'
import { cn } from '#app/lib/utils.ts'

/** Publication date (French long format) and reading time, on cards and article headers. */
export function ArticleMeta({
	date,
	readTime,
	long = false,
	className,
}: {
	date: string
	readTime: number
	long?: boolean
	className?: string
}) {
	return (
		<p className={cn('flex flex-wrap items-center gap-x-5 gap-y-1 text-sm', className)}>
			<span className="inline-flex items-center gap-1.5">
				<CalendarDays aria-hidden="true" className="size-4" />
				<span className="sr-only">{'Publié le\u00a0'}</span>
				<time dateTime={date}>{formatDateLong(date)}</time>
			</span>
			<span className="inline-flex items-center gap-1.5">
				<Clock aria-hidden="true" className="size-4" />
				<span className="tabular">{long ? `${readTime}\u00a0min de lecture` : `${readTime}\u00a0min`}</span>
				{long ? null : <span className="sr-only">{'\u00a0de lecture'}</span>}
			</span>
		</p>
	)
}

/** '#Workspace #Productivité #Collaboration'. */
export function Hashtags({ tags, className }: { tags: string[]; className?: string }) {
	return (
		<ul aria-label="Mots-clés" className={cn('flex flex-wrap gap-x-3 gap-y-1 text-sm font-medium', className)}>
			{tags.map((tag) => (
				<li key={tag}>#{tag}</li>
			))}
		</ul>
	)
}
