CREATE TABLE "gift_card_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"order_code" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gift_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "order_code" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "buyer_customer_id" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "recipient_email" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_movements_card_idx" ON "gift_card_movements" USING btree ("gift_card_id","id");--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_buyer_customer_id_customers_id_fk" FOREIGN KEY ("buyer_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_cards_buyer_idx" ON "gift_cards" USING btree ("buyer_customer_id");--> statement-breakpoint
CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("order_code");--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_source_key_unique" UNIQUE("source_key");