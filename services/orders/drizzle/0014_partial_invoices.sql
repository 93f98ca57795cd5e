DROP INDEX "orders"."invoices_order_invoice_unique";--> statement-breakpoint
ALTER TABLE "orders"."invoices" ADD COLUMN "shipment_id" integer;--> statement-breakpoint
ALTER TABLE "orders"."invoices" ADD COLUMN "settles_order" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_balance_unique" ON "orders"."invoices" USING btree ("order_id") WHERE "orders"."invoices"."kind" = 'invoice' and "orders"."invoices"."settles_order";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_shipment_unique" ON "orders"."invoices" USING btree ("shipment_id") WHERE "orders"."invoices"."shipment_id" is not null;