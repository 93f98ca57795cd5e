CREATE TABLE "orders"."order_counts" (
	"shop_id" integer NOT NULL,
	"status" text NOT NULL,
	"hidden" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_counts_shop_id_status_hidden_pk" PRIMARY KEY("shop_id","status","hidden")
);
--> statement-breakpoint
-- Counts follow every insert, delete and change of shop, status or checkout, in the statement's own transaction.
-- Hidden: a checkout that never went through (aborted with a checkout id), which no list shows.
CREATE FUNCTION "orders"."order_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "orders"."order_counts" AS c ("shop_id", "status", "hidden", "n")
    SELECT "shop_id", "status", ("status" = 'aborted' AND "checkout_id" IS NOT NULL), count(*) FROM added GROUP BY 1, 2, 3
  ON CONFLICT ("shop_id", "status", "hidden") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "orders"."order_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders"."order_counts" c SET "n" = c."n" - r."n"
    FROM (SELECT "shop_id", "status", ("status" = 'aborted' AND "checkout_id" IS NOT NULL) AS "hidden", count(*) AS "n" FROM removed GROUP BY 1, 2, 3) r
    WHERE c."shop_id" = r."shop_id" AND c."status" = r."status" AND c."hidden" = r."hidden";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "orders"."order_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose counted keys changed move from one count to another.
  INSERT INTO "orders"."order_counts" AS c ("shop_id", "status", "hidden", "n")
    SELECT "shop_id", "status", "hidden", sum("d") FROM (
      SELECT b."shop_id", b."status", (b."status" = 'aborted' AND b."checkout_id" IS NOT NULL) AS "hidden", -1 AS "d"
        FROM removed b JOIN added a USING ("id")
        WHERE (b."shop_id", b."status", b."checkout_id") IS DISTINCT FROM (a."shop_id", a."status", a."checkout_id")
      UNION ALL
      SELECT a."shop_id", a."status", (a."status" = 'aborted' AND a."checkout_id" IS NOT NULL), 1
        FROM removed b JOIN added a USING ("id")
        WHERE (b."shop_id", b."status", b."checkout_id") IS DISTINCT FROM (a."shop_id", a."status", a."checkout_id")
    ) m GROUP BY 1, 2, 3 HAVING sum("d") <> 0
  ON CONFLICT ("shop_id", "status", "hidden") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_counted_insert" AFTER INSERT ON "orders"."orders" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "orders"."order_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "orders_counted_delete" AFTER DELETE ON "orders"."orders" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "orders"."order_counts_remove"();
--> statement-breakpoint
CREATE TRIGGER "orders_counted_update" AFTER UPDATE ON "orders"."orders" REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "orders"."order_counts_change"();
--> statement-breakpoint
INSERT INTO "orders"."order_counts" ("shop_id", "status", "hidden", "n")
  SELECT "shop_id", "status", ("status" = 'aborted' AND "checkout_id" IS NOT NULL), count(*) FROM "orders"."orders" GROUP BY 1, 2, 3;
