import { Link } from 'react-router'

/** Links between the admin screens on personal data (until the admin navigation lists them). */
export function AdminLinks({ current }: { current: string }) {
	const links = [
		{ to: '/admin/leads', label: 'Leads' },
		{ to: '/admin/newsletter', label: 'Newsletter' },
		{ to: '/admin/journal', label: 'Journal d’audit' },
	]
	return (
		<nav aria-label="Administration" className="mb-6 flex flex-wrap gap-2 text-sm">
			{links.map((link) => (
				<Link
					key={link.to}
					to={link.to}
					aria-current={link.to === current ? 'page' : undefined}
					className="rounded-full border border-border px-3 py-1.5 font-semibold hover:bg-white aria-[current=page]:bg-ink aria-[current=page]:text-white"
				>
					{link.label}
				</Link>
			))}
		</nav>
	)
}
