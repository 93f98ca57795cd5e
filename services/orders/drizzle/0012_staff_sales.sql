ALTER TABLE "orders"."order_lines" ADD COLUMN "fixed_unit_cents" integer;--> statement-breakpoint
ALTER TABLE "orders"."order_lines" ADD COLUMN "discount_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "orders"."order_lines" ADD COLUMN "price_reason" text;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "payment_delay" text;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "valid_until" text;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "answer_token" text;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "converted_order_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_answer_token_unique" ON "orders"."orders" USING btree ("answer_token") WHERE "orders"."orders"."answer_token" is not null;--> statement-breakpoint
-- Quotes live beside orders but are never in the orders list: counted as hidden, like a checkout that never went through.
CREATE OR REPLACE FUNCTION "orders"."order_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "orders"."order_counts" AS c ("shop_id", "status", "hidden", "n")
    SELECT "shop_id", "status", (("status" = 'aborted' AND "checkout_id" IS NOT NULL) OR "kind" = 'quote'), count(*) FROM added GROUP BY 1, 2, 3
  ON CONFLICT ("shop_id", "status", "hidden") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders"."order_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders"."order_counts" c SET "n" = c."n" - r."n"
    FROM (SELECT "shop_id", "status", (("status" = 'aborted' AND "checkout_id" IS NOT NULL) OR "kind" = 'quote') AS "hidden", count(*) AS "n" FROM removed GROUP BY 1, 2, 3) r
    WHERE c."shop_id" = r."shop_id" AND c."status" = r."status" AND c."hidden" = r."hidden";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders"."order_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "orders"."order_counts" AS c ("shop_id", "status", "hidden", "n")
    SELECT "shop_id", "status", "hidden", sum("d") FROM (
      SELECT b."shop_id", b."status", ((b."status" = 'aborted' AND b."checkout_id" IS NOT NULL) OR b."kind" = 'quote') AS "hidden", -1 AS "d"
        FROM removed b JOIN added a USING ("id")
        WHERE (b."shop_id", b."status", b."checkout_id", b."kind") IS DISTINCT FROM (a."shop_id", a."status", a."checkout_id", a."kind")
      UNION ALL
      SELECT a."shop_id", a."status", ((a."status" = 'aborted' AND a."checkout_id" IS NOT NULL) OR a."kind" = 'quote'), 1
        FROM removed b JOIN added a USING ("id")
        WHERE (b."shop_id", b."status", b."checkout_id", b."kind") IS DISTINCT FROM (a."shop_id", a."status", a."checkout_id", a."kind")
    ) m GROUP BY 1, 2, 3 HAVING sum("d") <> 0
  ON CONFLICT ("shop_id", "status", "hidden") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;
