CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daraja_simulator_pushes" (
	"checkout_request_id" text PRIMARY KEY NOT NULL,
	"merchant_request_id" text NOT NULL,
	"amount" integer NOT NULL,
	"phone" text NOT NULL,
	"callback_url" text NOT NULL,
	"result_code" integer,
	"result_desc" text,
	"queries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daraja_simulator_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_pid" integer NOT NULL,
	"last_error" text
);
