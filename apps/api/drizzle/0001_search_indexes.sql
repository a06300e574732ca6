-- Search support that drizzle-kit cannot express: the trigram extension, a per-language
-- full-text vector and the GIN indexes behind GET /api/v1/products/elastic/search/new/.
-- Estonian and Latvian use the 'simple' configuration: PostgreSQL 15 has no stemmer for either.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, coalesce("i18n_name"->'et_EE'->>'value', '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce("i18n_name"->'en_US'->>'value', '')), 'A') ||
  setweight(to_tsvector('russian'::regconfig, coalesce("i18n_name"->'ru_RU'->>'value', '')), 'A') ||
  setweight(to_tsvector('finnish'::regconfig, coalesce("i18n_name"->'fi_FI'->>'value', '')), 'A') ||
  setweight(to_tsvector('simple'::regconfig, coalesce("i18n_name"->'lv_LV'->>'value', '')), 'A') ||
  setweight(to_tsvector('simple'::regconfig, "search_text"), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_vector_idx" ON "products" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "brands_value_trgm_idx" ON "brands" USING gin (lower("value") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "categories_name_et_trgm_idx" ON "categories" USING gin (lower("i18n_name"->'et_EE'->>'value') gin_trgm_ops);
