CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"year" smallint NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_key" text NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"invoice_type" text NOT NULL,
	"series" text NOT NULL,
	"year" smallint NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issue_date" text NOT NULL,
	"language" text NOT NULL,
	"credits_document_id" integer,
	"content" jsonb NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"transmission" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"last_errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lookup_from_mark" text,
	"mark" text,
	"uid" text,
	"qr_url" text,
	"transmitted_at" timestamp with time zone,
	CONSTRAINT "documents_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "documents_number_unique" UNIQUE("series","year","number")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_credits_document_id_documents_id_fk" FOREIGN KEY ("credits_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_order_idx" ON "documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "documents_issued_idx" ON "documents" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "documents_transmission_idx" ON "documents" USING btree ("transmission");