CREATE TABLE "contributors" (
	"id" serial PRIMARY KEY NOT NULL,
	"eurl" text NOT NULL,
	"name_el" text NOT NULL,
	"name_en" text NOT NULL,
	"role_el" text NOT NULL,
	"role_en" text NOT NULL,
	"bio_el" text NOT NULL,
	"bio_en" text,
	"image" text,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "contributors_eurl_unique" UNIQUE("eurl")
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"eurl" text NOT NULL,
	"name_el" text NOT NULL,
	"name_en" text NOT NULL,
	"description_el" text,
	"description_en" text,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "news_categories_eurl_unique" UNIQUE("eurl")
);
--> statement-breakpoint
CREATE TABLE "news_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"eurl" text NOT NULL,
	"category_id" integer NOT NULL,
	"contributor_id" integer,
	"title_el" text NOT NULL,
	"title_en" text,
	"summary_el" text NOT NULL,
	"summary_en" text,
	"format" text NOT NULL,
	"source_el" text NOT NULL,
	"source_en" text,
	"body_el" text NOT NULL,
	"body_en" text,
	"words" integer DEFAULT 0 NOT NULL,
	"image" text,
	"show_front" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_entries_eurl_unique" UNIQUE("eurl")
);
--> statement-breakpoint
CREATE TABLE "video_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"eurl" text NOT NULL,
	"name_el" text NOT NULL,
	"name_en" text NOT NULL,
	"description_el" text,
	"description_en" text,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "video_categories_eurl_unique" UNIQUE("eurl")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"eurl" text NOT NULL,
	"category_id" integer NOT NULL,
	"contributor_id" integer,
	"group_code" text,
	"title_el" text NOT NULL,
	"title_en" text,
	"description_el" text NOT NULL,
	"description_en" text,
	"embed_url" text NOT NULL,
	"poster" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"show_front" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_eurl_unique" UNIQUE("eurl")
);
--> statement-breakpoint
ALTER TABLE "news_entries" ADD CONSTRAINT "news_entries_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_entries" ADD CONSTRAINT "news_entries_contributor_id_contributors_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."contributors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_category_id_video_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."video_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_contributor_id_contributors_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."contributors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_entries_category_idx" ON "news_entries" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "news_entries_contributor_idx" ON "news_entries" USING btree ("contributor_id");--> statement-breakpoint
CREATE INDEX "videos_category_idx" ON "videos" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "videos_group_idx" ON "videos" USING btree ("group_code");