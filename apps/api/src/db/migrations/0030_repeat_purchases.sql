CREATE TABLE "repeat_purchase_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"repeat_purchase_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"mail_key" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repeat_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"dimension_id" integer DEFAULT 0 NOT NULL,
	"quantity" smallint NOT NULL,
	"interval_months" smallint NOT NULL,
	"next_due_on" date NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"name_el" text NOT NULL,
	"name_en" text NOT NULL,
	"size_el" text,
	"size_en" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "repeat_purchase_reminders" ADD CONSTRAINT "repeat_purchase_reminders_repeat_purchase_id_repeat_purchases_id_fk" FOREIGN KEY ("repeat_purchase_id") REFERENCES "public"."repeat_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repeat_purchases" ADD CONSTRAINT "repeat_purchases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repeat_purchases" ADD CONSTRAINT "repeat_purchases_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "repeat_purchase_reminders_due_uq" ON "repeat_purchase_reminders" USING btree ("repeat_purchase_id","due_on");--> statement-breakpoint
CREATE INDEX "repeat_purchase_reminders_mail_idx" ON "repeat_purchase_reminders" USING btree ("mail_key");--> statement-breakpoint
CREATE UNIQUE INDEX "repeat_purchases_customer_product_uq" ON "repeat_purchases" USING btree ("customer_id","product_id","dimension_id");--> statement-breakpoint
CREATE INDEX "repeat_purchases_due_idx" ON "repeat_purchases" USING btree ("next_due_on");