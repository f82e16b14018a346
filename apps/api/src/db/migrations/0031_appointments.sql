CREATE TABLE "appointment_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "appointment_hours_weekday" CHECK ("appointment_hours"."weekday" between 1 and 7),
	CONSTRAINT "appointment_hours_period" CHECK ("appointment_hours"."start_minute" >= 0 and "appointment_hours"."end_minute" <= 1440 and "appointment_hours"."start_minute" < "appointment_hours"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"store_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"topic" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'Booked' NOT NULL,
	"language" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"cancelled_by" text,
	"cancel_note" text,
	"cancelled_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_type" CHECK ("appointments"."type" in ('InPerson', 'Online')),
	CONSTRAINT "appointments_status" CHECK ("appointments"."status" in ('Booked', 'Cancelled'))
);
--> statement-breakpoint
ALTER TABLE "appointment_hours" ADD CONSTRAINT "appointment_hours_store_id_takeaway_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."takeaway_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_store_id_takeaway_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."takeaway_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_hours_store_idx" ON "appointment_hours" USING btree ("store_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_booked_slot_unique" ON "appointments" USING btree (coalesce("store_id", 0),"starts_at") WHERE "appointments"."status" = 'Booked';--> statement-breakpoint
CREATE INDEX "appointments_customer_idx" ON "appointments" USING btree ("customer_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_starts_idx" ON "appointments" USING btree ("starts_at");