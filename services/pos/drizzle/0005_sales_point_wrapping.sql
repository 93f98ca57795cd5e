ALTER TABLE "pos"."sales_points" ADD COLUMN "wrapping_name" text;--> statement-breakpoint
ALTER TABLE "pos"."sales_points" ADD COLUMN "wrapping_ttc_cents" integer;--> statement-breakpoint
ALTER TABLE "pos"."sales_points" ADD COLUMN "wrapping_vat_rate" text;