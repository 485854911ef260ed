ALTER TABLE "newsletter_announcements" ADD COLUMN "status" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_announcements" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_announcements" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
-- Rows written before scheduling existed: the baseline stays the baseline, every other
-- announcement already had its deliveries written (released when it was created).
UPDATE "newsletter_announcements" SET "status" = CASE WHEN "baseline" THEN 'baseline' ELSE 'released' END, "released_at" = CASE WHEN "baseline" THEN NULL ELSE "created_at" END;--> statement-breakpoint
ALTER TABLE "newsletter_announcements" DROP COLUMN "baseline";--> statement-breakpoint
ALTER TABLE "newsletter_announcements" ADD CONSTRAINT "newsletter_announcements_status" CHECK ("newsletter_announcements"."status" in ('baseline', 'scheduled', 'cancelled', 'released'));--> statement-breakpoint
ALTER TABLE "newsletter_announcements" ADD CONSTRAINT "newsletter_announcements_due" CHECK ("newsletter_announcements"."status" in ('baseline', 'released') or "newsletter_announcements"."due_at" is not null);