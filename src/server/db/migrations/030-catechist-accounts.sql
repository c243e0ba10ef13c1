-- A catechist's user account: a catechist (roles 12, 13) reads and writes only the classes whose tutor is the
-- catechist record linked to their account. An account of the catechist's own parish, linked to at most one
-- catechist of each sacrament; deleting the account unlinks it.
ALTER TABLE users ADD CONSTRAINT users_id_paroquia_key UNIQUE (id, paroquia_id);
ALTER TABLE catechists ADD COLUMN user_id int;
ALTER TABLE catechists ADD CONSTRAINT catechists_user_fkey
  FOREIGN KEY (user_id, paroquia_id) REFERENCES users (id, paroquia_id) ON DELETE SET NULL (user_id);
ALTER TABLE catechists ADD CONSTRAINT catechists_user_sacramento_key UNIQUE (user_id, sacramento);

-- The secrets the server signs with (the device cookie of sign-in), made once and shared by every process.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL, -- base64
  created_at timestamptz NOT NULL DEFAULT now()
);
