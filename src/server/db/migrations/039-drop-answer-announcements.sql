-- The session cache no longer keeps routes' answers (issue 33, docs/architecture.md): only a repeated
-- URL was faster, and under the mixed load of 200 members none of 760 cacheable requests was served
-- from a kept answer (every chat message dropped the parish's). What announced their data's changes
-- goes with them: every write to registers, users, chat messages and pins paid for a notification
-- that every process heard for nothing.
DROP TRIGGER registers_data_changed ON registers;
DROP TRIGGER users_data_added ON users;
DROP TRIGGER users_data_changed ON users;
DROP TRIGGER chat_messages_data_changed ON chat_messages;
DROP TRIGGER chat_pins_data_changed ON chat_pins;
DROP FUNCTION announce_parish_data();
