-- Imports (issue 28): a parish brings its records in from spreadsheets. Each import is a batch: its
-- file's lines wait here (personal data: deleted once confirmed, undone, cancelled, or after a few
-- days), and what it created is listed so the whole batch can be undone while nothing refers to it.

CREATE TABLE imports (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('registros', 'dizimistas', 'batismo', 'crisma', 'matrimonio', 'obito')),
  file_name text NOT NULL,
  format text NOT NULL CHECK (format IN ('csv', 'xlsx')),
  columns text[] NOT NULL,
  -- The last dry run's mapping: for each column, the field it fills (null: ignored).
  mapping jsonb,
  state text NOT NULL DEFAULT 'enviada' CHECK (state IN ('enviada', 'validada', 'importando', 'importada', 'desfeita', 'cancelada', 'expirada')),
  lines int NOT NULL,
  valid int,
  refused int,
  imported int,
  -- Progress while importing (written outside the import's transaction, so it can be read meanwhile).
  done int NOT NULL DEFAULT 0,
  to_do int NOT NULL DEFAULT 0,
  progress_at timestamptz,
  created_by int REFERENCES users (id) ON DELETE SET NULL,
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL,
  imported_at timestamptz,
  undone_at timestamptz,
  undone_by_name text,
  UNIQUE (id, paroquia_id)
);
CREATE INDEX imports_paroquia_idx ON imports (paroquia_id, created_at DESC, id DESC);
CREATE INDEX imports_staged_idx ON imports (created_at) WHERE state IN ('enviada', 'validada');

-- The file's lines as read (cells as text), until the import is confirmed, undone, cancelled or expires.
CREATE TABLE import_lines (
  import_id int NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
  line int NOT NULL,
  cells text[] NOT NULL,
  PRIMARY KEY (import_id, line)
);

-- What a confirmed import created, one row each, with the line it came from. A row that goes (a
-- register deleted by hand, a tither anonymised) leaves its batch with it.
CREATE TABLE import_rows (
  import_id int NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
  line int NOT NULL,
  register_id int REFERENCES registers (id) ON DELETE CASCADE,
  tither_id int REFERENCES tithers (id) ON DELETE CASCADE,
  record_id int REFERENCES sacramental_records (id) ON DELETE CASCADE,
  CHECK (num_nonnulls(register_id, tither_id, record_id) = 1)
);
CREATE INDEX import_rows_import_idx ON import_rows (import_id);
CREATE INDEX import_rows_register_idx ON import_rows (register_id) WHERE register_id IS NOT NULL;
CREATE INDEX import_rows_tither_idx ON import_rows (tither_id) WHERE tither_id IS NOT NULL;
CREATE INDEX import_rows_record_idx ON import_rows (record_id) WHERE record_id IS NOT NULL;

-- The books' automatic numbering (sacramentos/book-register.ts) reads the book's last entry and whether a
-- later sacrament is in it through these, instead of a pass over the whole book for every entry written.
CREATE INDEX sacramental_records_termo_idx ON sacramental_records (paroquia_id, kind, livro, termo DESC);
CREATE INDEX sacramental_records_book_dates_idx ON sacramental_records (paroquia_id, kind, livro, data) WHERE annulled_at IS NULL;

-- Imports touch personal data: the access log takes 'import'. The allowed actions are read from the
-- constraint as it stands (other migrations add theirs), so this one only adds its own.
DO $$
DECLARE
  allowed text[];
BEGIN
  SELECT array_agg(DISTINCT m[1] ORDER BY m[1]) INTO allowed
    FROM pg_constraint c, regexp_matches(pg_get_constraintdef(c.oid), '''([a-z_]+)''', 'g') AS m
   WHERE c.conrelid = 'register_access_log'::regclass AND c.conname = 'register_access_log_action_check';
  ALTER TABLE register_access_log DROP CONSTRAINT register_access_log_action_check;
  EXECUTE format('ALTER TABLE register_access_log ADD CONSTRAINT register_access_log_action_check CHECK (action = ANY (%L::text[]))',
                 array_append(array_remove(allowed, 'import'), 'import'));
END $$;
