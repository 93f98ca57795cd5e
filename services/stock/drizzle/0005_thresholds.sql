CREATE TABLE "stock"."thresholds" (
	"shop_id" integer NOT NULL,
	"format_id" integer NOT NULL,
	"threshold" integer NOT NULL,
	CONSTRAINT "thresholds_shop_id_format_id_pk" PRIMARY KEY("shop_id","format_id")
);
