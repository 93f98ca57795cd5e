-- The ledger is append-only: a movement is never edited nor removed; a correction is a new movement
-- (docs/decisions/stock-ledger.md). Enforced here, so no code path, script or console can rewrite it.
CREATE FUNCTION "stock"."movements_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock.movements is append-only: record a correcting movement instead' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "movements_no_update" BEFORE UPDATE OR DELETE ON "stock"."movements" FOR EACH ROW EXECUTE FUNCTION "stock"."movements_append_only"();
--> statement-breakpoint
CREATE TRIGGER "movements_no_truncate" BEFORE TRUNCATE ON "stock"."movements" FOR EACH STATEMENT EXECUTE FUNCTION "stock"."movements_append_only"();
