CREATE TABLE "crm"."visit_orders" (
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"task_ids" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_orders_agent_id_day_pk" PRIMARY KEY("agent_id","day")
);
--> statement-breakpoint
ALTER TABLE "crm"."tasks" ADD COLUMN "send_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_shop_send_key_unique" ON "crm"."tasks" USING btree ("shop_id","send_key") WHERE "crm"."tasks"."send_key" is not null;