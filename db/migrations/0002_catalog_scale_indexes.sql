DROP INDEX "products_brand_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category","rating" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_brand_lower_idx" ON "products" USING btree (lower("brand"));--> statement-breakpoint
CREATE INDEX "products_rating_sort_idx" ON "products" USING btree ("rating" DESC NULLS FIRST,"num_reviews" DESC NULLS FIRST,"id");