-- Accent-insensitive full-text search in the child's language (issue 5).
-- unaccent() is only STABLE (its dictionary could change), so it cannot feed a generated
-- column or an index; this wrapper names the dictionary explicitly and is IMMUTABLE, the
-- usual way to index unaccented text.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kiddo_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- The text-search configuration of each interface language (fallback portuguese).
CREATE OR REPLACE FUNCTION kiddo_search_config(language text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE language WHEN 'en' THEN 'english'::regconfig WHEN 'es' THEN 'spanish'::regconfig ELSE 'portuguese'::regconfig END $$;
