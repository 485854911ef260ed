/**
 * What the newsletter feature offers the other features and the server: they import it from
 * here, never from its other modules (docs/decisions/094-layers.md).
 */

export { announcementDoneMessages } from './announcement-schema.ts'
export type { AnnouncementDone } from './announcement-schema.ts'
export { subscriberStatusLabels } from './subscribers-csv.ts'
