import { buttonVariants } from '#app/components/ui/button.tsx'

/** The not-found screen, in French and served with HTTP 404 (docs/decisions/017-errors-and-not-found.md). */
export function NotFoundScreen() {
	return (
		<section className="section-y flex min-h-[70vh] items-center bg-surface">
			<div className="container-page text-center">
				<p className="brand-gradient inline-block bg-clip-text text-8xl font-bold tracking-tight text-transparent tabular sm:text-9xl">
					404
				</p>
				<h1 className="text-h2 mt-4">Oups&nbsp;! Cette page est introuvable</h1>
				<p className="mx-auto mt-4 max-w-md text-lg text-muted">
					La page que vous cherchez n’existe pas ou a été déplacée.
				</p>
				<a href="/" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
					Retour à l’accueil
				</a>
			</div>
		</section>
	)
}
