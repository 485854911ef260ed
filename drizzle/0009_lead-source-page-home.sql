-- Migration 0008 turned the home page's data URL of React Router 8.4, '/_.data', into ''
-- (and '/_.data?x' into '?x'): those rows are the home page. pagePath never writes a path
-- that is empty or starts with its query (docs/decisions/036-lead-attribution.md).
UPDATE whitepaper_leads SET source_page = '/' || source_page WHERE source_page = '' OR source_page ~ '^[?#]';
--> statement-breakpoint
UPDATE newsletter_subscribers SET source_page = '/' || source_page WHERE source_page = '' OR source_page ~ '^[?#]';
--> statement-breakpoint
UPDATE contact_inquiries SET source_page = '/' || source_page WHERE source_page = '' OR source_page ~ '^[?#]';
--> statement-breakpoint
UPDATE roi_estimates SET source_page = '/' || source_page WHERE source_page = '' OR source_page ~ '^[?#]';
