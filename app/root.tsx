import {
	isRouteErrorResponse,
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	useMatches,
	useRouteError,
	useRouteLoaderData,
} from 'react-router'
import { useLayoutEffect } from 'react'
import type { Route } from './+types/root'
import { NotFoundScreen } from '#app/components/layout/not-found-screen.tsx'
import { NoticeToasts } from '#app/components/layout/notice-toasts.tsx'
import { notices } from '#app/features/auth/auth-messages.ts'
import { AdminHintScript } from '#app/components/layout/admin-link.tsx'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { BrowserModule } from '#app/components/browser-module.tsx'
import readingPageModule from '#app/reading-page.browser.ts?browser-module'
import { SpeculationRules } from '#app/components/layout/speculation-rules.tsx'
import { ToastRegion } from '#app/components/ui/toast.tsx'
import { registerSiteSettings, siteConfig, siteSettingsForBrowser } from '#app/config/site.ts'
import { hydrates } from '#app/lib/hydration.ts'
import { useNonce } from '#app/lib/nonce.tsx'
import { securityMiddleware } from '#app/lib/security.server.ts'
import stylesheet from '#app/styles/app.css?url'
import interLetters from '#app/styles/fonts/inter-letters.woff2?url'
import interSigns from '#app/styles/fonts/inter-signs.woff2?url'

export const middleware: Route.MiddlewareFunction[] = [securityMiddleware]

/**
 * The site address and identity as the server read them at start (the browser's bundle
 * never carries them), and the notice a redirect carried in the URL (`?notice=…`), shown
 * as a toast by the server on reading pages.
 */
export function loader({ request }: Route.LoaderArgs) {
	return { ...siteSettingsForBrowser(), notice: noticeOf(new URL(request.url).searchParams.get('notice')) }
}

export const links: Route.LinksFunction = () => [
	// `precedence` lets React hoist the stylesheet above the scripts' modulepreloads.
	{ rel: 'stylesheet', href: stylesheet, precedence: 'default' },
	// The font's two halves, fetched at once, after what the first paint needs
	// (docs/decisions/047-first-load-budget.md, 099-font-in-two-preloaded-halves.md).
	...[interLetters, interSigns].map((href) => ({
		rel: 'preload',
		href,
		as: 'font',
		type: 'font/woff2',
		crossOrigin: 'anonymous' as const,
		fetchPriority: 'low' as const,
	})),
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
	{ rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
	{ rel: 'manifest', href: '/site.webmanifest' },
	{ rel: 'alternate', type: 'application/rss+xml', title: `Blog ${siteConfig.name}`, href: '/blog/rss.xml' },
]

export function Layout({ children }: { children: React.ReactNode }) {
	const nonce = useNonce()
	const rootData = useRouteLoaderData<typeof loader>('root')
	if (rootData) registerSiteSettings(rootData)
	// App pages hydrate; reading pages carry no framework (docs/decisions/054-static-first-pages.md).
	const hydrated = hydrates(useMatches())
	useReadingPagesAsDocuments(hydrated)
	const notice = rootData?.notice
	return (
		<html lang="fr">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#1D4ED8" />
				<Meta />
				{/* The same nonce on both sides: the browser hides the server's value (nonce=""), and the
				    client's '' then matches it, where React Router's default (none) warns in development. */}
				<Links nonce={nonce} />
			</head>
			<body className="min-h-dvh bg-white font-sans text-ink antialiased">
				<a
					href="#contenu"
					className="sr-only z-[60] rounded-full bg-primary px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
				>
					Aller au contenu
				</a>
				<SiteHeader />
				<main id="contenu" className="pt-16">
					{children}
				</main>
				<SiteFooter />
				<AdminHintScript nonce={nonce} />
				<ToastRegion hydrated={hydrated} toasts={notice ? [notice] : []} />
				<SpeculationRules nonce={nonce} />
				{hydrated ? (
					<>
						<ScrollRestoration nonce={nonce} />
						<Scripts nonce={nonce} />
					</>
				) : (
					<>
						{/* Every reading page: the header's menus, and the first page of a visit keeps its campaign for the lead forms (ADR 036, 101). */}
						<BrowserModule src={readingPageModule} />
						{import.meta.env.DEV ? (
							// `npm run dev`: Vite's client on reading pages too (styles updated in place, a reload on other changes).
							<script type="module" src="/@vite/client" />
						) : null}
					</>
				)}
			</body>
		</html>
	)
}

export default function App() {
	const notice = useRouteLoaderData<typeof loader>('root')?.notice
	return (
		<>
			<NoticeToasts notice={notice} />
			<Outlet />
		</>
	)
}

/**
 * A reading page never renders in the browser: it has no code there. When an app page's
 * router lands on one anyway (a link or a redirect not marked as a document navigation),
 * the page is loaded as a document, in place of the entry the router just made.
 */
function useReadingPagesAsDocuments(hydrated: boolean) {
	useLayoutEffect(() => {
		if (!hydrated) window.location.replace(window.location.href)
	}, [hydrated])
}

function noticeOf(key: string | null) {
	return key && Object.hasOwn(notices, key) ? notices[key as keyof typeof notices] : undefined
}

export function ErrorBoundary() {
	const error = useRouteError()
	if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />
	// 503: the database is away (admin pages); the page says so and the visitor retries later.
	const unavailable = isRouteErrorResponse(error) && error.status === 503
	return (
		<section className="section-y bg-surface">
			<div className="container-page text-center">
				<h1 className="text-h2">{unavailable ? 'Service temporairement indisponible' : 'Une erreur est survenue'}</h1>
				<p className="mx-auto mt-4 max-w-md text-lg text-muted">
					{unavailable
						? 'Ce service est momentanément indisponible. Veuillez réessayer dans quelques instants.'
						: 'Nous n’avons pas pu afficher cette page. Veuillez réessayer dans quelques instants.'}
				</p>
				<a
					href="/"
					className="mt-8 inline-flex min-h-11 items-center rounded-full bg-primary px-6 font-semibold text-white"
				>
					Retour à l’accueil
				</a>
			</div>
		</section>
	)
}
