/**
 * React Router's default client entry, plus the header's plain module: app pages run it
 * from here rather than as a script of its own, one request less on their first load
 * (docs/decisions/047-first-load-budget.md); reading pages run it in their one module
 * (app/reading-page.browser.ts).
 */
// oxlint-disable-next-line import/no-unassigned-import -- the module sets up the header when it runs
import './components/layout/header.browser.ts'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

startTransition(() => {
	hydrateRoot(
		document,
		<StrictMode>
			<HydratedRouter />
		</StrictMode>,
	)
})
