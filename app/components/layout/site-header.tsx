import { Menu, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { siteConfig } from '#app/config/site.ts'
import { cn } from '#app/lib/utils.ts'
import { Logo } from './logo.tsx'
import { NavDropdown } from './nav-dropdown.tsx'
import { NavItemLink } from './nav-link.tsx'
import { careersNav, expertiseMenu, type NavItem, primaryNav } from './navigation.ts'

const desktopLinkClass =
	'inline-flex min-h-11 items-center rounded-full px-3 text-[0.95rem] font-medium text-ink transition-colors hover:text-primary'

export function SiteHeader() {
	const [scrolled, setScrolled] = useState(false)

	useEffect(() => {
		const onScroll = () => setScrolled(window.scrollY > 8)
		onScroll()
		window.addEventListener('scroll', onScroll, { passive: true })
		return () => window.removeEventListener('scroll', onScroll)
	}, [])

	const [home, ...rest] = primaryNav
	return (
		<header
			data-scrolled={scrolled}
			className="fixed inset-x-0 top-0 z-40 h-16 border-b border-transparent bg-white/90 backdrop-blur-md transition-[border-color,box-shadow] duration-200 data-[scrolled=true]:border-border data-[scrolled=true]:shadow-sm"
		>
			<div className="container-page flex h-full items-center justify-between gap-2 sm:gap-4">
				<Link to="/" className="rounded-lg" aria-label={`${siteConfig.name}, page d’accueil`}>
					<Logo />
				</Link>
				<nav aria-label="Navigation principale" className="hidden lg:block">
					<ul className="flex items-center gap-0.5">
						{home ? (
							<li>
								<NavItemLink item={home} className={desktopLinkClass} />
							</li>
						) : null}
						<li>
							<NavDropdown label="Expertise" items={expertiseMenu} />
						</li>
						{rest.map((item) => (
							<li key={item.label}>
								<NavItemLink item={item} className={desktopLinkClass} />
							</li>
						))}
						<li>
							<NavDropdown label="Carrières" items={careersNav} />
						</li>
					</ul>
				</nav>
				<div className="flex items-center gap-2">
					<ExternalLink href={siteConfig.bookingUrl} className={cn(buttonVariants({ size: 'sm' }), 'max-sm:hidden')}>
						Nous contacter
					</ExternalLink>
					<MobileMenu />
				</div>
			</div>
		</header>
	)
}

/**
 * The mobile panel, a `<details>` disclosure: it opens and closes without JavaScript.
 * With JavaScript, Escape closes it, choosing an item closes it, and the page behind is
 * inert while it is open (focus stays in the header and the panel).
 */
function MobileMenu() {
	const [open, setOpen] = useState(false)
	const summaryRef = useRef<HTMLElement>(null)
	const close = () => setOpen(false)

	useEffect(() => {
		if (!open) return
		const behind = [document.getElementById('contenu'), document.querySelector('footer')]
		for (const element of behind) element?.setAttribute('inert', '')
		document.documentElement.dataset.menuOpen = 'true'
		function onKeyDown(event: KeyboardEvent) {
			if (event.key !== 'Escape') return
			setOpen(false)
			summaryRef.current?.focus()
		}
		document.addEventListener('keydown', onKeyDown)
		return () => {
			for (const element of behind) element?.removeAttribute('inert')
			delete document.documentElement.dataset.menuOpen
			document.removeEventListener('keydown', onKeyDown)
		}
	}, [open])

	return (
		<details
			id="mobile-menu"
			open={open}
			onToggle={(event) => setOpen(event.currentTarget.open)}
			className="group lg:hidden"
		>
			<summary
				ref={summaryRef}
				className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-full text-ink hover:bg-surface [&::-webkit-details-marker]:hidden"
			>
				<Menu aria-hidden="true" className="size-6 group-open:hidden" />
				<X aria-hidden="true" className="hidden size-6 group-open:block" />
				<span className="sr-only">Menu</span>
			</summary>
			<div className="fixed inset-x-0 bottom-0 top-16 flex flex-col border-t border-border bg-white text-ink shadow-2xl">
				<nav aria-label="Navigation mobile" className="flex-1 overflow-y-auto px-5 py-4">
					<MobileGroup title="Navigation" items={primaryNav} onSelect={close} />
					<MobileGroup title="Expertise" items={expertiseMenu} onSelect={close} />
					<MobileGroup title="Carrières" items={careersNav} onSelect={close} />
				</nav>
				<div className="border-t border-border p-5">
					<ExternalLink href={siteConfig.bookingUrl} onClick={close} className={cn(buttonVariants(), 'w-full')}>
						Nous contacter
					</ExternalLink>
				</div>
			</div>
		</details>
	)
}

function MobileGroup({ title, items, onSelect }: { title: string; items: NavItem[]; onSelect: () => void }) {
	return (
		<div className="mb-5">
			<p className="mb-1 text-xs font-semibold uppercase tracking-[0.12em] text-muted">{title}</p>
			<ul>
				{items.map((item) => (
					<li key={item.label}>
						<NavItemLink
							item={item}
							onClick={onSelect}
							className="flex min-h-11 items-center rounded-lg px-2 text-base font-medium text-ink hover:bg-surface hover:text-primary"
						/>
					</li>
				))}
			</ul>
		</div>
	)
}
