-- The lists' q searches match anywhere in a field (ILIKE '%text%'), which only trigram indexes serve.
-- pg_trgm is a trusted extension: the database owner may create it, also on managed PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
CREATE INDEX "properties_name_trgm_idx" ON "properties" USING gin ("name" gin_trgm_ops);
CREATE INDEX "properties_address_trgm_idx" ON "properties" USING gin ("address" gin_trgm_ops);
CREATE INDEX "units_label_trgm_idx" ON "units" USING gin ("label" gin_trgm_ops);
CREATE INDEX "tenants_name_trgm_idx" ON "tenants" USING gin ("name" gin_trgm_ops);
CREATE INDEX "tenants_slug_trgm_idx" ON "tenants" USING gin ("slug" gin_trgm_ops);
CREATE INDEX "devices_name_trgm_idx" ON "devices" USING gin ("name" gin_trgm_ops);
CREATE INDEX "devices_serialNumber_trgm_idx" ON "devices" USING gin ("serialNumber" gin_trgm_ops);
CREATE INDEX "calls_from_trgm_idx" ON "calls" USING gin ("from" gin_trgm_ops);
CREATE INDEX "calls_to_trgm_idx" ON "calls" USING gin ("to" gin_trgm_ops);

-- Keyset pages of calls order by start time, then id.
CREATE INDEX "calls_startedAt_id_idx" ON "calls" ("startedAt" DESC, "id");
