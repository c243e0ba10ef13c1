-- One folding for every search (people in the chat, registers, catechists, inventory, notices):
-- accents and case off, 'João' -> 'joao'. translate() and lower() of ASCII behave the same under any
-- locale and are immutable, so the function can feed stored columns and their indexes (unaccent() is
-- only STABLE, and PGlite's core build lacks it). It replaces the three per-module functions, which
-- folded different alphabets.
CREATE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(translate($1,
    'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'));

-- The folded columns are computed again with it (a generated column's expression cannot be altered on
-- PostgreSQL 15); dropping a column drops its indexes, which are created again as they were.
ALTER TABLE users DROP COLUMN name_search;
ALTER TABLE users ADD COLUMN name_search text GENERATED ALWAYS AS (search_fold(name)) STORED;
CREATE INDEX users_chat_list_idx ON users (paroquia_id, name_search, id) WHERE status = 0;

ALTER TABLE registers DROP COLUMN name_search, DROP COLUMN city_search, DROP COLUMN bairro_search;
ALTER TABLE registers
  ADD COLUMN name_search text GENERATED ALWAYS AS (search_fold(name)) STORED,
  ADD COLUMN city_search text GENERATED ALWAYS AS (search_fold(city)) STORED,
  ADD COLUMN bairro_search text GENERATED ALWAYS AS (search_fold(home_situation)) STORED;
CREATE INDEX registers_paroquia_name_idx ON registers (paroquia_id, name_search, id);
CREATE INDEX registers_paroquia_city_idx ON registers (paroquia_id, city_search text_pattern_ops);
CREATE INDEX registers_paroquia_bairro_idx ON registers (paroquia_id, bairro_search text_pattern_ops);
CREATE INDEX registers_no_legal_basis_idx ON registers (paroquia_id, name_search, id)
  WHERE legal_basis IS NULL AND anonymised_at IS NULL;
-- Name search anywhere in the name through trigrams, where 005-registers.sql could load pg_trgm.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX registers_name_trgm_idx ON registers USING gin (name_search gin_trgm_ops);
  END IF;
END $$;

ALTER TABLE inventory_items DROP COLUMN search_text;
ALTER TABLE inventory_items ADD COLUMN search_text text GENERATED ALWAYS AS (search_fold(item || ' ' || coalesce(description, ''))) STORED;

DROP FUNCTION chat_fold(text);
DROP FUNCTION register_fold(text);
DROP FUNCTION inventory_fold(text);
