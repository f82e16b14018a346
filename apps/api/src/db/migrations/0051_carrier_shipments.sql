CREATE TABLE "carrier_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"text" text NOT NULL,
	"location" text,
	"at" timestamp with time zone NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_events_key" UNIQUE("shipment_id","event_key")
);
--> statement-breakpoint
CREATE TABLE "carrier_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"courier" text NOT NULL,
	"state" text NOT NULL,
	"tracking_number" text,
	"carrier_ref" text,
	"cod_cents" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer NOT NULL,
	"locker_id" text,
	"pickup_list" text,
	"closed_at" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"finished" boolean DEFAULT false NOT NULL,
	"staff_id" integer,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone,
	CONSTRAINT "carrier_shipments_order_key" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "cod_settlement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"settlement_id" integer NOT NULL,
	"tracking_number" text NOT NULL,
	"order_id" integer,
	"collected_cents" integer NOT NULL,
	"expected_cents" integer,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cod_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"staff_id" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carrier_events" ADD CONSTRAINT "carrier_events_shipment_id_carrier_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."carrier_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_shipments" ADD CONSTRAINT "carrier_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_shipments" ADD CONSTRAINT "carrier_shipments_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_settlement_lines" ADD CONSTRAINT "cod_settlement_lines_settlement_id_cod_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."cod_settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_settlement_lines" ADD CONSTRAINT "cod_settlement_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_settlements" ADD CONSTRAINT "cod_settlements_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_shipments_open_idx" ON "carrier_shipments" USING btree ("carrier","finished") WHERE "carrier_shipments"."state" = 'created';--> statement-breakpoint
CREATE INDEX "carrier_shipments_tracking_idx" ON "carrier_shipments" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "cod_settlement_lines_settlement_idx" ON "cod_settlement_lines" USING btree ("settlement_id");