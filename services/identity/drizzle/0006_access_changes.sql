-- Every process caching a user's rights drops them when they change (docs/decisions/api-performance.md):
-- a role changed or an account deleted, a shop link added, changed (rights, blocked) or removed. Sent on commit.
CREATE FUNCTION "identity"."announce_access_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('vendange_changes', 'user:' || OLD."id");
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('vendange_changes', 'user:' || OLD."user_id"); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('vendange_changes', 'user:' || NEW."user_id"); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_access_changed" AFTER UPDATE OF "role" OR DELETE ON "identity"."users"
  FOR EACH ROW EXECUTE FUNCTION "identity"."announce_access_change"();
--> statement-breakpoint
CREATE TRIGGER "user_shops_access_changed" AFTER INSERT OR UPDATE OR DELETE ON "identity"."user_shops"
  FOR EACH ROW EXECUTE FUNCTION "identity"."announce_access_change"();
