CREATE TABLE "product_changes" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"xid" "xid8" NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_changes_xid_idx" ON "product_changes" USING btree ("xid");