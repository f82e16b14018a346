CREATE TABLE "manufacturer_country_exclusions" (
	"manufacturer_id" integer NOT NULL,
	"country_iso" text NOT NULL,
	CONSTRAINT "manufacturer_country_exclusions_manufacturer_id_country_iso_pk" PRIMARY KEY("manufacturer_id","country_iso")
);
--> statement-breakpoint
CREATE TABLE "product_bundle_items" (
	"bundle_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_bundle_items_bundle_id_product_id_pk" PRIMARY KEY("bundle_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_el" text NOT NULL,
	"name_en" text NOT NULL,
	"price_cents" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_bundles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_tabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"title_el" text NOT NULL,
	"title_en" text NOT NULL,
	"content_el" text NOT NULL,
	"content_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_el" text NOT NULL,
	"name_en" text NOT NULL,
	"description_el" text,
	"description_en" text,
	"badge" text,
	"badge_url" text,
	"customer_groups" text[] DEFAULT '{}' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promotion_policies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "promotion_policy_categories" (
	"policy_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "promotion_policy_categories_policy_id_category_id_pk" PRIMARY KEY("policy_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_policy_manufacturers" (
	"policy_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	CONSTRAINT "promotion_policy_manufacturers_policy_id_manufacturer_id_pk" PRIMARY KEY("policy_id","manufacturer_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_policy_products" (
	"policy_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "promotion_policy_products_policy_id_product_id_pk" PRIMARY KEY("policy_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"customer_id" integer,
	"author_name" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"rating" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"language" text DEFAULT 'el' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "search_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"product_id" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "back_in_stock_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"dimension_id" integer,
	"email" text NOT NULL,
	"language" text DEFAULT 'el' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "search_key" text GENERATED ALWAYS AS (' ' || shop_search_key(name_el) || ' ' || shop_search_key(name_en)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "effective_price_cents" integer GENERATED ALWAYS AS (case when list_price_cents > 0 then price_cents when discount_percent > 0 and discount_percent < 100 then round(price_cents * (1 - discount_percent / 100))::integer else price_cents end) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "discount_rate" integer GENERATED ALWAYS AS (case when list_price_cents > price_cents then round((list_price_cents - price_cents) * 100.0 / list_price_cents)::integer when discount_percent > 0 and discount_percent < 100 then round(discount_percent)::integer else 0 end) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('greek'::regconfig, name_el), 'A') || setweight(to_tsvector('english'::regconfig, name_en), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_key" text GENERATED ALWAYS AS (' ' || shop_search_key(name_el) || ' ' || shop_search_key(name_en)) STORED;--> statement-breakpoint
ALTER TABLE "manufacturer_country_exclusions" ADD CONSTRAINT "manufacturer_country_exclusions_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bundle_items" ADD CONSTRAINT "product_bundle_items_bundle_id_product_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."product_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bundle_items" ADD CONSTRAINT "product_bundle_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tabs" ADD CONSTRAINT "product_tabs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_policy_categories" ADD CONSTRAINT "promotion_policy_categories_policy_id_promotion_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."promotion_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_policy_categories" ADD CONSTRAINT "promotion_policy_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_policy_manufacturers" ADD CONSTRAINT "promotion_policy_manufacturers_policy_id_promotion_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."promotion_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_policy_manufacturers" ADD CONSTRAINT "promotion_policy_manufacturers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_policy_products" ADD CONSTRAINT "promotion_policy_products_policy_id_promotion_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."promotion_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_policy_products" ADD CONSTRAINT "promotion_policy_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_suggestions" ADD CONSTRAINT "search_suggestions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_subscriptions" ADD CONSTRAINT "back_in_stock_subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_subscriptions" ADD CONSTRAINT "back_in_stock_subscriptions_dimension_id_product_dimensions_id_fk" FOREIGN KEY ("dimension_id") REFERENCES "public"."product_dimensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_bundle_items_product_idx" ON "product_bundle_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_tabs_product_idx" ON "product_tabs" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "promotion_policy_products_product_idx" ON "promotion_policy_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "reviews_product_status_idx" ON "reviews" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "search_suggestions_language_idx" ON "search_suggestions" USING btree ("language","is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_pending_idx" ON "back_in_stock_subscriptions" USING btree ("product_id",coalesce("dimension_id", 0),"email") WHERE "back_in_stock_subscriptions"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "back_in_stock_product_idx" ON "back_in_stock_subscriptions" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_effective_price_idx" ON "products" USING btree ("effective_price_cents");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_search_doc_idx" ON "products" USING gin ("search_doc");--> statement-breakpoint
CREATE INDEX "products_search_key_idx" ON "products" USING gin ("search_key" gin_trgm_ops);