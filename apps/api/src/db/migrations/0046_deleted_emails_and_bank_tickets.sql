CREATE TABLE "deleted_email_fingerprints" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "provider_data" text;