-- Go-live (issue 28): the parish's own profile, people's accounts (invitations and password resets by
-- one-time links, every change audited), and the first run of an empty install.

-- The parish's profile beyond what documents already print (017) and who signs (028).
ALTER TABLE paroquias
  ADD COLUMN cep text,        -- 8 digits
  ADD COLUMN phone text,      -- digits only
  ADD COLUMN email text,
  ADD COLUMN website text;

-- One-time links sent by e-mail: an invitation to choose a password (72 h) or a reset (1 h). Only the
-- token's sha256 is kept, so the table alone opens no account; a token is spent once (used_at).
CREATE TABLE account_tokens (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('convite', 'senha')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, kind);

-- Every change of an account, shown on its page: who did it (a user, the terminal, the installation)
-- and when. actor_name is kept when the acting account goes.
CREATE TABLE account_audit (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  actor_id int REFERENCES users (id) ON DELETE SET NULL,
  actor_name text NOT NULL,
  action text NOT NULL CHECK (action IN ('criada', 'dados', 'regras', 'bloqueada', 'desbloqueada', 'convite', 'senha_redefinida', 'senha_definida')),
  detail jsonb,
  at timestamptz NOT NULL
);
CREATE INDEX account_audit_user_idx ON account_audit (user_id, at DESC);

-- An account's recent sign-ins and its last one (the accounts list).
CREATE INDEX user_logins_user_at_idx ON user_logins (user_id, at DESC);

-- The first run: while no parish exists, the one set-up token printed at start (its sha256). At most one row.
CREATE TABLE instance_setup (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL
);
