/**
 * What the newsletter feature offers the other features and the server, on the server only:
 * they import it from here, never from its other modules (docs/decisions/094-layers.md).
 */

export type { AnnouncementActionError } from './announcements-admin.server.ts'
export type { listAnnouncements } from './announcements.server.ts'
export type { listSubscribers } from './subscribers-admin.server.ts'
