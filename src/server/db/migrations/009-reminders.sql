-- Personal reminders, fired by the server's scheduler (a notification and, if asked, an e-mail),
-- and the queue of e-mails waiting to be sent.

-- Where reminder e-mails go; a user without one gets the notification only.
ALTER TABLE users ADD COLUMN IF NOT EXISTS email text;

CREATE TABLE reminders (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  descricao text NOT NULL,
  data_hora timestamptz NOT NULL,
  utc_offset_minutes int NOT NULL, -- the offset data_hora was written with, to answer it the same way
  repeat text NOT NULL DEFAULT 'none' CHECK (repeat IN ('none', 'daily', 'weekly', 'monthly')),
  -- A monthly reminder's chosen day (31 stays 31: February gets its last day, March the 31st again).
  anchor_day int NOT NULL CHECK (anchor_day BETWEEN 1 AND 31),
  pref_email boolean NOT NULL DEFAULT true,
  status text NOT NULL DEFAULT 'ativo' CHECK (status IN ('ativo', 'concluido')),
  -- When the scheduler fires it next; NULL once fired (non-repeating) or completed. Claimed and moved
  -- in one transaction, so each occurrence fires once whatever the number of server processes.
  next_fire_at timestamptz,
  last_fired_at timestamptz,
  completed_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX reminders_due_idx ON reminders (next_fire_at) WHERE next_fire_at IS NOT NULL;
CREATE INDEX reminders_user_idx ON reminders (user_id, status, data_hora);

-- E-mails written in the same transaction as what they announce and sent after it commits;
-- a failed send is retried a few times, a lease keeps two processes from sending the same one.
CREATE TABLE mail_queue (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  locked_until timestamptz,
  sent_at timestamptz,
  last_error text
);
CREATE INDEX mail_queue_pending_idx ON mail_queue (id) WHERE sent_at IS NULL;
