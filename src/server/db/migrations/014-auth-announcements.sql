-- Every change to who a session's user is, or to whether a session still stands, is announced on
-- the channel auth_changed: 'u:<user id>' for a user or any of their sessions, 'p:<parish id>' for a
-- parish (its name and logo travel with each signed-in user). Each server process drops what its
-- session cache holds for them (src/server/session/cache.ts), whoever made the change: the portal,
-- another process, or someone at a SQL prompt. Presence (last_seen_at) is not announced: no cache
-- holds it, and it is written all day long.
CREATE FUNCTION announce_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('auth_changed', 'u:' || changed.user_id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('auth_changed', 'u:' || changed.id);
  ELSE
    PERFORM pg_notify('auth_changed', 'p:' || changed.id);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER users_auth_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at'))
  EXECUTE FUNCTION announce_auth_change();
CREATE TRIGGER users_auth_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION announce_auth_change();

CREATE TRIGGER sessions_auth_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at'))
  EXECUTE FUNCTION announce_auth_change();
CREATE TRIGGER sessions_auth_deleted AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION announce_auth_change();

CREATE TRIGGER paroquias_auth_changed AFTER UPDATE ON paroquias FOR EACH ROW
  WHEN (OLD IS DISTINCT FROM NEW)
  EXECUTE FUNCTION announce_auth_change();
