CREATE TABLE "stock"."drm_returns" (
	"shop_id" integer NOT NULL,
	"month" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"filed_by_id" integer,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drm_returns_shop_id_month_pk" PRIMARY KEY("shop_id","month")
);
