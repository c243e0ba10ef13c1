-- The parishes of an instance (issue 28): a system administrator (role 111) may act as any parish of
-- the instance for one session. The choice is kept on the session row, so every server process agrees,
-- and changing it is announced like any change of a session ('u:<user id>', migration 014). The
-- session's user carries that parish everywhere while their roles still allow it (session/repository.ts).
ALTER TABLE sessions ADD COLUMN acting_paroquia_id int REFERENCES paroquias (id) ON DELETE SET NULL;

-- Entering and leaving a parish as its system administrator are written in that parish's access log:
-- its office sees who came in from outside, and when.
ALTER TABLE register_access_log DROP CONSTRAINT register_access_log_action_check;
ALTER TABLE register_access_log ADD CONSTRAINT register_access_log_action_check CHECK (action IN (
  'view', 'create', 'update', 'attachment_upload', 'attachment_delete', 'attachment_download',
  'csv_export', 'data_export', 'delete', 'anonymise',
  'tithe_view', 'tithe_receipt', 'tithe_statement', 'tithe_csv',
  'sacrament_view', 'sacrament_certificate', 'sacrament_book',
  'account_change', 'account_csv',
  'parish_act', 'parish_leave'));
