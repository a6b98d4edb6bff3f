CREATE TABLE "saved_builds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"shared_build_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_builds" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"digest" text NOT NULL,
	"parts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_builds_code_unique" UNIQUE("code"),
	CONSTRAINT "shared_builds_digest_unique" UNIQUE("digest")
);
--> statement-breakpoint
ALTER TABLE "saved_builds" ADD CONSTRAINT "saved_builds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_builds" ADD CONSTRAINT "saved_builds_shared_build_id_shared_builds_id_fk" FOREIGN KEY ("shared_build_id") REFERENCES "public"."shared_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_builds_user_idx" ON "saved_builds" USING btree ("user_id","updated_at");