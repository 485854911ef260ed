/**
 * The careers page's own module, one request of its first load for both of its
 * sections that need JavaScript (docs/decisions/101-one-module-per-reading-page.md):
 * Escape on the values' cards and the map's postcards.
 */
// oxlint-disable-next-line import/no-unassigned-import -- the module sets up the values' cards when it runs
import './careers-values.browser.ts'
// oxlint-disable-next-line import/no-unassigned-import -- the module sets up the map and its postcards when it runs
import './world-map.browser.ts'
