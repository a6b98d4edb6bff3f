-- Issue 32 item 17: Name A–Z without regard to case ('acer' before 'ASUS'). A–Z only are folded, the
-- same as core/catalog/name-fold.ts (lower() differs between the C and C.UTF-8 collations).
ALTER TABLE "products" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (translate(name, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "products_name_idx";--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name_folded","name","id");--> statement-breakpoint
DROP INDEX IF EXISTS "products_category_idx";--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","name_folded","name","id");
