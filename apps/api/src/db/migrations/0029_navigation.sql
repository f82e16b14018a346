CREATE TABLE "cms_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"label_el" text NOT NULL,
	"label_en" text,
	"link_type" text NOT NULL,
	"value" text NOT NULL,
	"target" text DEFAULT '_self' NOT NULL,
	"sh" boolean DEFAULT false NOT NULL,
	"sm" boolean DEFAULT false NOT NULL,
	"sf" boolean DEFAULT false NOT NULL,
	"sf1" boolean DEFAULT false NOT NULL,
	"sf2" boolean DEFAULT false NOT NULL,
	"sf3" boolean DEFAULT false NOT NULL,
	"sf4" boolean DEFAULT false NOT NULL,
	"ss" boolean DEFAULT false NOT NULL,
	"sb" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cms_links_link_type" CHECK ("cms_links"."link_type" in ('InternalUrl', 'ExternalUrl')),
	CONSTRAINT "cms_links_target" CHECK ("cms_links"."target" in ('_self', '_blank'))
);
--> statement-breakpoint
CREATE TABLE "custom_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"text_el" text NOT NULL,
	"text_en" text,
	"text2_el" text,
	"text2_en" text,
	"text3_el" text,
	"text3_en" text,
	"url" text,
	"url2" text,
	"url3" text,
	"colour" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "custom_messages_code_unique" UNIQUE("code"),
	CONSTRAINT "custom_messages_colour" CHECK ("custom_messages"."colour" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_code" text NOT NULL,
	"parent_id" integer,
	"title_el" text NOT NULL,
	"title_en" text,
	"link_type" text NOT NULL,
	"url" text NOT NULL,
	"target" text DEFAULT '_self' NOT NULL,
	"is_highlighted" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	CONSTRAINT "menu_items_link_type" CHECK ("menu_items"."link_type" in ('InternalUrl', 'ExternalUrl')),
	CONSTRAINT "menu_items_target" CHECK ("menu_items"."target" in ('_self', '_blank'))
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_links_position_idx" ON "cms_links" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "menu_items_menu_idx" ON "menu_items" USING btree ("menu_code","position");--> statement-breakpoint
CREATE INDEX "menu_items_parent_idx" ON "menu_items" USING btree ("parent_id");