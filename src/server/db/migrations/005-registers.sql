-- Person registers of a parish and their attachments.
-- Personal data under the LGPD: every column but name is nullable so a register can later be
-- anonymised in place; created_by/updated_by say who recorded it. Other modules refer to
-- registers (id) (Crisma classes and catechists); deleting a register they use is refused by
-- the API (src/server/registers/references.ts).

-- Accent- and case-folding for searches: 'João' -> 'joao'. translate() and lower() of ASCII are
-- immutable and behave the same under any locale, so the function can feed a stored column and
-- indexes (unaccent() is only STABLE, and not every server has it).
CREATE FUNCTION register_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(translate(value,
    'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'));

CREATE TABLE registers (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  name text NOT NULL,
  name_search text GENERATED ALWAYS AS (register_fold(name)) STORED,
  email text,
  phone text, -- 11 digits
  cpf text, -- 11 digits
  rg text,
  family_count int CHECK (family_count >= 0), -- familly_qntd on the wire
  civil_status smallint CHECK (civil_status BETWEEN 1 AND 6),
  born_date date,
  work_state smallint CHECK (work_state BETWEEN 1 AND 7),
  race smallint CHECK (race BETWEEN 1 AND 5),
  country text,
  state text,
  city text,
  cep text, -- 8 digits
  address text,
  address_number text,
  mother_name text,
  mother_phone text,
  father_name text,
  father_phone text,
  home_situation text, -- the neighbourhood (Bairro)
  -- City and neighbourhood folded once when written: filters compare these, not a function per row.
  city_search text GENERATED ALWAYS AS (register_fold(city)) STORED,
  bairro_search text GENERATED ALWAYS AS (register_fold(home_situation)) STORED,
  status text NOT NULL DEFAULT '0' CHECK (status IN ('0', '1')),
  photo text, -- file name under uploads/registers
  created_by int REFERENCES users (id) ON DELETE SET NULL,
  updated_by int REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, paroquia_id)
);
-- The list's order (name, then id) and its pages; also a prefix search where trigrams are missing.
CREATE INDEX registers_paroquia_name_idx ON registers (paroquia_id, name_search, id);
CREATE UNIQUE INDEX registers_paroquia_cpf_key ON registers (paroquia_id, cpf) WHERE cpf IS NOT NULL;
CREATE INDEX registers_paroquia_civil_status_idx ON registers (paroquia_id, civil_status);
CREATE INDEX registers_paroquia_work_state_idx ON registers (paroquia_id, work_state);
CREATE INDEX registers_paroquia_race_idx ON registers (paroquia_id, race);
CREATE INDEX registers_paroquia_city_idx ON registers (paroquia_id, city_search text_pattern_ops);
CREATE INDEX registers_paroquia_bairro_idx ON registers (paroquia_id, bairro_search text_pattern_ops);
CREATE INDEX registers_paroquia_created_idx ON registers (paroquia_id, created_at);
CREATE INDEX registers_photo_idx ON registers (photo) WHERE photo IS NOT NULL;

-- Name search anywhere in the name ('silva' finds 'Maria da Silva') through trigrams, where the
-- server has pg_trgm (PGlite loads it in db/pglite.ts; Debian's PostgreSQL ships it). Without
-- it the search still works, scanning the parish's rows.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE INDEX registers_name_trgm_idx ON registers USING gin (name_search gin_trgm_ops);
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm unavailable (%): register search without a trigram index', SQLERRM;
    END;
  END IF;
END $$;

-- How many registers each parish has, kept by triggers: the unfiltered list (the screen's first
-- view) reads its total here instead of counting every row of the parish on each page.
CREATE TABLE register_counts (
  paroquia_id int PRIMARY KEY REFERENCES paroquias (id) ON DELETE CASCADE,
  total int NOT NULL CHECK (total >= 0)
);

CREATE FUNCTION register_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM register_counts;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE register_counts AS c SET total = c.total - r.n
      FROM (SELECT paroquia_id, count(*)::int AS n FROM removed GROUP BY paroquia_id) AS r
     WHERE c.paroquia_id = r.paroquia_id;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO register_counts AS c (paroquia_id, total)
      SELECT paroquia_id, count(*)::int FROM added GROUP BY paroquia_id
      ON CONFLICT (paroquia_id) DO UPDATE SET total = c.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER registers_count_insert AFTER INSERT ON registers
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION register_counts_apply();
CREATE TRIGGER registers_count_delete AFTER DELETE ON registers
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION register_counts_apply();
CREATE TRIGGER registers_count_truncate AFTER TRUNCATE ON registers
  FOR EACH STATEMENT EXECUTE FUNCTION register_counts_apply();

-- Registers do not move between parishes through the API; should one ever move, the counts follow.
CREATE FUNCTION register_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE register_counts SET total = total - 1 WHERE paroquia_id = OLD.paroquia_id;
  INSERT INTO register_counts AS c (paroquia_id, total) VALUES (NEW.paroquia_id, 1)
    ON CONFLICT (paroquia_id) DO UPDATE SET total = c.total + 1;
  RETURN NULL;
END $$;
CREATE TRIGGER registers_count_move AFTER UPDATE OF paroquia_id ON registers
  FOR EACH ROW WHEN (OLD.paroquia_id IS DISTINCT FROM NEW.paroquia_id) EXECUTE FUNCTION register_counts_move();

CREATE TABLE register_attachments (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  register_id int NOT NULL,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  filename text NOT NULL UNIQUE, -- file name under uploads/anexos_registers
  original_name text NOT NULL,
  mime_type text NOT NULL,
  size_bytes int NOT NULL CHECK (size_bytes >= 0),
  uploaded_by int REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- An attachment always belongs to a register of its own parish.
  FOREIGN KEY (register_id, paroquia_id) REFERENCES registers (id, paroquia_id) ON DELETE CASCADE
);
CREATE INDEX register_attachments_register_idx ON register_attachments (register_id, id);
