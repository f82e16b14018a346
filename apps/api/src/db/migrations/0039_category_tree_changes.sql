-- Every API process keeps the category tree in memory (decision 030): a change to `categories`
-- is a catalogue change even when no product is below it (a new, empty or hidden category), so
-- each statement records a version, with no products when none are concerned, and notifies it.
CREATE FUNCTION catalog_category_tree_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  INSERT INTO catalog_changes (product_ids) VALUES ('{}') RETURNING version INTO changed;
  PERFORM pg_notify('catalog_changes', changed::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_catalog_tree AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_category_tree_changed();
