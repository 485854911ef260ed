import { Link } from 'react-router'
import { labelOf, leadKindLabels, leadStatusLabels } from '#app/content/leads.ts'
import { whitepaperLabel } from '#app/content/whitepapers.ts'
import { formatNumber } from '#app/lib/format.ts'
import { cn } from '#app/lib/utils.ts'
import { AdminPage } from './admin-ui.tsx'
import type { DashboardData } from './dashboard.server.ts'
import { LeadsPerWeekChart } from './leads-chart.tsx'

function Figure({ label, value, alert, to }: { label: string; value: number; alert?: boolean; to?: string }) {
	const content = (
		<>
			<span className="block text-sm text-muted">{label}</span>
			<span className={cn('mt-1 block text-3xl font-bold tabular', alert && value > 0 && 'text-danger')}>
				{formatNumber(value)}
			</span>
		</>
	)
	return (
		<div className="rounded-[var(--radius-card)] border border-border bg-white p-5">
			{to ? (
				<Link to={to} className="block hover:underline">
					{content}
				</Link>
			) : (
				content
			)}
		</div>
	)
}

function CountTable({ caption, rows }: { caption: string; rows: { label: string; leads: number }[] }) {
	return (
		<div className="rounded-[var(--radius-card)] border border-border bg-white p-5">
			<table className="w-full text-left text-sm">
				<caption className="mb-3 text-left text-h3 font-bold">{caption}</caption>
				<thead className="sr-only">
					<tr>
						<th scope="col">Libellé</th>
						<th scope="col">Leads</th>
					</tr>
				</thead>
				<tbody>
					{rows.length === 0 ? (
						<tr>
							<td className="py-2 text-muted">Aucun lead sur la période</td>
						</tr>
					) : (
						rows.map((row) => (
							<tr key={row.label} className="border-t border-border">
								<td className="py-2 pr-4">{row.label}</td>
								<td className="py-2 text-right font-semibold tabular">{formatNumber(row.leads)}</td>
							</tr>
						))
					)}
				</tbody>
			</table>
		</div>
	)
}

/** The admin's first screen: the funnel at a glance and what the site still owes. */
export function DashboardScreen({ data, userEmail }: { data: DashboardData; userEmail: string }) {
	const total = data.weeks.reduce((sum, week) => sum + week.leads, 0)
	return (
		<AdminPage
			current="/admin"
			title="Tableau de bord"
			userEmail={userEmail}
			summary={`Les ${data.weeks.length} dernières semaines`}
		>
			<div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
				<Figure label={`Leads sur ${data.weeks.length} semaines`} value={total} to="/admin/leads" />
				<Figure label="Envois en attente" value={data.jobs.pending} to="/admin/envois" />
				<Figure label="Envois en échec" value={data.jobs.failed} alert to="/admin/envois" />
				<Figure label="E-mails non remis aux visiteurs" value={data.leadsWithFailedEmail} alert to="/admin/envois" />
			</div>
			<section
				aria-labelledby="pipeline-title"
				className="mt-6 rounded-[var(--radius-card)] border border-border bg-white p-5"
			>
				<h2 id="pipeline-title" className="text-h3 font-bold">
					Pipeline
				</h2>
				<p className="mt-1 text-sm text-muted">Tous les leads par statut de suivi</p>
				<ol className="mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
					{data.pipeline.map((stage) => (
						<li key={stage.status}>
							<Link
								to={`/admin/leads?statut=${stage.status}`}
								className="block rounded-[var(--radius-input)] bg-surface p-4 hover:underline"
							>
								<span className="block text-sm text-muted">{labelOf(leadStatusLabels, stage.status)}</span>
								<span data-pipeline={stage.status} className="mt-1 block text-2xl font-bold tabular">
									{formatNumber(stage.leads)}
								</span>
							</Link>
						</li>
					))}
				</ol>
			</section>
			<div className="mt-6 rounded-[var(--radius-card)] border border-border bg-white p-5">
				<h2 className="text-h3 font-bold">Leads par semaine</h2>
				<div className="mt-4">
					<LeadsPerWeekChart weeks={data.weeks} />
				</div>
			</div>
			<div className="mt-6 grid gap-4 lg:grid-cols-3">
				<CountTable
					caption="Leads par type"
					rows={data.byKind.map((row) => ({ label: labelOf(leadKindLabels, row.kind), leads: row.leads }))}
				/>
				<CountTable
					caption="Leads par livre blanc"
					rows={data.byWhitepaper.map((row) => ({ label: whitepaperLabel(row.whitepaperType), leads: row.leads }))}
				/>
				<CountTable
					caption="Leads par source"
					rows={data.bySource.map((row) => ({ label: row.source, leads: row.leads }))}
				/>
			</div>
		</AdminPage>
	)
}
