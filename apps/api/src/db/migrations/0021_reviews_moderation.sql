ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "credited_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_customer_product_unique" ON "reviews" USING btree ("customer_id","product_id") WHERE customer_id is not null;--> statement-breakpoint
-- One source of truth for ratings: a product's average and count are those of its approved
-- reviews, as the reviews domain keeps them from now on (the demo seed had drawn them apart).
UPDATE "products" AS p SET "rating_average" = r."average", "rating_count" = r."count"
FROM (
  SELECT pp."id", coalesce(round(avg(rv."rating")::numeric, 2), 0) AS "average", count(rv."id")::int AS "count"
  FROM "products" pp LEFT JOIN "reviews" rv ON rv."product_id" = pp."id" AND rv."status" = 1
  GROUP BY pp."id"
) AS r
WHERE r."id" = p."id" AND (p."rating_average" <> r."average" OR p."rating_count" <> r."count");
