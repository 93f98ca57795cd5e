ALTER TABLE "orders"."order_lines" ADD COLUMN "vintage_id" integer;--> statement-breakpoint
ALTER TABLE "orders"."order_lines" ADD COLUMN "vintage" text;