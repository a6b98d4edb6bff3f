ALTER TABLE "mail_queue" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_by" text DEFAULT 'both' NOT NULL;
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"queue_id" integer,
	"message_id" text,
	"number_masked" text NOT NULL,
	"status_code" integer NOT NULL,
	"status" text NOT NULL,
	"cost" text,
	"segments" integer DEFAULT 1 NOT NULL,
	"delivery_status" text,
	"failure_reason" text,
	"network_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sms_messages_message_idx" ON "sms_messages" USING btree ("message_id");
--> statement-breakpoint
CREATE TABLE "sms_delivery_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"status" text NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sms_delivery_reports_message_idx" ON "sms_delivery_reports" USING btree ("message_id");
--> statement-breakpoint
CREATE TABLE "sms_simulator_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"to" text NOT NULL,
	"sender" text NOT NULL,
	"message" text NOT NULL,
	"segments" integer NOT NULL,
	"cost" text NOT NULL,
	"delivery_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
