CREATE TABLE "referral_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sender_id" integer NOT NULL,
	"email" text NOT NULL,
	"comments" text,
	"language" text NOT NULL,
	"mail_count" smallint DEFAULT 1 NOT NULL,
	"last_mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invitee_id" integer,
	"registered_at" timestamp with time zone,
	"rewarded_at" timestamp with time zone,
	"rewarded_order_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_invitations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "referral_invitations" ADD CONSTRAINT "referral_invitations_sender_id_customers_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_invitations" ADD CONSTRAINT "referral_invitations_invitee_id_customers_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_invitations_sender_email_idx" ON "referral_invitations" USING btree ("sender_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_invitations_invitee_idx" ON "referral_invitations" USING btree ("invitee_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_customer_idx" ON "coupons" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_source_unique" UNIQUE("source");