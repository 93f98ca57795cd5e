ALTER TABLE "stock"."crd_movements" ADD COLUMN "purchase_id" integer;--> statement-breakpoint
ALTER TABLE "stock"."crd_movements" ADD COLUMN "purchase_ref" text;--> statement-breakpoint
ALTER TABLE "stock"."purchase_lines" ADD COLUMN "crd_capsule_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "crd_movements_reception" ON "stock"."crd_movements" USING btree ("stock_batch_id","capsule_id") WHERE "stock"."crd_movements"."purchase_id" is not null;