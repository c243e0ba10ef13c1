-- Sacramental books, second part: godparents named from the registers, and the printed book.

-- A godparent (padrinho, madrinha of a baptism; the sponsor of a confirmation) may be a register of the
-- parish: its birth date lets the server refuse one under 16 (canon 874). The name stays as written in
-- the book; deleting the register only removes the link (ON DELETE SET NULL of the one column).
ALTER TABLE sacramental_records ADD COLUMN padrinho_register_id int;
ALTER TABLE sacramental_records ADD COLUMN madrinha_register_id int;
ALTER TABLE sacramental_records ADD CONSTRAINT sacramental_records_padrinho_fkey
  FOREIGN KEY (padrinho_register_id, paroquia_id) REFERENCES registers (id, paroquia_id) ON DELETE SET NULL (padrinho_register_id);
ALTER TABLE sacramental_records ADD CONSTRAINT sacramental_records_madrinha_fkey
  FOREIGN KEY (madrinha_register_id, paroquia_id) REFERENCES registers (id, paroquia_id) ON DELETE SET NULL (madrinha_register_id);
CREATE INDEX sacramental_records_padrinho_idx ON sacramental_records (padrinho_register_id) WHERE padrinho_register_id IS NOT NULL;
CREATE INDEX sacramental_records_madrinha_idx ON sacramental_records (madrinha_register_id) WHERE madrinha_register_id IS NOT NULL;

-- Printing a book or one of its pages (every entry on it: sensitive data) is logged like a view.
ALTER TABLE register_access_log DROP CONSTRAINT register_access_log_action_check;
ALTER TABLE register_access_log ADD CONSTRAINT register_access_log_action_check CHECK (action IN (
  'view', 'create', 'update', 'attachment_upload', 'attachment_delete', 'attachment_download',
  'csv_export', 'data_export', 'delete', 'anonymise',
  'tithe_view', 'tithe_receipt', 'tithe_statement', 'tithe_csv',
  'sacrament_view', 'sacrament_certificate', 'sacrament_book'));

-- The name search's trigram index (022, where the server has pg_trgm) takes new entries at once: with
-- GIN's pending list every search also read up to 4 MB of entries not yet merged (the embedded server
-- has no autovacuum to merge them), which doubled a rare name's search over 200,000 records.
DO $$
BEGIN
  IF to_regclass('sacramental_records_name_trgm_idx') IS NOT NULL THEN
    ALTER INDEX sacramental_records_name_trgm_idx SET (fastupdate = off);
    PERFORM gin_clean_pending_list('sacramental_records_name_trgm_idx'::regclass);
  END IF;
END $$;

-- The books' list (GET /api/sacramentos/livros) reads each book's entries, pages, numbers and dates from
-- this index alone, pages already in order for counting them: half the time of reading the table.
CREATE INDEX sacramental_records_books_idx ON sacramental_records (paroquia_id, kind, livro, folha) INCLUDE (termo, data, annulled_at);
