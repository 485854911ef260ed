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
import { careersNav, expertiseNav, type NavItem, primaryNav } from './navigation.ts'
import { useSectionNavigation } from './use-section-navigation.ts'

const desktopLinkClass =
	'inline-flex min-h-11 items-center rounded-full px-3 text-[0.95rem] font-medium text-ink transition-colors hover:text-primary'

export function SiteHeader() {
	const [scrolled, setScrolled] = useState(false)
	const goToSection = useSectionNavigation()

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
			<div className="container-page flex h-full items-center justify-between gap-4">
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
							<NavDropdown label="Expertise" items={expertiseNav} onLabelClick={() => goToSection('expertise')} />
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
					<ExternalLink
						href={siteConfig.bookingUrl}
						className={cn(buttonVariants({ size: 'sm' }), 'hidden sm:inline-flex')}
					>
						Nous contacter
					</ExternalLink>
					<MobileMenu />
				</div>
			</div>
		</header>
	)
}

/**
 * The mobile panel: a native modal <dialog> (focus kept inside, Escape closes, the
 * page behind is inert) — the same guarantees as a dialog library, without its weight
 * on every page.
 */
function MobileMenu() {
	const dialogRef = useRef<HTMLDialogElement>(null)
	const close = () => dialogRef.current?.close()
	return (
		<>
			<button
				type="button"
				aria-haspopup="dialog"
				aria-controls="mobile-menu"
				onClick={() => dialogRef.current?.showModal()}
				className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface lg:hidden"
			>
				<Menu aria-hidden="true" className="size-6" />
				<span className="sr-only">Ouvrir le menu</span>
			</button>
			<dialog
				ref={dialogRef}
				id="mobile-menu"
				aria-label="Menu"
				onClick={(event) => {
					// A click on the backdrop (outside the panel) closes the menu.
					if (event.target === dialogRef.current) close()
				}}
				className="m-0 ml-auto h-dvh max-h-none w-full max-w-sm bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50 open:flex open:flex-col lg:hidden"
			>
				<div className="flex h-16 shrink-0 items-center justify-between border-b border-border px-5">
					<Link to="/" onClick={close} aria-label={`${siteConfig.name}, page d’accueil`}>
						<Logo />
					</Link>
					<button
						type="button"
						onClick={close}
						className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface"
					>
						<X aria-hidden="true" className="size-6" />
						<span className="sr-only">Fermer le menu</span>
					</button>
				</div>
				<nav aria-label="Navigation mobile" className="flex-1 overflow-y-auto px-5 py-4">
					<MobileGroup title="Navigation" items={primaryNav} onSelect={close} />
					<MobileGroup title="Expertise" items={expertiseNav} onSelect={close} />
					<MobileGroup title="Carrières" items={careersNav} onSelect={close} />
				</nav>
				<div className="border-t border-border p-5">
					<ExternalLink href={siteConfig.bookingUrl} onClick={close} className={cn(buttonVariants(), 'w-full')}>
						Nous contacter
					</ExternalLink>
				</div>
			</dialog>
		</>
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
