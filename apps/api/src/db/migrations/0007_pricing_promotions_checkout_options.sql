CREATE TABLE "payment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_el" text NOT NULL,
	"name_en" text NOT NULL,
	"description_el" text,
	"description_en" text,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"installments" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payment_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "shipping_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_el" text NOT NULL,
	"name_en" text NOT NULL,
	"description_el" text,
	"description_en" text,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"free_above_threshold" boolean DEFAULT true NOT NULL,
	"is_pickup" boolean DEFAULT false NOT NULL,
	"country_ids" integer[] DEFAULT '{}' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shipping_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "promotion_policy_gifts" (
	"policy_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_policy_gifts_policy_id_product_id_pk" PRIMARY KEY("policy_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"customer_id" integer,
	"email" text,
	"order_code" text,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"policy_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_redemptions" integer,
	"max_per_customer" smallint,
	"allowed_emails" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"initial_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "loyalty_accounts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"points_balance" integer DEFAULT 0 NOT NULL,
	"tier_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_policies" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "promotion_policies" ADD COLUMN "combination_rule" text DEFAULT 'Additive' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_policies" ADD COLUMN "percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "promotion_policies" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "promotion_policies" ADD COLUMN "buy_quantity" smallint;--> statement-breakpoint
ALTER TABLE "promotion_policies" ADD COLUMN "free_quantity" smallint;--> statement-breakpoint
ALTER TABLE "promotion_policies" ADD COLUMN "min_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "promotion_policies" ADD COLUMN "gift_quantity" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_policy_gifts" ADD CONSTRAINT "promotion_policy_gifts_policy_id_promotion_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."promotion_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_policy_gifts" ADD CONSTRAINT "promotion_policy_gifts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_policy_id_promotion_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."promotion_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id");