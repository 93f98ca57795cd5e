CREATE TABLE "orders"."card_accounts" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_accounts_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
ALTER TABLE "orders"."card_payments" ADD COLUMN "destination_account" text;--> statement-breakpoint
ALTER TABLE "orders"."card_payments" ADD COLUMN "application_fee_cents" integer;