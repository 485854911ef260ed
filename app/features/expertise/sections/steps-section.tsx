import Info from 'lucide-react/icons/info'
import { Duration } from '#app/components/ui/case-study-facts.tsx'
import { LangText } from '#app/components/ui/lang-text.tsx'
import type { StepItem } from '#app/content/expertise/types.ts'
import { cn } from '#app/lib/utils.ts'
import { CheckList, TagList, ToneIcon } from './section-frame.tsx'

const stepColumns: Record<number, string> = {
	3: 'lg:grid-cols-3',
	4: 'lg:grid-cols-4',
}

/** A numbered process: each step with its number, title, text, and optionally duration and activities. */
export function StepsList({
	items,
	note,
	tools,
}: {
	items: StepItem[]
	note?: string
	tools?: { title: string; items: string[] }
}) {
	return (
		<>
			<ol className={cn('relative grid gap-6 sm:grid-cols-2', stepColumns[items.length])}>
				{items.map((step, index) => (
					<li
						key={step.title}
						className="relative flex flex-col rounded-[var(--radius-card)] border border-border bg-white p-6"
					>
						<div className="flex items-center justify-between gap-3">
							<span className="brand-gradient-deep tabular inline-flex size-10 items-center justify-center rounded-full text-base font-bold text-white">
								<span className="sr-only">Étape </span>
								{index + 1}
							</span>
							{step.icon ? <ToneIcon icon={step.icon} size="sm" /> : null}
						</div>
						<h3 className="mt-5 text-xl font-bold">
							<LangText text={step.title} />
						</h3>
						{step.duration ? (
							<p className="mt-2 self-start rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary-strong">
								<Duration>{step.duration}</Duration>
							</p>
						) : null}
						<p className="mt-3 text-muted">{step.description}</p>
						{step.activities?.length ? <CheckList items={step.activities} className="mt-5" /> : null}
					</li>
				))}
			</ol>
			{note ? (
				<p className="mt-8 flex items-start gap-3 rounded-[var(--radius-card)] bg-primary/5 p-4 text-[0.95rem] text-ink ring-1 ring-primary/15">
					<Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
					<span>{note}</span>
				</p>
			) : null}
			{tools ? (
				<div className="mt-10 flex flex-col items-center gap-4 text-center">
					<h3 className="text-sm font-semibold uppercase tracking-[0.12em] text-muted">{tools.title}</h3>
					<TagList items={tools.items} label={tools.title} className="justify-center" />
				</div>
			) : null}
		</>
	)
}
