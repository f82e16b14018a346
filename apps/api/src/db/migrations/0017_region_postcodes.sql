ALTER TABLE "country_regions" ADD COLUMN "postcode_prefixes" text[];--> statement-breakpoint
-- The leading digits of each region's postcodes (ELTA for Greece, Cyprus Post for Cyprus): an
-- address whose postcode starts otherwise is in another region. Regions without a list are not checked.
UPDATE "country_regions" SET "postcode_prefixes" = ARRAY['10','11','12','13','14','15','16','17','18','19','80'] WHERE "id" = 1;--> statement-breakpoint
UPDATE "country_regions" SET "postcode_prefixes" = ARRAY['54','55','56','57','58','59','60','61','62','63'] WHERE "id" = 2;--> statement-breakpoint
UPDATE "country_regions" SET "postcode_prefixes" = ARRAY['64','65','66','67','68','69'] WHERE "id" = 3;--> statement-breakpoint
UPDATE "country_regions" SET "postcode_prefixes" = ARRAY['50','51','52','53'] WHERE "id" = 4;--> statement-breakpoint
UPDATE "country_regions" SET "postcode_prefixes" = ARRAY['44','45','46','47','48'] WHERE "id" = 5;--> statement-breakpoint
UPDATE "country_regions" SET "postcode_prefixes" = ARRAY['37','38','40','41','42','43'] WHERE "id" = 6;--> statement-breakpoint
UPDATE "country_regions" SET "postcode_prefixes" = ARRAY['32','33','34','35','36'] WHERE "id" = 7;--> statement-breakpoint
UPDATE "country_regions" SET "postcode_prefixes" = ARRAY['28','29','31','49'] WHERE "id" = 8;--> statement-breakpoint
UPDATE "country_regions" SET "postcode_prefixes" = ARRAY['25','26','27','30'] WHERE "id" = 9;--> statement-breakpoint
UPDATE "country_regions" SET "postcode_prefixes" = ARRAY['20','21','22','23','24'] WHERE "id" = 10;--> statement-breakpoint
UPDATE "country_regions" SET "postcode_prefixes" = ARRAY['81','82','83'] WHERE "id" = 11;--> statement-breakpoint
UPDATE "country_regions" SET "postcode_prefixes" = ARRAY['84','85'] WHERE "id" = 12;--> statement-breakpoint
UPDATE "country_regions" SET "postcode_prefixes" = ARRAY['70','71','72','73','74'] WHERE "id" = 13;--> statement-breakpoint
UPDATE "country_regions" SET "postcode_prefixes" = ARRAY['1','2'] WHERE "id" = 101;--> statement-breakpoint
UPDATE "country_regions" SET "postcode_prefixes" = ARRAY['3','4'] WHERE "id" = 102;--> statement-breakpoint
UPDATE "country_regions" SET "postcode_prefixes" = ARRAY['6','7'] WHERE "id" = 103;--> statement-breakpoint
UPDATE "country_regions" SET "postcode_prefixes" = ARRAY['8'] WHERE "id" = 104;--> statement-breakpoint
UPDATE "country_regions" SET "postcode_prefixes" = ARRAY['5'] WHERE "id" = 105;--> statement-breakpoint
UPDATE "country_regions" SET "postcode_prefixes" = ARRAY['9'] WHERE "id" = 106;
