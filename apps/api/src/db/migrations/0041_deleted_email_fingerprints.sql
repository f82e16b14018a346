-- A fingerprint (HMAC) of each deleted account's address, for the Register points rule only (decision 041).
CREATE TABLE "deleted_email_fingerprints" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
