ALTER TABLE "staff_users" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "language" text DEFAULT 'el' NOT NULL;