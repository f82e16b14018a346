ALTER TABLE "order_return_lines" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD COLUMN "write_off_reason" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "locker_id" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "ship_state" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "ship_carrier" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "ship_voucher" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "ship_ref" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "ship_problem" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "ship_claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_returns_ship_idx" ON "order_returns" USING btree ("ship_carrier") WHERE "order_returns"."status" = 'approved' and "order_returns"."ship_state" = 'created';