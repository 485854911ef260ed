-- One page, one form in the attribution (docs/decisions/036-lead-attribution.md): a page
-- path is stored without a trailing slash and without the suffix of React Router's data
-- requests, as app/features/leads/attribution.ts (pagePath) now writes it. Rows written
-- before are corrected here: '/x/' and '/x.data' become '/x', '/_root.data' becomes '/'.
UPDATE whitepaper_leads
SET source_page = regexp_replace(
	regexp_replace(
		regexp_replace(source_page, '^([^?#]*?)(?:/_)?\.data(?=[?#]|$)', '\1'),
		'^/_root(?=[?#]|$)', '/'),
	'^([^?#]*[^/?#])/+(?=[?#]|$)', '\1')
WHERE source_page ~ '(\.data|[^/]/+)([?#]|$)';
--> statement-breakpoint
UPDATE newsletter_subscribers
SET source_page = regexp_replace(
	regexp_replace(
		regexp_replace(source_page, '^([^?#]*?)(?:/_)?\.data(?=[?#]|$)', '\1'),
		'^/_root(?=[?#]|$)', '/'),
	'^([^?#]*[^/?#])/+(?=[?#]|$)', '\1')
WHERE source_page ~ '(\.data|[^/]/+)([?#]|$)';
--> statement-breakpoint
UPDATE contact_inquiries
SET source_page = regexp_replace(
	regexp_replace(
		regexp_replace(source_page, '^([^?#]*?)(?:/_)?\.data(?=[?#]|$)', '\1'),
		'^/_root(?=[?#]|$)', '/'),
	'^([^?#]*[^/?#])/+(?=[?#]|$)', '\1')
WHERE source_page ~ '(\.data|[^/]/+)([?#]|$)';
--> statement-breakpoint
UPDATE roi_estimates
SET source_page = regexp_replace(
	regexp_replace(
		regexp_replace(source_page, '^([^?#]*?)(?:/_)?\.data(?=[?#]|$)', '\1'),
		'^/_root(?=[?#]|$)', '/'),
	'^([^?#]*[^/?#])/+(?=[?#]|$)', '\1')
WHERE source_page ~ '(\.data|[^/]/+)([?#]|$)';
