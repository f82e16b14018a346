CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_code" text NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"iban" text,
	"error" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"paid_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");