ALTER TABLE "identity"."users" ADD COLUMN "password_set" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "identity"."users" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "identity"."users" ADD COLUMN "billing_address" jsonb;