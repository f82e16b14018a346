CREATE TABLE "order_placements" (
	"key" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer,
	"customer_id" integer,
	"email" text
);
