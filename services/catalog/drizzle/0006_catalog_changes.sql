-- Every process caching what a shop's catalogue shows (the product list's pages, docs/decisions/api-performance.md)
-- drops it when any of its rows change: one NOTIFY 'catalog:<shop>' per shop a statement touched, sent on commit
-- (PostgreSQL sends one of each payload per transaction, so a bulk write announces each shop once).
CREATE FUNCTION "catalog"."announce_catalog_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME IN ('products', 'typologies', 'product_images') THEN
    PERFORM pg_notify('vendange_changes', 'catalog:' || s."shop_id") FROM (SELECT DISTINCT "shop_id" FROM changed) s;
  ELSIF TG_TABLE_NAME = 'format_prices' THEN
    PERFORM pg_notify('vendange_changes', 'catalog:' || s."shop_id") FROM (
      SELECT DISTINCT p."shop_id" FROM changed c
        JOIN "catalog"."formats" f ON f."id" = c."format_id" JOIN "catalog"."products" p ON p."id" = f."product_id"
    ) s;
  ELSE
    -- A product's parts; when the product itself is deleted (cascade), its own trigger announces it.
    PERFORM pg_notify('vendange_changes', 'catalog:' || s."shop_id") FROM (
      SELECT DISTINCT p."shop_id" FROM changed c JOIN "catalog"."products" p ON p."id" = c."product_id"
    ) s;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'typologies', 'product_images', 'vintages', 'formats', 'format_prices', 'packings', 'nutrition', 'nutrition_texts', 'box_builders'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON "catalog".%I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."announce_catalog_change"()', t || '_announced_insert', t);
    -- An update announces the shops of the rows before and after it (a row moved to another product or shop).
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON "catalog".%I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."announce_catalog_change"()', t || '_announced_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON "catalog".%I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."announce_catalog_change"()', t || '_announced_update_old', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON "catalog".%I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."announce_catalog_change"()', t || '_announced_delete', t);
  END LOOP;
END $$;
