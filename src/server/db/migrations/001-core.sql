-- Core: parishes, their communities, users, sessions, sign-in records and notifications.
-- Everything parish-scoped carries paroquia_id; ids are int identity so both drivers return JS numbers.

CREATE TABLE paroquias (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  logo text, -- file name under uploads/paroquias
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Chapels and communities of a parish (inventory, catechists and classes refer to them).
CREATE TABLE communities (
  ent_id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  ent_name text NOT NULL,
  UNIQUE (paroquia_id, ent_name)
);

CREATE TABLE users (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id),
  community_id int REFERENCES communities (ent_id) ON DELETE SET NULL,
  username text NOT NULL, -- the fixed login name, 'user' on the wire
  name text NOT NULL,
  password_hash text NOT NULL,
  status int NOT NULL DEFAULT 0, -- 1 blocked
  require_password_change boolean NOT NULL DEFAULT false,
  accepted_photo int NOT NULL DEFAULT 0,
  avatar text, -- file name under uploads/avatars
  timezone text,
  roles int[] NOT NULL DEFAULT '{}',
  last_seen_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE INDEX users_paroquia_idx ON users (paroquia_id);
CREATE INDEX users_avatar_idx ON users (avatar) WHERE avatar IS NOT NULL;

-- id is the sha256 of the cookie's random token: a leaked table does not hand out sessions.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  remember boolean NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  password_verified_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

-- Failed sign-ins only, kept in the database so every server process counts the same attempts.
CREATE TABLE login_attempts (
  username text NOT NULL, -- lower-cased as typed, whether or not such a user exists
  address text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX login_attempts_username_idx ON login_attempts (username, at);
CREATE INDEX login_attempts_address_idx ON login_attempts (address, at);
CREATE INDEX login_attempts_at_idx ON login_attempts (at);

-- Successful sign-ins (the dashboard's accesses chart).
CREATE TABLE user_logins (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  paroquia_id int NOT NULL REFERENCES paroquias (id),
  at timestamptz NOT NULL
);
CREATE INDEX user_logins_paroquia_at_idx ON user_logins (paroquia_id, at);

CREATE TABLE notifications (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  paroquia_id int NOT NULL REFERENCES paroquias (id),
  type text NOT NULL CHECK (type IN ('message', 'alert', 'other', 'info')),
  title text NOT NULL,
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  read boolean NOT NULL DEFAULT false
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);
