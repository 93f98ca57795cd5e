CREATE TABLE "orders"."payment_reminders" (
	"invoice_id" integer NOT NULL,
	"level" text NOT NULL,
	"sent_to" text,
	"sent_by" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_invoice_id_level_pk" PRIMARY KEY("invoice_id","level")
);
--> statement-breakpoint
ALTER TABLE "orders"."payment_reminders" ADD CONSTRAINT "payment_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "orders"."invoices"("id") ON DELETE no action ON UPDATE no action;