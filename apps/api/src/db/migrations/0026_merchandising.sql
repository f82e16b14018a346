CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"title_el" text NOT NULL,
	"title_en" text,
	"images_el" jsonb NOT NULL,
	"images_en" jsonb,
	"link" text,
	"target" text DEFAULT '_self' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "curated_list_products" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "curated_list_products_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "curated_lists" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"title_el" text,
	"title_en" text
);
--> statement-breakpoint
CREATE TABLE "landing_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_el" text NOT NULL,
	"title_en" text,
	"summary_el" text NOT NULL,
	"summary_en" text,
	"intro_format" text NOT NULL,
	"intro_source_el" text NOT NULL,
	"intro_source_en" text,
	"intro_el" text NOT NULL,
	"intro_en" text,
	"banner_group" text,
	"rule_kind" text NOT NULL,
	"rule_id" integer,
	"rule_code" text,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone,
	CONSTRAINT "landing_collections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "curated_list_products" ADD CONSTRAINT "curated_list_products_category_id_curated_lists_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."curated_lists"("category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_group_idx" ON "banners" USING btree ("group_name","position");