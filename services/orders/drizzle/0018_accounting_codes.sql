CREATE TABLE "orders"."accounting_codes" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"codes" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders"."order_lines" ADD COLUMN "product_type" text;