CREATE TABLE "catalog"."product_counts" (
	"shop_id" integer NOT NULL,
	"status" text NOT NULL,
	"product_type" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "product_counts_shop_id_status_product_type_pk" PRIMARY KEY("shop_id","status","product_type")
);
--> statement-breakpoint
-- Counts follow every insert, delete and change of shop, status or type, in the statement's own transaction.
CREATE FUNCTION "catalog"."product_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog"."product_counts" AS c ("shop_id", "status", "product_type", "n")
    SELECT "shop_id", "status", "product_type", count(*) FROM added GROUP BY 1, 2, 3
  ON CONFLICT ("shop_id", "status", "product_type") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "catalog"."product_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog"."product_counts" c SET "n" = c."n" - r."n"
    FROM (SELECT "shop_id", "status", "product_type", count(*) AS "n" FROM removed GROUP BY 1, 2, 3) r
    WHERE c."shop_id" = r."shop_id" AND c."status" = r."status" AND c."product_type" = r."product_type";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "catalog"."product_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose counted keys changed move from one count to another.
  INSERT INTO "catalog"."product_counts" AS c ("shop_id", "status", "product_type", "n")
    SELECT "shop_id", "status", "product_type", sum("d") FROM (
      SELECT b."shop_id", b."status", b."product_type", -1 AS "d", a."shop_id" AS "s2", a."status" AS "st2", a."product_type" AS "t2"
        FROM removed b JOIN added a USING ("id")
      UNION ALL
      SELECT a."shop_id", a."status", a."product_type", 1, b."shop_id", b."status", b."product_type"
        FROM removed b JOIN added a USING ("id")
    ) m WHERE ("shop_id", "status", "product_type") IS DISTINCT FROM ("s2", "st2", "t2")
    GROUP BY 1, 2, 3 HAVING sum("d") <> 0
  ON CONFLICT ("shop_id", "status", "product_type") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_counted_insert" AFTER INSERT ON "catalog"."products" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."product_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "products_counted_delete" AFTER DELETE ON "catalog"."products" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."product_counts_remove"();
--> statement-breakpoint
CREATE TRIGGER "products_counted_update" AFTER UPDATE ON "catalog"."products" REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."product_counts_change"();
--> statement-breakpoint
INSERT INTO "catalog"."product_counts" ("shop_id", "status", "product_type", "n")
  SELECT "shop_id", "status", "product_type", count(*) FROM "catalog"."products" GROUP BY 1, 2, 3;
