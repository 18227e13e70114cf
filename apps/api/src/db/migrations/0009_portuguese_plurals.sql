-- The text a message is searched by: unaccented and, in Portuguese, with the plural -ões
-- spelled -aos. Portuguese Snowball stems "vulcão" to "vulca" but "vulcões" to "vulco", so
-- "vulcão" never found "vulcões" (ADR 009). "-aos" stems like "-ão" and keeps the text's
-- length, so the highlighted snippet still maps back onto the original letters.
CREATE OR REPLACE FUNCTION kiddo_search_text(language text, content text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN language IN ('en', 'es') THEN kiddo_unaccent(content)
    ELSE regexp_replace(kiddo_unaccent(content), 'oes\M', 'aos', 'gi') END $$;
--> statement-breakpoint
-- PostgreSQL 15 cannot change a generated column's expression in place: drop and add it
-- (its index goes with it) and index it again.
ALTER TABLE "messages" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector(kiddo_search_config(language), kiddo_search_text(language, content))) STORED;--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin ("search_vector");
