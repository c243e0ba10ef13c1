-- Answers kept by the session cache (routes with config.cacheAnswer: the registers list and the
-- chat's people, src/server/session/cache.ts) are dropped when the data they were made from
-- changes: 'd:<parish id>' for a change to a parish's registers, users or chat messages; 'u:<user id>'
-- for a user's chat pins (only their own answers show them). Presence (last_seen_at, written every
-- 30 s per user) is not announced: a kept answer lives 5 s at most, and announcing it would drop
-- the parish's answers every time anyone's presence is written. On the same
-- channel and by the same rule as migration 014, so every server process hears it, whoever made
-- the change. A statement touching many rows announces once: PostgreSQL folds equal notifications
-- of one transaction.
CREATE FUNCTION announce_parish_data() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'chat_pins' THEN
    PERFORM pg_notify('auth_changed', 'u:' || changed.user_id);
  ELSE
    PERFORM pg_notify('auth_changed', 'd:' || changed.paroquia_id);
    -- A row moved to another parish changes both parishes' answers.
    IF TG_OP = 'UPDATE' AND OLD.paroquia_id IS DISTINCT FROM NEW.paroquia_id THEN
      PERFORM pg_notify('auth_changed', 'd:' || OLD.paroquia_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER registers_data_changed AFTER INSERT OR UPDATE OR DELETE ON registers
  FOR EACH ROW EXECUTE FUNCTION announce_parish_data();
CREATE TRIGGER users_data_added AFTER INSERT OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION announce_parish_data();
CREATE TRIGGER users_data_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at'))
  EXECUTE FUNCTION announce_parish_data();
CREATE TRIGGER chat_messages_data_changed AFTER INSERT OR UPDATE OR DELETE ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION announce_parish_data();
CREATE TRIGGER chat_pins_data_changed AFTER INSERT OR DELETE ON chat_pins
  FOR EACH ROW EXECUTE FUNCTION announce_parish_data();
