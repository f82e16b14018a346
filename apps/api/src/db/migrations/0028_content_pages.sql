CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"eurl_el" text NOT NULL,
	"eurl_en" text,
	"title_el" text NOT NULL,
	"title_en" text,
	"meta_description_el" text NOT NULL,
	"meta_description_en" text,
	"format" text NOT NULL,
	"source_el" text NOT NULL,
	"source_en" text,
	"body_el" text NOT NULL,
	"body_en" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_eurl_el_unique" UNIQUE("eurl_el"),
	CONSTRAINT "content_pages_eurl_en_unique" UNIQUE("eurl_en")
);
--> statement-breakpoint
CREATE TABLE "custom_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"subkey" text DEFAULT '' NOT NULL,
	"format" text NOT NULL,
	"source_el" text NOT NULL,
	"source_en" text,
	"body_el" text NOT NULL,
	"body_en" text
);
--> statement-breakpoint
CREATE TABLE "faq_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"faq_id" integer NOT NULL,
	"entity_type" text,
	"entity_id" integer,
	"path" text,
	"section" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "faq_attachments_target" CHECK (("faq_attachments"."entity_type" is not null and "faq_attachments"."entity_id" is not null and "faq_attachments"."path" is null) or ("faq_attachments"."entity_type" is null and "faq_attachments"."entity_id" is null and "faq_attachments"."path" is not null))
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_el" text NOT NULL,
	"question_en" text,
	"format" text NOT NULL,
	"source_el" text NOT NULL,
	"source_en" text,
	"answer_el" text NOT NULL,
	"answer_en" text,
	"is_published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_attachments" ADD CONSTRAINT "faq_attachments_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_contents_entity_idx" ON "custom_contents" USING btree ("entity_type","entity_id","subkey");--> statement-breakpoint
CREATE INDEX "faq_attachments_entity_idx" ON "faq_attachments" USING btree ("entity_type","entity_id","position");--> statement-breakpoint
CREATE INDEX "faq_attachments_path_idx" ON "faq_attachments" USING btree ("path","section","position");