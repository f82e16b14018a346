CREATE TABLE "abandoned_cart_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "abandoned_cart_reminders_once" UNIQUE("cart_id","number")
);
--> statement-breakpoint
CREATE TABLE "abandoned_carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"lines" jsonb NOT NULL,
	"active_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"reminders" smallint DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone,
	"claim" uuid,
	"claimed_until" timestamp with time zone,
	"link_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"closed_at" timestamp with time zone,
	"recovered_order_id" integer,
	"recovered_cents" integer
);
--> statement-breakpoint
ALTER TABLE "abandoned_cart_reminders" ADD CONSTRAINT "abandoned_cart_reminders_cart_id_abandoned_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."abandoned_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abandoned_carts" ADD CONSTRAINT "abandoned_carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abandoned_cart_reminders_sent_at_index" ON "abandoned_cart_reminders" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "abandoned_carts_open_customer" ON "abandoned_carts" USING btree ("customer_id") WHERE "abandoned_carts"."closed_at" is null and "abandoned_carts"."customer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "abandoned_carts_open_guest" ON "abandoned_carts" USING btree ("email") WHERE "abandoned_carts"."closed_at" is null and "abandoned_carts"."customer_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "abandoned_carts_link_key" ON "abandoned_carts" USING btree ("link_key");--> statement-breakpoint
CREATE INDEX "abandoned_carts_due" ON "abandoned_carts" USING btree ("active_at") WHERE "abandoned_carts"."closed_at" is null;