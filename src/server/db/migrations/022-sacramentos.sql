-- Sacramental books (canons 535 and 895): baptisms, confirmations, marriages and funerals of a parish,
-- each entry at a book (livro), page (folha) and entry number (termo). Records are legal documents:
-- never deleted (only annulled with a reason), every change keeps the previous version, marginal notes
-- are only added, and every certificate issued is kept with the version it printed.

CREATE TABLE sacramental_records (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('batismo', 'crisma', 'matrimonio', 'obito')),
  livro int NOT NULL CHECK (livro > 0),
  folha int NOT NULL CHECK (folha > 0),
  termo int NOT NULL CHECK (termo > 0),
  -- The person (the first spouse of a marriage) and, for a marriage, the second spouse: a register of
  -- the parish, or a name only (people from elsewhere, old books). The name is kept as written in the
  -- book even when a register is linked: the book does not change when the register does.
  register_id int,
  nome text NOT NULL,
  register_id2 int,
  nome2 text,
  data date NOT NULL, -- the sacrament's (or the funeral rite's) date
  celebrante text,
  local text,
  -- The kind's own fields, as on the wire (validated by src/shared/schemas/sacramentos.ts).
  fields jsonb NOT NULL DEFAULT '{}',
  -- Names folded once when written ('João' -> 'joao'): the person's, the spouses' and the parents'.
  -- Built with || and coalesce (immutable), not concat_ws (only stable), so it can be a stored column.
  name_search text GENERATED ALWAYS AS (search_fold(
    nome || ' ' || coalesce(nome2, '') || ' ' || coalesce(fields ->> 'pai', '') || ' ' || coalesce(fields ->> 'mae', '') || ' ' ||
    coalesce(fields #>> '{conjuge1,pai}', '') || ' ' || coalesce(fields #>> '{conjuge1,mae}', '') || ' ' ||
    coalesce(fields #>> '{conjuge2,pai}', '') || ' ' || coalesce(fields #>> '{conjuge2,mae}', ''))) STORED,
  version int NOT NULL DEFAULT 1,
  created_by int REFERENCES users (id) ON DELETE SET NULL,
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by int REFERENCES users (id) ON DELETE SET NULL,
  updated_by_name text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  annulled_at timestamptz,
  annul_reason text,
  annulled_by int REFERENCES users (id) ON DELETE SET NULL,
  annulled_by_name text,
  UNIQUE (id, paroquia_id),
  UNIQUE (paroquia_id, kind, livro, folha, termo),
  CHECK ((annulled_at IS NULL) = (annul_reason IS NULL)),
  FOREIGN KEY (register_id, paroquia_id) REFERENCES registers (id, paroquia_id),
  FOREIGN KEY (register_id2, paroquia_id) REFERENCES registers (id, paroquia_id)
);
CREATE INDEX sacramental_records_list_idx ON sacramental_records (paroquia_id, kind, data DESC, id DESC);
CREATE INDEX sacramental_records_name_idx ON sacramental_records (paroquia_id, kind, name_search);
CREATE INDEX sacramental_records_register_idx ON sacramental_records (register_id) WHERE register_id IS NOT NULL;
CREATE INDEX sacramental_records_register2_idx ON sacramental_records (register_id2) WHERE register_id2 IS NOT NULL;
-- Name search anywhere in the names, through trigrams where the server has pg_trgm (as registers do).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX sacramental_records_name_trgm_idx ON sacramental_records USING gin (name_search gin_trgm_ops);
  END IF;
END $$;

-- Every earlier version of a record: the fields as they were before a change, who changed and when.
CREATE TABLE sacramental_record_versions (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  record_id int NOT NULL REFERENCES sacramental_records (id) ON DELETE CASCADE,
  version int NOT NULL,
  data jsonb NOT NULL, -- the record on the wire, as it was in this version
  changed_by int REFERENCES users (id) ON DELETE SET NULL,
  changed_by_name text NOT NULL, -- who replaced this version
  changed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (record_id, version)
);

-- Marginal notes (anotações): free ones and automatic ones (a confirmation or marriage of someone
-- baptised here notes their baptism). Never edited nor removed.
CREATE TABLE sacramental_notes (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  record_id int NOT NULL REFERENCES sacramental_records (id) ON DELETE CASCADE,
  text text NOT NULL,
  automatic boolean NOT NULL DEFAULT false,
  source_record_id int REFERENCES sacramental_records (id), -- the record that caused an automatic note
  created_by int REFERENCES users (id) ON DELETE SET NULL,
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sacramental_notes_record_idx ON sacramental_notes (record_id, id);

CREATE FUNCTION sacramental_notes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'sacramental_notes is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER sacramental_notes_no_update BEFORE UPDATE ON sacramental_notes
  FOR EACH ROW EXECUTE FUNCTION sacramental_notes_append_only();

-- Every certificate issued: its public verification code, the record and version it printed, the
-- name it was issued for (the verification page shows it, nothing else about the person), who and when.
CREATE TABLE sacramental_certificates (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  record_id int NOT NULL,
  version int NOT NULL,
  code text NOT NULL UNIQUE,
  nome text NOT NULL,
  finalidade text,
  issued_by int REFERENCES users (id) ON DELETE SET NULL,
  issued_by_name text NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (record_id, paroquia_id) REFERENCES sacramental_records (id, paroquia_id)
);
CREATE INDEX sacramental_certificates_record_idx ON sacramental_certificates (record_id);

-- Viewing a sacramental record (religion: sensitive data) and issuing its certificate are logged.
ALTER TABLE register_access_log DROP CONSTRAINT register_access_log_action_check;
ALTER TABLE register_access_log ADD CONSTRAINT register_access_log_action_check CHECK (action IN (
  'view', 'create', 'update', 'attachment_upload', 'attachment_delete', 'attachment_download',
  'csv_export', 'data_export', 'delete', 'anonymise',
  'tithe_view', 'tithe_receipt', 'tithe_statement', 'tithe_csv',
  'sacrament_view', 'sacrament_certificate'));
