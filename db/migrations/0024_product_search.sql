CREATE TABLE "product_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"count_in_stock" integer NOT NULL,
	"status" text NOT NULL,
	"rating" real NOT NULL,
	"num_reviews" integer NOT NULL,
	"search" "tsvector" NOT NULL,
	"search_name" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_search_idx" ON "product_search" USING gin ("search");--> statement-breakpoint
CREATE INDEX "product_search_name_vector_idx" ON "product_search" USING gin ("search_name");--> statement-breakpoint
CREATE INDEX "product_search_price_idx" ON "product_search" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "product_search_name_idx" ON "product_search" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "product_search_rating_idx" ON "product_search" USING btree ("rating" DESC NULLS FIRST,"num_reviews" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "product_search_category_idx" ON "product_search" USING btree ("category");