ALTER TABLE "products" ADD COLUMN "net_quantity" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_unit" text;