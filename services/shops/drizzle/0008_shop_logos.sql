CREATE TABLE "shops"."shop_logos" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops"."shop_logos" ADD CONSTRAINT "shop_logos_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "shops"."shops"("id") ON DELETE no action ON UPDATE no action;