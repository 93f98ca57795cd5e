ALTER TABLE "stock"."allocations" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "stock"."allocations" ADD COLUMN "order_reference" text;