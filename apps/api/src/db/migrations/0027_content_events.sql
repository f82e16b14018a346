CREATE TABLE "content_event_hosts" (
	"event_id" integer NOT NULL,
	"contributor_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_event_hosts_event_id_contributor_id_pk" PRIMARY KEY("event_id","contributor_id")
);
--> statement-breakpoint
CREATE TABLE "content_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"eurl" text NOT NULL,
	"title_el" text NOT NULL,
	"title_en" text,
	"summary_el" text NOT NULL,
	"summary_en" text,
	"format" text NOT NULL,
	"source_el" text NOT NULL,
	"source_en" text,
	"body_el" text NOT NULL,
	"body_en" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"mode" text NOT NULL,
	"place_name_el" text,
	"place_name_en" text,
	"address_el" text,
	"address_en" text,
	"city_el" text,
	"city_en" text,
	"registration_url" text,
	"poster" text NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_events_eurl_unique" UNIQUE("eurl"),
	CONSTRAINT "content_events_ends_after_start" CHECK ("content_events"."ends_at" > "content_events"."starts_at"),
	CONSTRAINT "content_events_mode" CHECK ("content_events"."mode" in ('InPerson', 'Online'))
);
--> statement-breakpoint
ALTER TABLE "content_event_hosts" ADD CONSTRAINT "content_event_hosts_event_id_content_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."content_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_event_hosts" ADD CONSTRAINT "content_event_hosts_contributor_id_contributors_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."contributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_event_hosts_contributor_idx" ON "content_event_hosts" USING btree ("contributor_id");--> statement-breakpoint
CREATE INDEX "content_events_start_idx" ON "content_events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "content_events_end_idx" ON "content_events" USING btree ("ends_at");