CREATE TABLE "loyalty_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"approved_points" integer DEFAULT 0 NOT NULL,
	"pending_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD COLUMN "pending_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD CONSTRAINT "loyalty_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_transactions_kind_source" ON "loyalty_transactions" USING btree ("kind","source");--> statement-breakpoint
CREATE INDEX "loyalty_transactions_customer" ON "loyalty_transactions" USING btree ("customer_id","created_at");--> statement-breakpoint
-- The ledger of what existing orders did to the balances (decision 009): redeemed points, given
-- back by a cancellation, and the pending points of orders still open.
INSERT INTO "loyalty_transactions" ("customer_id", "kind", "source", "approved_points")
SELECT "customer_id", 'Redeem', 'order:' || "code", -"points_used" FROM "orders"
WHERE "customer_id" IS NOT NULL AND "points_used" > 0;--> statement-breakpoint
INSERT INTO "loyalty_transactions" ("customer_id", "kind", "source", "approved_points")
SELECT "customer_id", 'Revert', 'order:' || "code", "points_used" FROM "orders"
WHERE "customer_id" IS NOT NULL AND "points_used" > 0 AND "cancel_reason" IS NOT NULL;--> statement-breakpoint
INSERT INTO "loyalty_transactions" ("customer_id", "kind", "source", "pending_points")
SELECT "customer_id", 'PendingOrderProduct', 'order:' || "code", "points_earned" FROM "orders"
WHERE "customer_id" IS NOT NULL AND "points_earned" > 0 AND "status" IN (0, 1, 2, 4, 5, 6, 10, 11);--> statement-breakpoint
-- Whatever else a balance holds opens the customer's ledger, so each balance is its ledger's sum.
INSERT INTO "loyalty_transactions" ("customer_id", "kind", "source", "approved_points")
SELECT a."customer_id", 'Custom', 'opening-balance:' || a."customer_id",
  a."points_balance" - coalesce((SELECT sum(t."approved_points") FROM "loyalty_transactions" t WHERE t."customer_id" = a."customer_id"), 0)
FROM "loyalty_accounts" a
WHERE a."points_balance" <> coalesce((SELECT sum(t."approved_points") FROM "loyalty_transactions" t WHERE t."customer_id" = a."customer_id"), 0);--> statement-breakpoint
INSERT INTO "loyalty_accounts" ("customer_id", "pending_points")
SELECT "customer_id", sum("pending_points") FROM "loyalty_transactions" GROUP BY "customer_id" HAVING sum("pending_points") <> 0
ON CONFLICT ("customer_id") DO UPDATE SET "pending_points" = excluded."pending_points";
