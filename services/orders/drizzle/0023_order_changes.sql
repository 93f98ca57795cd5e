-- Every process keeping a shop's orders list (its first pages as the dashboard opens them, docs/decisions/api-performance.md)
-- drops it when any of the shop's orders change: one NOTIFY 'orders:<shop>' per shop a statement touched, sent on commit
-- (PostgreSQL sends one of each payload per transaction, so a bulk write announces each shop once).
CREATE FUNCTION "orders"."announce_order_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vendange_changes', 'orders:' || s."shop_id") FROM (SELECT DISTINCT "shop_id" FROM changed) s;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_announced_insert" AFTER INSERT ON "orders"."orders" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "orders"."announce_order_change"();
--> statement-breakpoint
CREATE TRIGGER "orders_announced_update" AFTER UPDATE ON "orders"."orders" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "orders"."announce_order_change"();
--> statement-breakpoint
CREATE TRIGGER "orders_announced_update_old" AFTER UPDATE ON "orders"."orders" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "orders"."announce_order_change"();
--> statement-breakpoint
CREATE TRIGGER "orders_announced_delete" AFTER DELETE ON "orders"."orders" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "orders"."announce_order_change"();
