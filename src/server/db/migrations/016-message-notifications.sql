-- A chat message's notification names its sender, so reading the conversation also reads the
-- notifications of those messages (the bell must not keep counting messages already read).
ALTER TABLE notifications ADD COLUMN from_user_id int REFERENCES users (id) ON DELETE CASCADE;
CREATE INDEX notifications_unread_from_idx ON notifications (user_id, from_user_id) WHERE NOT read;
