-- One folding for every search (people in the chat, registers, catechists, inventory, notices):
-- accents and case off, 'João' -> 'joao'. translate() and lower() of ASCII behave the same under any
-- locale and are immutable, so the function can feed stored columns and their indexes (unaccent() is
-- only STABLE, and PGlite's core build lacks it). It replaces the three per-module functions, which
-- folded different alphabets.
--
-- The registers' fold is renamed, with the same body: their folded columns keep their values and
-- their place in the row (a scan reads them early) and the large table is not rewritten.
ALTER FUNCTION register_fold(text) RENAME TO search_fold;
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(translate(value,
    'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'));

-- The other folded columns are computed again with it (a generated column's expression cannot be
-- altered on PostgreSQL 15); dropping a column drops its index, which is created again as it was.
ALTER TABLE users DROP COLUMN name_search;
ALTER TABLE users ADD COLUMN name_search text GENERATED ALWAYS AS (search_fold(name)) STORED;
CREATE INDEX users_chat_list_idx ON users (paroquia_id, name_search, id) WHERE status = 0;

ALTER TABLE inventory_items DROP COLUMN search_text;
ALTER TABLE inventory_items ADD COLUMN search_text text GENERATED ALWAYS AS (search_fold(item || ' ' || coalesce(description, ''))) STORED;

DROP FUNCTION chat_fold(text);
DROP FUNCTION inventory_fold(text);
