-- Issue 30, item 2 (decision 065): consent to marketing messages, append-only. Each row is one choice the
-- shopper made, with the exact words they were shown and when; the latest row per user is their state.
CREATE TABLE "marketing_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"granted" boolean NOT NULL,
	"channel" text DEFAULT 'sms' NOT NULL,
	"wording" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_consents_user_idx" ON "marketing_consents" USING btree ("user_id","id");--> statement-breakpoint
-- History is never rewritten: an UPDATE is refused (rows go only with the account, by the cascade).
CREATE FUNCTION marketing_consents_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'marketing_consents is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER marketing_consents_no_update BEFORE UPDATE ON "marketing_consents"
  FOR EACH ROW EXECUTE FUNCTION marketing_consents_append_only();--> statement-breakpoint
-- The shop's registration with the Office of the Data Protection Commissioner, shown on /privacy.
ALTER TABLE "store_settings" ADD COLUMN "odpc_registration" text DEFAULT '' NOT NULL;
