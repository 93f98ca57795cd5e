-- Every process caching a shop (its settings, its public page, its row) drops it when the row changes, whatever
-- wrote it (docs/decisions/api-performance.md): 'shop:<id>' on the change feed, sent on commit.
CREATE FUNCTION "shops"."announce_shop_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vendange_changes', 'shop:' || OLD."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "shops_announced" AFTER UPDATE OR DELETE ON "shops"."shops"
  FOR EACH ROW EXECUTE FUNCTION "shops"."announce_shop_change"();
