-- Personal data under the LGPD (Brazil's data protection law): who accessed each register, the legal basis for keeping
-- its sensitive fields, anonymisation in place, and the parish's retention setting.

-- Every view, edit, export, deletion, anonymisation and attachment download of a register.
-- Append-only: the API has no call to change or remove an entry, and the triggers below refuse
-- UPDATE, DELETE and TRUNCATE to anyone. register_id and user_id are plain columns, not foreign
-- keys: the entry outlives the register (deleted or anonymised) and the user, and user_name keeps
-- the name the user had at the time. details holds ids and filters, never the person's data.
CREATE TABLE register_access_log (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- No cascade: a parish with a log cannot be deleted by accident (users already prevent it).
  paroquia_id int NOT NULL REFERENCES paroquias (id),
  register_id int, -- null for a CSV export of a filtered list (the filter in details)
  user_id int NOT NULL,
  user_name text NOT NULL,
  action text NOT NULL CHECK (action IN (
    'view', 'create', 'update', 'attachment_upload', 'attachment_delete', 'attachment_download',
    'csv_export', 'data_export', 'delete', 'anonymise')),
  details jsonb NOT NULL DEFAULT '{}',
  ip text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX register_access_log_register_idx ON register_access_log (paroquia_id, register_id, at DESC, id DESC);
CREATE INDEX register_access_log_user_idx ON register_access_log (paroquia_id, user_id, at DESC, id DESC);
CREATE INDEX register_access_log_at_idx ON register_access_log (paroquia_id, at DESC, id DESC);

CREATE FUNCTION register_access_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'register_access_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER register_access_log_no_change BEFORE UPDATE OR DELETE ON register_access_log
  FOR EACH ROW EXECUTE FUNCTION register_access_log_append_only();
CREATE TRIGGER register_access_log_no_truncate BEFORE TRUNCATE ON register_access_log
  FOR EACH STATEMENT EXECUTE FUNCTION register_access_log_append_only();

-- The legal basis (LGPD art. 11: the hypotheses for sensitive data; legitimate interest is not one) for keeping the register's sensitive fields, when and by whom
-- it was recorded; anonymised_at marks a register whose personal fields were cleared; status_changed_at
-- is when it last became active or inactive (retention counts from there).
ALTER TABLE registers
  ADD COLUMN legal_basis text CHECK (legal_basis IN (
    'consentimento', 'obrigacao_legal', 'politicas_publicas', 'estudos_pesquisa', 'exercicio_direitos',
    'protecao_vida', 'tutela_saude', 'prevencao_fraude')),
  ADD COLUMN legal_basis_at timestamptz,
  ADD COLUMN legal_basis_by int REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN anonymised_at timestamptz,
  ADD COLUMN anonymised_by int REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN status_changed_at timestamptz;
UPDATE registers SET status_changed_at = updated_at;

-- status_changed_at follows status whatever path writes it (API, seed, another module); it takes
-- the row's updated_at, which the API sets from its own clock.
CREATE FUNCTION registers_status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.status_changed_at := coalesce(NEW.status_changed_at, NEW.updated_at);
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    NEW.status_changed_at := NEW.updated_at;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER registers_status_changed BEFORE INSERT OR UPDATE ON registers
  FOR EACH ROW EXECUTE FUNCTION registers_status_changed();

-- The 'sem base legal' filter: the parish's registers (not anonymised) with no basis, in list order.
CREATE INDEX registers_no_legal_basis_idx ON registers (paroquia_id, name_search, id)
  WHERE legal_basis IS NULL AND anonymised_at IS NULL;
-- The retention list: inactive registers not yet anonymised, oldest change first.
CREATE INDEX registers_inactive_idx ON registers (paroquia_id, status_changed_at)
  WHERE status = '1' AND anonymised_at IS NULL;

-- Per-parish settings; retention_months null means the portal proposes no anonymisation.
CREATE TABLE parish_settings (
  paroquia_id int PRIMARY KEY REFERENCES paroquias (id) ON DELETE CASCADE,
  retention_months int CHECK (retention_months BETWEEN 1 AND 1200),
  updated_by int REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
