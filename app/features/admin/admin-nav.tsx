import LogOut from 'lucide-react/icons/log-out'
import type * as React from 'react'
import { Form, Link } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { cn } from '#app/lib/utils.ts'

export const adminPages = [
	{ path: '/admin', label: 'Tableau de bord' },
	{ path: '/admin/leads', label: 'Leads' },
	{ path: '/admin/envois', label: 'Envois' },
	{ path: '/admin/newsletter', label: 'Newsletter' },
	{ path: '/admin/journal', label: 'Journal d’audit' },
] as const

export type AdminPath = (typeof adminPages)[number]['path']

/** The admin area's navigation (dashboard, leads, deliveries), the signed-in admin and the sign-out button. */
export function AdminHeader({
	current,
	title,
	userEmail,
	children,
}: {
	current: AdminPath
	title: string
	userEmail: string
	children?: React.ReactNode
}) {
	return (
		<header>
			<div className="flex flex-wrap items-center justify-between gap-4">
				<nav aria-label="Administration">
					{/* 24 px corners: a pill on one row (48 px tall), a rounded box when it wraps on a phone. */}
					<ul className="flex flex-wrap gap-1 rounded-3xl bg-white p-1 ring-1 ring-border">
						{adminPages.map((page) => (
							<li key={page.path}>
								<Link
									to={page.path}
									aria-current={page.path === current ? 'page' : undefined}
									className={cn(
										'inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold',
										page.path === current ? 'bg-primary text-white' : 'text-ink hover:bg-surface',
									)}
								>
									{page.label}
								</Link>
							</li>
						))}
					</ul>
				</nav>
				<Form method="post" action="/deconnexion">
					<Button type="submit" variant="secondary">
						<LogOut aria-hidden="true" />
						Déconnexion
					</Button>
				</Form>
			</div>
			<h1 className="mt-8 text-h2">{title}</h1>
			<p className="mt-2 text-muted">
				{children}
				{children ? ' · ' : ''}connecté en tant que {userEmail}
			</p>
		</header>
	)
}
