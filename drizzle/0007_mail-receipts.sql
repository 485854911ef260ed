CREATE TABLE "mail_receipts" (
	"key" text PRIMARY KEY NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_receipts_accepted_at_idx" ON "mail_receipts" USING btree ("accepted_at");