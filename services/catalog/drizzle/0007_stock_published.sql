CREATE TABLE "catalog"."stock_published" (
	"shop_id" integer NOT NULL,
	"movement_key" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_published_shop_id_movement_key_pk" PRIMARY KEY("shop_id","movement_key")
);
