ALTER TABLE "orders"."future_offers" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders"."future_tranches" ADD COLUMN "opens_on" date;