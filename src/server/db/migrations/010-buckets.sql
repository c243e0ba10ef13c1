-- Storage buckets: each belongs to the user who created it, inside that user's parish.
-- tamanho counts the bytes of its files plus those of uploads under way (reserved before storing),
-- so one conditional UPDATE keeps every bucket within tamanho_max, however many uploads run at once.
-- Sizes are bigint; queries hand them back as float8 so both drivers return JS numbers.

CREATE TABLE buckets (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  rand text NOT NULL UNIQUE CHECK (rand ~ '^[A-Za-z0-9_-]{22}$'), -- the public code, random
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 120),
  regiao smallint NOT NULL CHECK (regiao IN (1, 2)), -- 1 BR-EAST São Paulo, 2 BR-WEST Rio de Janeiro
  tamanho bigint NOT NULL DEFAULT 0 CHECK (tamanho >= 0),
  tamanho_max bigint NOT NULL DEFAULT 1073741824 CHECK (tamanho_max > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (tamanho <= tamanho_max)
);
CREATE INDEX buckets_paroquia_idx ON buckets (paroquia_id, created_at DESC);
CREATE INDEX buckets_user_idx ON buckets (user_id);

CREATE TABLE bucket_files (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bucket_id int NOT NULL REFERENCES buckets (id) ON DELETE CASCADE,
  file_name text NOT NULL, -- as sent, cleaned for display
  stored_name text NOT NULL UNIQUE, -- random name under storage kind 'buckets'
  file_size bigint NOT NULL CHECK (file_size >= 0),
  upload_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bucket_files_bucket_idx ON bucket_files (bucket_id, upload_date DESC);
