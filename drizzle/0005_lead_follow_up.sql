CREATE TABLE "contact_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"company" varchar(200) NOT NULL,
	"phone" varchar(20),
	"subject" text NOT NULL,
	"message" varchar(5000) NOT NULL,
	"source_page" varchar(300),
	"referrer_host" varchar(255),
	"utm_source" varchar(200),
	"utm_medium" varchar(200),
	"utm_campaign" varchar(200),
	"utm_term" varchar(200),
	"utm_content" varchar(200),
	CONSTRAINT "contact_inquiries_first_name_length" CHECK (char_length(btrim("contact_inquiries"."first_name")) >= 2),
	CONSTRAINT "contact_inquiries_last_name_length" CHECK (char_length(btrim("contact_inquiries"."last_name")) >= 2),
	CONSTRAINT "contact_inquiries_email_format" CHECK ("contact_inquiries"."email" ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and "contact_inquiries"."email" = lower("contact_inquiries"."email")),
	CONSTRAINT "contact_inquiries_company_length" CHECK (char_length(btrim("contact_inquiries"."company")) >= 2),
	CONSTRAINT "contact_inquiries_subject" CHECK ("contact_inquiries"."subject" in ('migration', 'data-ia', 'workspace', 'licences', 'securite', 'autre')),
	CONSTRAINT "contact_inquiries_message_length" CHECK (char_length(btrim("contact_inquiries"."message")) >= 10)
);
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"author_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"body" varchar(2000) NOT NULL,
	CONSTRAINT "lead_notes_body_length" CHECK (char_length(btrim("lead_notes"."body")) >= 1)
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'nouveau' NOT NULL,
	"owner_user_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_kind" CHECK ("leads"."kind" in ('whitepaper', 'contact', 'roi-estimate')),
	CONSTRAINT "leads_status" CHECK ("leads"."status" in ('nouveau', 'contacte', 'qualifie', 'gagne', 'perdu'))
);
--> statement-breakpoint
CREATE TABLE "roi_estimates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" varchar(255) NOT NULL,
	"company" varchar(200) NOT NULL,
	"inputs" jsonb NOT NULL,
	"consent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consent_text" text NOT NULL,
	"source_page" varchar(300),
	"referrer_host" varchar(255),
	"utm_source" varchar(200),
	"utm_medium" varchar(200),
	"utm_campaign" varchar(200),
	"utm_term" varchar(200),
	"utm_content" varchar(200),
	CONSTRAINT "roi_estimates_email_format" CHECK ("roi_estimates"."email" ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and "roi_estimates"."email" = lower("roi_estimates"."email")),
	CONSTRAINT "roi_estimates_company_length" CHECK (char_length(btrim("roi_estimates"."company")) >= 2),
	CONSTRAINT "roi_estimates_inputs_object" CHECK (jsonb_typeof("roi_estimates"."inputs") = 'object')
);
--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD CONSTRAINT "contact_inquiries_id_leads_id_fk" FOREIGN KEY ("id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roi_estimates" ADD CONSTRAINT "roi_estimates_id_leads_id_fk" FOREIGN KEY ("id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_user_id");--> statement-breakpoint
-- The white-paper leads already stored enter the lead index (docs/decisions/075-one-lead-index-for-every-kind.md).
INSERT INTO "leads" ("id", "kind", "created_at", "updated_at") SELECT "id", 'whitepaper', "created_at", "created_at" FROM "whitepaper_leads";--> statement-breakpoint
ALTER TABLE "whitepaper_leads" ADD CONSTRAINT "whitepaper_leads_id_leads_id_fk" FOREIGN KEY ("id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The lead index is kept by the database whoever writes a kind's table: its row is
-- written with the details (same id, the kind given by the trigger), follows their
-- created_at, and goes with them (taking the notes along).
CREATE FUNCTION "lead_index_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "leads" ("id", "kind", "created_at", "updated_at") VALUES (NEW."id", TG_ARGV[0], NEW."created_at", NEW."created_at");
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "lead_index_created_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "leads" SET "created_at" = NEW."created_at" WHERE "id" = NEW."id";
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "lead_index_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "leads" WHERE "id" = OLD."id";
	RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "whitepaper_leads_index_insert" BEFORE INSERT ON "whitepaper_leads" FOR EACH ROW EXECUTE FUNCTION "lead_index_insert"('whitepaper');--> statement-breakpoint
CREATE TRIGGER "whitepaper_leads_index_created_at" AFTER UPDATE OF "created_at" ON "whitepaper_leads" FOR EACH ROW EXECUTE FUNCTION "lead_index_created_at"();--> statement-breakpoint
CREATE TRIGGER "whitepaper_leads_index_delete" AFTER DELETE ON "whitepaper_leads" FOR EACH ROW EXECUTE FUNCTION "lead_index_delete"();--> statement-breakpoint
CREATE TRIGGER "contact_inquiries_index_insert" BEFORE INSERT ON "contact_inquiries" FOR EACH ROW EXECUTE FUNCTION "lead_index_insert"('contact');--> statement-breakpoint
CREATE TRIGGER "contact_inquiries_index_created_at" AFTER UPDATE OF "created_at" ON "contact_inquiries" FOR EACH ROW EXECUTE FUNCTION "lead_index_created_at"();--> statement-breakpoint
CREATE TRIGGER "contact_inquiries_index_delete" AFTER DELETE ON "contact_inquiries" FOR EACH ROW EXECUTE FUNCTION "lead_index_delete"();--> statement-breakpoint
CREATE TRIGGER "roi_estimates_index_insert" BEFORE INSERT ON "roi_estimates" FOR EACH ROW EXECUTE FUNCTION "lead_index_insert"('roi-estimate');--> statement-breakpoint
CREATE TRIGGER "roi_estimates_index_created_at" AFTER UPDATE OF "created_at" ON "roi_estimates" FOR EACH ROW EXECUTE FUNCTION "lead_index_created_at"();--> statement-breakpoint
CREATE TRIGGER "roi_estimates_index_delete" AFTER DELETE ON "roi_estimates" FOR EACH ROW EXECUTE FUNCTION "lead_index_delete"();
