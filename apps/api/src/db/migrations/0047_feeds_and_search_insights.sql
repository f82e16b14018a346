CREATE TABLE "feed_category_exclusions" (
	"feed" text NOT NULL,
	"category_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_category_exclusions_feed_category_id_pk" PRIMARY KEY("feed","category_id")
);
--> statement-breakpoint
CREATE TABLE "feed_product_rules" (
	"feed" text NOT NULL,
	"product_id" integer NOT NULL,
	"listed" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_product_rules_feed_product_id_pk" PRIMARY KEY("feed","product_id")
);
--> statement-breakpoint
CREATE TABLE "feed_product_weights" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"weight_grams" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_settings_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_query_days" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"with_results" integer DEFAULT 0 NOT NULL,
	"clicked" integer DEFAULT 0 NOT NULL,
	"results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_query_days_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"term" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_category_exclusions" ADD CONSTRAINT "feed_category_exclusions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_product_rules" ADD CONSTRAINT "feed_product_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_product_weights" ADD CONSTRAINT "feed_product_weights_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "feed_settings_state" ("id") VALUES (1) ON CONFLICT DO NOTHING;
