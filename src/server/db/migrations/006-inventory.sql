-- Parish inventory: categories and items, each item held by one community (chapel) of the parish.
-- Composite foreign keys keep an item's category and community inside the item's own parish.

-- Search folding for accent- and case-insensitive matching, without the unaccent extension
-- (absent from PGlite's core build). Upper case is translated before lower(), which only folds ASCII
-- under the C locale.
CREATE FUNCTION inventory_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(translate($1,
    'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ',
    'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn'));

CREATE TABLE inventory_categories (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  name text NOT NULL,
  UNIQUE (paroquia_id, name),
  UNIQUE (id, paroquia_id)
);

-- Lets rows of other tables point at a community of their own parish.
CREATE UNIQUE INDEX IF NOT EXISTS communities_ent_paroquia_key ON communities (ent_id, paroquia_id);

CREATE TABLE inventory_items (
  i_id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  item text NOT NULL CHECK (length(item) BETWEEN 1 AND 200),
  category_id int NOT NULL,
  ent_id int NOT NULL,
  description text CHECK (description IS NULL OR length(description) <= 2000),
  qntd_distributed int NOT NULL DEFAULT 0 CHECK (qntd_distributed >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_update timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (inventory_fold(item || ' ' || coalesce(description, ''))) STORED,
  FOREIGN KEY (category_id, paroquia_id) REFERENCES inventory_categories (id, paroquia_id),
  FOREIGN KEY (ent_id, paroquia_id) REFERENCES communities (ent_id, paroquia_id)
);
CREATE INDEX inventory_items_paroquia_update_idx ON inventory_items (paroquia_id, last_update DESC, i_id DESC);
CREATE INDEX inventory_items_category_idx ON inventory_items (category_id);
CREATE INDEX inventory_items_ent_idx ON inventory_items (ent_id);
