CREATE TABLE "location_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"dimension_id" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "location_stock_key" UNIQUE NULLS NOT DISTINCT("location_id","product_id","dimension_id"),
	CONSTRAINT "location_stock_not_negative" CHECK ("location_stock"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_el" text NOT NULL,
	"name_en" text NOT NULL,
	"ships" boolean DEFAULT false NOT NULL,
	"takeaway_store_id" integer,
	"transfer_days" smallint,
	"is_primary" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "stock_locations_code_unique" UNIQUE("code"),
	CONSTRAINT "stock_locations_takeaway_store_id_unique" UNIQUE("takeaway_store_id"),
	CONSTRAINT "stock_locations_transfer_days" CHECK ("stock_locations"."transfer_days" is null or "stock_locations"."transfer_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"dimension_id" integer,
	"change" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"staff_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind" CHECK ("stock_movements"."kind" in ('sale', 'return', 'adjustment', 'transfer'))
);
--> statement-breakpoint
ALTER TABLE "location_stock" ADD CONSTRAINT "location_stock_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_stock" ADD CONSTRAINT "location_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_stock" ADD CONSTRAINT "location_stock_dimension_id_product_dimensions_id_fk" FOREIGN KEY ("dimension_id") REFERENCES "public"."product_dimensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_locations" ADD CONSTRAINT "stock_locations_takeaway_store_id_takeaway_stores_id_fk" FOREIGN KEY ("takeaway_store_id") REFERENCES "public"."takeaway_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_dimension_id_product_dimensions_id_fk" FOREIGN KEY ("dimension_id") REFERENCES "public"."product_dimensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_stock_product" ON "location_stock" USING btree ("product_id","dimension_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_locations_one_primary" ON "stock_locations" USING btree ("is_primary") WHERE "stock_locations"."is_primary";--> statement-breakpoint
CREATE INDEX "stock_movements_product" ON "stock_movements" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_order" ON "stock_movements" USING btree ("order_id") WHERE "stock_movements"."order_id" is not null;--> statement-breakpoint
INSERT INTO "stock_locations" ("code", "name_el", "name_en", "ships", "is_primary", "position")
VALUES ('web', 'Αποθήκη e-shop', 'Web warehouse', true, true, 0);--> statement-breakpoint
INSERT INTO "location_stock" ("location_id", "product_id", "dimension_id", "stock")
SELECT l."id", p."id", NULL, greatest(p."stock", 0) FROM "products" p, "stock_locations" l
WHERE l."is_primary" AND NOT EXISTS (SELECT 1 FROM "product_dimensions" d WHERE d."product_id" = p."id");--> statement-breakpoint
INSERT INTO "location_stock" ("location_id", "product_id", "dimension_id", "stock")
SELECT l."id", d."product_id", d."id", greatest(d."stock", 0) FROM "product_dimensions" d, "stock_locations" l
WHERE l."is_primary";--> statement-breakpoint
INSERT INTO "stock_movements" ("location_id", "product_id", "dimension_id", "change", "stock_after", "kind", "reason")
SELECT "location_id", "product_id", "dimension_id", "stock", "stock", 'adjustment', 'opening stock'
FROM "location_stock" WHERE "stock" > 0;
