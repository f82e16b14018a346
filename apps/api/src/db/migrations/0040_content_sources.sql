-- Bios and video descriptions keep their source and format beside the rendered HTML, so the back
-- office edits what was written. Rows stored before kept only the sanitised HTML: that HTML is
-- their source, in the Html format.
ALTER TABLE "contributors" ADD COLUMN "format" text DEFAULT 'Html' NOT NULL;--> statement-breakpoint
ALTER TABLE "contributors" ALTER COLUMN "format" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "contributors" ADD COLUMN "source_el" text;--> statement-breakpoint
ALTER TABLE "contributors" ADD COLUMN "source_en" text;--> statement-breakpoint
UPDATE "contributors" SET "source_el" = "bio_el", "source_en" = "bio_en";--> statement-breakpoint
ALTER TABLE "contributors" ALTER COLUMN "source_el" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "format" text DEFAULT 'Html' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ALTER COLUMN "format" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "source_el" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "source_en" text;--> statement-breakpoint
UPDATE "videos" SET "source_el" = "description_el", "source_en" = "description_en";--> statement-breakpoint
ALTER TABLE "videos" ALTER COLUMN "source_el" SET NOT NULL;
