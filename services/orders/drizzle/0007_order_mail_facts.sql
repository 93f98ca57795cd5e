ALTER TABLE "orders"."orders" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "locale" text DEFAULT 'fr' NOT NULL;