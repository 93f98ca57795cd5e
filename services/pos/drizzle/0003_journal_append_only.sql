-- The cash register's journal, its signing keys and its closings are append-only (NF525 inalterability,
-- docs/decisions/cash-register-journal.md): a correction is a new entry, never an edit. Enforced here, so no code
-- path, script or console can rewrite them without disabling a trigger, which the verification then exposes.
CREATE FUNCTION "pos"."journal_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: record a correcting entry instead', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "journal_entries_no_update" BEFORE UPDATE OR DELETE ON "pos"."journal_entries" FOR EACH ROW EXECUTE FUNCTION "pos"."journal_append_only"();
--> statement-breakpoint
CREATE TRIGGER "journal_entries_no_truncate" BEFORE TRUNCATE ON "pos"."journal_entries" FOR EACH STATEMENT EXECUTE FUNCTION "pos"."journal_append_only"();
--> statement-breakpoint
CREATE TRIGGER "journal_keys_no_update" BEFORE UPDATE OR DELETE ON "pos"."journal_keys" FOR EACH ROW EXECUTE FUNCTION "pos"."journal_append_only"();
--> statement-breakpoint
CREATE TRIGGER "journal_keys_no_truncate" BEFORE TRUNCATE ON "pos"."journal_keys" FOR EACH STATEMENT EXECUTE FUNCTION "pos"."journal_append_only"();
--> statement-breakpoint
CREATE TRIGGER "closings_no_update" BEFORE UPDATE OR DELETE ON "pos"."closings" FOR EACH ROW EXECUTE FUNCTION "pos"."journal_append_only"();
--> statement-breakpoint
CREATE TRIGGER "closings_no_truncate" BEFORE TRUNCATE ON "pos"."closings" FOR EACH STATEMENT EXECUTE FUNCTION "pos"."journal_append_only"();
