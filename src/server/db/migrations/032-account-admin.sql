-- People's accounts (issue 28): the throttle of the public account calls, and the access log's entries for
-- account changes that touch a person's register.

-- Tries of the public calls that open an account without a password (the set-up, the invitation and
-- password-reset links, 'Esqueci minha senha'), counted per scope and key (an address, a user name) in the
-- database, so every server process counts the same tries. Rows older than the longest window are pruned.
CREATE TABLE request_throttle (
  scope text NOT NULL,
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX request_throttle_key_idx ON request_throttle (scope, key, at);
CREATE INDEX request_throttle_at_idx ON request_throttle (at);

-- An account linked to a register (its person) changed: created, roles, blocked, a password set; and the
-- accounts' list exported as CSV (names and e-mails).
ALTER TABLE register_access_log DROP CONSTRAINT register_access_log_action_check;
ALTER TABLE register_access_log ADD CONSTRAINT register_access_log_action_check CHECK (action IN (
  'view', 'create', 'update', 'attachment_upload', 'attachment_delete', 'attachment_download',
  'csv_export', 'data_export', 'delete', 'anonymise',
  'tithe_view', 'tithe_receipt', 'tithe_statement', 'tithe_csv',
  'sacrament_view', 'sacrament_certificate', 'sacrament_book',
  'account_change', 'account_csv'));
