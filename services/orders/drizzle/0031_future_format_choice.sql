ALTER TABLE "orders"."future_offers" ADD COLUMN "formats_close_on" date;--> statement-breakpoint
ALTER TABLE "orders"."future_offers" ADD COLUMN "formats_closed_at" timestamp with time zone;