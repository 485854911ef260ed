/**
 * The components the home feature offers the other features: they import them from here,
 * never from its other modules (docs/decisions/094-layers.md).
 */

export { StatList } from './stat-list.tsx'
