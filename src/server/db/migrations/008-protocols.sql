-- Protocols (tickets) a member opens with the parish, their attached files, and the per-parish,
-- per-year counter behind their readable codes ('2026-000123').

CREATE TABLE protocols (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code text NOT NULL,
  description text NOT NULL,
  status int NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3), -- 0 pending, 1 approved, 2 rejected, 3 cancelled
  created_at timestamptz NOT NULL,
  status_changed_at timestamptz,
  status_changed_by int REFERENCES users (id) ON DELETE SET NULL,
  UNIQUE (paroquia_id, code)
);
CREATE INDEX protocols_user_idx ON protocols (user_id, created_at DESC);
CREATE INDEX protocols_paroquia_idx ON protocols (paroquia_id, status, created_at DESC);

-- The last sequence number handed out per parish and year. Taking a number is one upsert, which
-- locks the row until the creating transaction ends: concurrent creations queue instead of colliding.
CREATE TABLE protocol_sequences (
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  year int NOT NULL,
  last_value int NOT NULL,
  PRIMARY KEY (paroquia_id, year)
);

CREATE TABLE protocol_files (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  protocol_id int NOT NULL REFERENCES protocols (id) ON DELETE CASCADE,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  file_name text NOT NULL UNIQUE, -- random name under uploads/protocols
  original_name text NOT NULL, -- as sent, cleaned for display
  mime_type text NOT NULL, -- detected from the content
  size_bytes int NOT NULL CHECK (size_bytes > 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX protocol_files_protocol_idx ON protocol_files (protocol_id, id);
