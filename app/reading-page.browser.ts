/**
 * What every reading page runs, as one module and so one request of its first load
 * (docs/decisions/101-one-module-per-reading-page.md): the header's menus and the visit's
 * attribution for the lead forms. App pages run the header from their client entry
 * (app/entry.client.tsx); their forms carry what the server read of the visit
 * (app/features/leads/attribution-fields.tsx).
 */
// oxlint-disable-next-line import/no-unassigned-import -- the module sets up the header when it runs
import './components/layout/header.browser.ts'
// oxlint-disable-next-line import/no-unassigned-import -- the module keeps the visit's landing page and fills the forms' fields
import './features/leads/attribution.browser.ts'
