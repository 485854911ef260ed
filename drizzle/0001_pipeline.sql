ALTER TABLE "whitepaper_leads" ADD COLUMN "source_page" varchar(300);--> statement-breakpoint
ALTER TABLE "whitepaper_leads" ADD COLUMN "referrer_host" varchar(255);--> statement-breakpoint
ALTER TABLE "whitepaper_leads" ADD COLUMN "utm_source" varchar(200);--> statement-breakpoint
ALTER TABLE "whitepaper_leads" ADD COLUMN "utm_medium" varchar(200);--> statement-breakpoint
ALTER TABLE "whitepaper_leads" ADD COLUMN "utm_campaign" varchar(200);--> statement-breakpoint
ALTER TABLE "whitepaper_leads" ADD COLUMN "utm_term" varchar(200);--> statement-breakpoint
ALTER TABLE "whitepaper_leads" ADD COLUMN "utm_content" varchar(200);