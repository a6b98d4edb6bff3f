CREATE TABLE "payment_callbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"receipt" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "payment_callbacks_unapplied_idx" ON "payment_callbacks" USING btree ("next_attempt_at") WHERE "payment_callbacks"."applied_at" is null;--> statement-breakpoint
CREATE INDEX "payment_callbacks_receipt_idx" ON "payment_callbacks" USING btree ("receipt","kind");--> statement-breakpoint
CREATE TABLE "daraja_simulator_c2b" (
	"trans_id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"account" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
