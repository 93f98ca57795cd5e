CREATE TABLE "stock"."document_moves" (
	"shop_id" integer NOT NULL,
	"key" text NOT NULL,
	"batch_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_moves_shop_id_key_pk" PRIMARY KEY("shop_id","key")
);
