CREATE TABLE "catalog_changes" (
	"version" bigserial PRIMARY KEY NOT NULL,
	"product_ids" integer[] NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The catalogue read model's freshness (decision 027): a statement that changes what the model
-- holds records the products it touches as one new version, and notifies the version in the same
-- transaction, so every API process hears of it on commit and never of a rolled-back change.
CREATE FUNCTION catalog_products_changed(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  INSERT INTO catalog_changes (product_ids) VALUES (ids) RETURNING version INTO changed;
  PERFORM pg_notify('catalog_changes', changed::text);
END
$$;
--> statement-breakpoint
-- One statement-level trigger function for every table: TG_ARGV[0] is a query over `changed`
-- (the statement's old or new rows) naming the products concerned.
CREATE FUNCTION catalog_rows_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  more integer[];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('select array(select distinct x from (%s) s(x) where x is not null)',
      replace(TG_ARGV[0], 'changed', 'new_rows')) INTO ids;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format('select array(select distinct x from (%s) s(x) where x is not null)',
      replace(TG_ARGV[0], 'changed', 'old_rows')) INTO more;
    ids := array(select distinct x from unnest(coalesce(ids, '{}') || more) x);
  END IF;
  PERFORM catalog_products_changed(ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_watch(tbl text, products_of text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed(%L)', tbl || '_catalog_insert', tbl, products_of);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed(%L)', tbl || '_catalog_update', tbl, products_of);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed(%L)', tbl || '_catalog_delete', tbl, products_of);
END
$$;
--> statement-breakpoint
SELECT catalog_watch('products', 'select id from changed');
--> statement-breakpoint
SELECT catalog_watch('product_images', 'select product_id from changed');
--> statement-breakpoint
SELECT catalog_watch('product_dimensions', 'select product_id from changed');
--> statement-breakpoint
SELECT catalog_watch('product_categories', 'select product_id from changed');
--> statement-breakpoint
SELECT catalog_watch('product_statuses', 'select product_id from changed');
--> statement-breakpoint
SELECT catalog_watch('price_history', 'select product_id from changed');
--> statement-breakpoint
SELECT catalog_watch('manufacturers', 'select p.id from products p join changed c on p.manufacturer_id = c.id');
--> statement-breakpoint
SELECT catalog_watch('statuses', 'select ps.product_id from product_statuses ps join changed c on ps.status_id = c.id');
--> statement-breakpoint
-- A category's name shows in the trail of every product below it.
SELECT catalog_watch('categories', 'with recursive below as (select id from changed union select k.id from categories k join below b on k.parent_id = b.id) select pc.product_id from product_categories pc join below b on pc.category_id = b.id');
--> statement-breakpoint
SELECT catalog_watch('promotion_policy_products', 'select product_id from changed');
--> statement-breakpoint
SELECT catalog_watch('promotion_policy_categories', 'select pc.product_id from product_categories pc join changed c on pc.category_id = c.category_id');
--> statement-breakpoint
SELECT catalog_watch('promotion_policy_manufacturers', 'select p.id from products p join changed c on p.manufacturer_id = c.manufacturer_id');
--> statement-breakpoint
SELECT catalog_watch('promotion_policies', 'select ppp.product_id from promotion_policy_products ppp join changed c on ppp.policy_id = c.id union select pc.product_id from promotion_policy_categories ppc join changed c on ppc.policy_id = c.id join product_categories pc on pc.category_id = ppc.category_id union select p.id from promotion_policy_manufacturers ppm join changed c on ppm.policy_id = c.id join products p on p.manufacturer_id = ppm.manufacturer_id');
--> statement-breakpoint
DROP FUNCTION catalog_watch(text, text);
