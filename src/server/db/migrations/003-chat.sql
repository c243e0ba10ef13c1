-- Chat between people of one parish: messages, each user's pinned people, and who has which
-- conversation open (presence, with a short expiry so every server process sees the same state).

CREATE TABLE chat_messages (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  sender_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  receiver_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 4000),
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (sender_id <> receiver_id)
);
-- A conversation is read in both directions, newest first.
CREATE INDEX chat_messages_pair_idx ON chat_messages (sender_id, receiver_id, id DESC);
-- Unread counts per sender, for the people list.
CREATE INDEX chat_messages_unread_idx ON chat_messages (receiver_id, sender_id) WHERE NOT is_read;

CREATE TABLE chat_pins (
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  pinned_user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, pinned_user_id),
  CHECK (user_id <> pinned_user_id)
);

-- One row per user with a conversation open; stale once expires_at passes (the browser renews it every 20 s).
CREATE TABLE chat_presence (
  user_id int PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  other_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX chat_presence_other_idx ON chat_presence (other_id);

-- Names compared without accents or case ('jose' finds 'José'), in any database locale:
-- translate() first, since lower() leaves non-ASCII letters alone under the C locale.
CREATE FUNCTION chat_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(translate($1,
    'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy')) $$;

-- The folded name, stored: the people list sorts and searches it on every call, and folding
-- thousands of names per request costs more than the rest of the query together.
ALTER TABLE users ADD COLUMN name_search text GENERATED ALWAYS AS (chat_fold(name)) STORED;
CREATE INDEX users_chat_list_idx ON users (paroquia_id, name_search, id) WHERE status = 0;
