CREATE TABLE "order_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"staff_id" integer,
	"partial" boolean DEFAULT false NOT NULL,
	"reason" text,
	"lines" jsonb NOT NULL,
	"packed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_packs_order_location" UNIQUE("order_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "order_packs" ADD CONSTRAINT "order_packs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packs" ADD CONSTRAINT "order_packs_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packs" ADD CONSTRAINT "order_packs_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_packs_location_day" ON "order_packs" USING btree ("location_id","packed_at");