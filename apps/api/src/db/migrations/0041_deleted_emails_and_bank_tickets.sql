-- A fingerprint (HMAC) of each deleted account's address, for the Register points rule only, and what a
-- payment provider keeps with an attempt to verify its result (Winbank's ticket); decision 041.
CREATE TABLE "deleted_email_fingerprints" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "provider_data" text;