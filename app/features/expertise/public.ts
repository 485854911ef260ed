/**
 * What the expertise feature offers the other features and the server: they import it from
 * here, never from its other modules (docs/decisions/094-layers.md).
 */

export { expertiseIcons } from './area-icons.ts'
