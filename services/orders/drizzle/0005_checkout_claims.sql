CREATE TABLE "orders"."checkout_claims" (
	"buyer_id" integer NOT NULL,
	"checkout_id" text NOT NULL,
	"state" text DEFAULT 'processing' NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_claims_buyer_id_checkout_id_pk" PRIMARY KEY("buyer_id","checkout_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_shop_unique" ON "orders"."orders" USING btree ("buyer_id","checkout_id","shop_id") WHERE "orders"."orders"."checkout_id" is not null;