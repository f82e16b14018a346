CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_el" text NOT NULL,
	"bank_en" text NOT NULL,
	"iban" text NOT NULL,
	"beneficiary" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "bank_accounts_iban_unique" UNIQUE("iban")
);
--> statement-breakpoint
CREATE TABLE "installment_steps" (
	"from_cents" integer PRIMARY KEY NOT NULL,
	"max_installments" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_lockers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "takeaway_stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_el" text NOT NULL,
	"name_en" text NOT NULL,
	"address_el" text NOT NULL,
	"address_en" text NOT NULL,
	"city_el" text NOT NULL,
	"city_en" text NOT NULL,
	"postcode" text NOT NULL,
	"phone" text NOT NULL,
	"hours_el" text[] DEFAULT '{}' NOT NULL,
	"hours_en" text[] DEFAULT '{}' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "takeaway_stores_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "payment_types" ADD COLUMN "provider" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_types" ADD COLUMN "max_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "payment_types" ADD COLUMN "shipping_kinds" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_types" ADD COLUMN "kind" text DEFAULT 'courier' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_types" ADD COLUMN "island_surcharge_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "country_regions" ADD COLUMN "is_island" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "shipping_types" SET "kind" = 'takeaway' WHERE "is_pickup";--> statement-breakpoint
UPDATE "payment_types" SET "provider" = 'cash_on_delivery', "max_amount_cents" = 50000, "shipping_kinds" = '{courier}' WHERE "code" = 'cash-on-delivery';--> statement-breakpoint
UPDATE "payment_types" SET "provider" = 'bank_deposit' WHERE "code" = 'bank-deposit';--> statement-breakpoint
UPDATE "country_regions" SET "is_island" = true WHERE "country_id" = 1 AND "name_en" IN ('Ionian Islands', 'North Aegean', 'South Aegean', 'Crete');--> statement-breakpoint
INSERT INTO "installment_steps" ("from_cents", "max_installments") VALUES (10000, 2), (20000, 3), (50000, 6), (100000, 12);
