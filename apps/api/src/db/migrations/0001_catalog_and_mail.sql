CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"eurl" text NOT NULL,
	"name_el" text NOT NULL,
	"name_en" text NOT NULL,
	"description_el" text,
	"description_en" text,
	"image" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	CONSTRAINT "categories_eurl_unique" UNIQUE("eurl")
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"eurl" text NOT NULL,
	"name_el" text NOT NULL,
	"name_en" text NOT NULL,
	"description_el" text,
	"description_en" text,
	"logo" text,
	"country_iso" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manufacturers_eurl_unique" UNIQUE("eurl")
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"dimension_id" integer,
	"price_cents" integer NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_dimensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"dimension_type" smallint NOT NULL,
	"code" text,
	"barcode" text,
	"size_text_el" text,
	"size_text_en" text,
	"color_text_el" text,
	"color_text_en" text,
	"color_value" text,
	"image" text,
	"stock" integer DEFAULT 0 NOT NULL,
	"price_cents" integer,
	"list_price_cents" integer,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	"alt_el" text,
	"alt_en" text
);
--> statement-breakpoint
CREATE TABLE "product_statuses" (
	"product_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	CONSTRAINT "product_statuses_product_id_status_id_pk" PRIMARY KEY("product_id","status_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"barcode" text,
	"eurl" text NOT NULL,
	"name_el" text NOT NULL,
	"name_en" text NOT NULL,
	"short_description_el" text,
	"short_description_en" text,
	"description_el" text,
	"description_en" text,
	"product_type" smallint DEFAULT 0 NOT NULL,
	"manufacturer_id" integer,
	"availability" smallint DEFAULT 1 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"order_max_quantity" integer,
	"add_disabled" boolean DEFAULT false NOT NULL,
	"price_cents" integer NOT NULL,
	"list_price_cents" integer,
	"retail_price_cents" integer,
	"discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"tax_class" smallint DEFAULT 0 NOT NULL,
	"rating_average" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"release_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code"),
	CONSTRAINT "products_eurl_unique" UNIQUE("eurl")
);
--> statement-breakpoint
CREATE TABLE "statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_el" text NOT NULL,
	"name_en" text NOT NULL,
	"color_hex" text,
	"image" text,
	"show_as_tag" boolean DEFAULT true NOT NULL,
	CONSTRAINT "statuses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"raw" text NOT NULL,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_dimension_id_product_dimensions_id_fk" FOREIGN KEY ("dimension_id") REFERENCES "public"."product_dimensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_dimensions" ADD CONSTRAINT "product_dimensions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_statuses" ADD CONSTRAINT "product_statuses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_statuses" ADD CONSTRAINT "product_statuses_status_id_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."statuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id","valid_from");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_dimensions_product_idx" ON "product_dimensions" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_product_position_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_statuses_status_idx" ON "product_statuses" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "products_manufacturer_idx" ON "products" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "products_barcode_idx" ON "products" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("sent_at","id");