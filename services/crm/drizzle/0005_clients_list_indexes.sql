-- The clients list's contains-search (name, e-mail, business, city, SIRET) by trigrams: docs/decisions/api-performance.md.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "clients_list_name_idx" ON "crm"."clients" USING btree ("shop_id",lower("name"),"id") WHERE "crm"."clients"."merged_into_id" is null;--> statement-breakpoint
CREATE INDEX "clients_list_created_idx" ON "crm"."clients" USING btree ("shop_id","created_at","id") WHERE "crm"."clients"."merged_into_id" is null;--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "crm"."clients" USING gin ("name" gin_trgm_ops,"email" gin_trgm_ops,"business_name" gin_trgm_ops,"city" gin_trgm_ops,"siret" gin_trgm_ops);