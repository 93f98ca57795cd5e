-- The session's own read (GET /v1/users/me) is kept per process like the rights (docs/decisions/api-performance.md):
-- any change of a user row (profile, addresses, cart, e-mail, role) or of their master links now announces `user:<id>`
-- on commit, not only a role change, so every process drops both the rights and the read it keeps.
DROP TRIGGER "users_access_changed" ON "identity"."users";
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "identity"."users"
  FOR EACH ROW EXECUTE FUNCTION "identity"."announce_access_change"();
--> statement-breakpoint
CREATE FUNCTION "identity"."announce_master_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('vendange_changes', 'user:' || OLD."master_id"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('vendange_changes', 'user:' || NEW."master_id"); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "master_links_changed" AFTER INSERT OR UPDATE OR DELETE ON "identity"."master_links"
  FOR EACH ROW EXECUTE FUNCTION "identity"."announce_master_change"();
