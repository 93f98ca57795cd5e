ALTER TABLE "orders"."orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;