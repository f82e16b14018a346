CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_provider_ref_unique" UNIQUE("provider","provider_ref")
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"attempt_id" integer,
	"order_id" integer,
	"source" text NOT NULL,
	"outcome" text NOT NULL,
	"amount_cents" integer,
	"currency" text,
	"detail" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifications_transaction_unique" UNIQUE("provider","transaction_id")
);
--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");