CREATE TABLE "loyalty_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"overrides" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_settings_one_row" CHECK ("loyalty_settings"."id" = 1)
);
