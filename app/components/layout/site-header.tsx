import Menu from 'lucide-react/icons/menu'
import X from 'lucide-react/icons/x'
import { AdminLink } from '#app/components/layout/admin-link.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { siteConfig } from '#app/config/site.ts'
import { cn } from '#app/lib/utils.ts'
import { Logo } from './logo.tsx'
import { NavItemLink } from './nav-link.tsx'
import { NavMenu } from './nav-menu.tsx'
import { careersNav, expertiseMenu, type NavItem, primaryNav } from './navigation.ts'

const desktopLinkClass =
	'inline-flex min-h-11 items-center rounded-full px-3 text-[0.95rem] font-medium text-ink transition-colors hover:text-primary'

/** The id of the phone menu's dialog. */
export const MOBILE_MENU_ID = 'menu-mobile'

/**
 * The fixed header. Its menus are the platform's (docs/decisions/054-static-first-pages.md):
 * two popovers on wide screens, and below 1024 px a modal dialog opened by an invoker
 * command. The dialog sits outside the header: the header's backdrop blur would make it
 * the containing block of anything fixed inside it, and the dialog must fill the screen.
 */
export function SiteHeader() {
	const [home, ...rest] = primaryNav
	return (
		<>
			<header className="site-header fixed inset-x-0 top-0 z-40 h-16 border-b border-transparent bg-white/90 backdrop-blur-md">
				<div className="container-page flex h-full items-center justify-between gap-2 sm:gap-4">
					<HomeLink />
					<nav aria-label="Navigation principale" className="hidden lg:block">
						<ul className="flex items-center gap-0.5">
							{home ? (
								<li>
									<NavItemLink item={home} className={desktopLinkClass} />
								</li>
							) : null}
							<li>
								<NavMenu id="menu-expertise" label="Expertise" items={expertiseMenu} />
							</li>
							{rest.map((item) => (
								<li key={item.label}>
									<NavItemLink item={item} className={desktopLinkClass} />
								</li>
							))}
							<li>
								<NavMenu id="menu-carrieres" label="Carrières" items={careersNav} />
							</li>
						</ul>
					</nav>
					<div className="flex items-center gap-2">
						<AdminLink />
						<ExternalLink href={siteConfig.bookingUrl} className={cn(buttonVariants({ size: 'sm' }), 'max-sm:hidden')}>
							Nous contacter
						</ExternalLink>
						<button
							type="button"
							commandfor={MOBILE_MENU_ID}
							command="show-modal"
							aria-haspopup="dialog"
							className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-ink hover:bg-surface lg:hidden"
						>
							<Menu aria-hidden="true" className="size-6" />
							<span className="sr-only">Menu</span>
						</button>
					</div>
				</div>
			</header>
			<MobileMenu />
		</>
	)
}

function HomeLink() {
	return (
		<a href="/" className="rounded-lg" aria-label={`${siteConfig.name}, page d’accueil`}>
			<Logo />
		</a>
	)
}

/**
 * The phone menu: a modal dialog over the whole screen, with its own top bar (the logo
 * and a close button where the header's ones were). The browser traps the focus in it,
 * makes the page behind inert, closes it on Escape and gives the focus back to ☰.
 * Its list scrolls on its own when the screen is short.
 */
function MobileMenu() {
	return (
		<dialog id={MOBILE_MENU_ID} aria-label="Menu" className="mobile-menu bg-white text-ink lg:hidden">
			<div className="flex h-full flex-col">
				<div className="container-page flex h-16 shrink-0 items-center justify-between gap-2 border-b border-border">
					<HomeLink />
					<button
						type="button"
						commandfor={MOBILE_MENU_ID}
						command="close"
						className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-ink hover:bg-surface"
					>
						<X aria-hidden="true" className="size-6" />
						<span className="sr-only">Fermer le menu</span>
					</button>
				</div>
				<nav aria-label="Navigation mobile" className="container-page flex-1 overflow-y-auto overscroll-contain py-4">
					<MobileGroup title="Navigation" items={primaryNav} />
					<MobileGroup title="Expertise" items={expertiseMenu} />
					<MobileGroup title="Carrières" items={careersNav} />
				</nav>
				<div className="container-page shrink-0 border-t border-border py-4">
					<ExternalLink href={siteConfig.bookingUrl} className={cn(buttonVariants(), 'w-full')}>
						Nous contacter
					</ExternalLink>
				</div>
			</div>
		</dialog>
	)
}

function MobileGroup({ title, items }: { title: string; items: NavItem[] }) {
	return (
		<div className="mb-5">
			<p className="mb-1 text-xs font-semibold uppercase tracking-[0.12em] text-muted">{title}</p>
			<ul>
				{items.map((item) => (
					<li key={item.label}>
						<NavItemLink
							item={item}
							className="flex min-h-11 items-center rounded-lg px-2 text-base font-medium text-ink hover:bg-surface hover:text-primary"
						/>
					</li>
				))}
			</ul>
		</div>
	)
}
