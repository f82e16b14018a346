CREATE TABLE "loyalty_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"source" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_purchases_source_unique" UNIQUE("source")
);
--> statement-breakpoint
ALTER TABLE "loyalty_purchases" ADD CONSTRAINT "loyalty_purchases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_purchases_customer" ON "loyalty_purchases" USING btree ("customer_id","created_at");