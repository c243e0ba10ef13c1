-- Parish notices (avisos, /eventos) and who has read them. Times come from the app's clock, not now(),
-- so scheduled notices follow the same clock as the requests that read them.

CREATE TABLE notices (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  author_id int REFERENCES users (id) ON DELETE SET NULL,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  legend text CHECK (char_length(legend) <= 5000),
  level_importance int NOT NULL DEFAULT 0 CHECK (level_importance BETWEEN 0 AND 2),
  send_at timestamptz, -- NULL: sent when written; a future time: seen only by those who write notices until then
  anexo_file text, -- random name under uploads/feed
  anexo_name text, -- the name it was uploaded with, shown to people
  anexo_mime text CHECK (anexo_mime IN ('image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml', 'application/pdf')),
  notified_at timestamptz, -- when the parish was told; NULL while a scheduled notice waits
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((anexo_file IS NULL) = (anexo_name IS NULL) AND (anexo_file IS NULL) = (anexo_mime IS NULL)),
  UNIQUE (id, paroquia_id)
);
CREATE INDEX notices_paroquia_sent_idx ON notices (paroquia_id, (coalesce(send_at, created_at)) DESC, id DESC);
CREATE UNIQUE INDEX notices_anexo_file_key ON notices (anexo_file) WHERE anexo_file IS NOT NULL;
CREATE INDEX notices_waiting_idx ON notices (send_at) WHERE notified_at IS NULL;

-- One row per reader: a notice's views are its distinct readers.
CREATE TABLE notice_views (
  notice_id int NOT NULL,
  paroquia_id int NOT NULL,
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  viewed_at timestamptz NOT NULL,
  PRIMARY KEY (notice_id, user_id),
  FOREIGN KEY (notice_id, paroquia_id) REFERENCES notices (id, paroquia_id) ON DELETE CASCADE
);
