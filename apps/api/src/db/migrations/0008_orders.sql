CREATE SEQUENCE "public"."order_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"dimension_id" integer,
	"name" text NOT NULL,
	"size_name" text,
	"url" text,
	"image" text,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"vat_rate" smallint NOT NULL,
	"auto_inserted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"code" text NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"status" smallint NOT NULL,
	"receipt_type" text NOT NULL,
	"company_name" text,
	"company_tax_office" text,
	"company_activity" text,
	"company_tax_id" text,
	"billing" jsonb NOT NULL,
	"delivery" jsonb,
	"shipping_type_id" integer NOT NULL,
	"shipping_kind" text NOT NULL,
	"shipping_name_el" text NOT NULL,
	"shipping_name_en" text NOT NULL,
	"store_id" integer,
	"locker_id" text,
	"locker" jsonb,
	"payment_type_id" integer NOT NULL,
	"payment_provider" text NOT NULL,
	"payment_name_el" text NOT NULL,
	"payment_name_en" text NOT NULL,
	"installments" smallint DEFAULT 1 NOT NULL,
	"goods_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"payment_fee_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"points_earned" integer DEFAULT 0 NOT NULL,
	"gift_cards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gift" jsonb,
	"note" text DEFAULT '' NOT NULL,
	"accepted_newsletter" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"expires_at" timestamp with time zone,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_transaction_id" text,
	"paid_cents" integer,
	"cancel_reason" text,
	CONSTRAINT "orders_uid_unique" UNIQUE("uid"),
	CONSTRAINT "orders_code_unique" UNIQUE("code"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_changes_order_idx" ON "order_status_changes" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_expiry_idx" ON "orders" USING btree ("expires_at") WHERE status = 0 and expires_at is not null;