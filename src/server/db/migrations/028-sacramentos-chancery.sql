-- Certificates a chancery accepts (issue 27): who signs them, books opened and closed, dated notes,
-- the form of each certificate.

-- Who signs the parish's certificates: the pároco and the vigários, by name and title as printed under
-- the signature line. The parish profile screen that edits them comes later; until then the seed sets them.
ALTER TABLE paroquias
  ADD COLUMN paroco_nome text,                             -- 'Pe. João da Silva'; null: no pároco named yet
  ADD COLUMN paroco_titulo text NOT NULL DEFAULT 'Pároco', -- 'Pároco', 'Administrador paroquial'
  ADD COLUMN vigarios jsonb NOT NULL DEFAULT '[]'          -- [{"nome": "Pe. ...", "titulo": "Vigário paroquial"}]
    CHECK (jsonb_typeof(vigarios) = 'array');

-- The books kept in the system, per kind: numbered in sequence, opened and, when full, closed. A closed
-- book takes no new entry; the system numbers new entries in the kind's open book (one at most). Paper
-- books being digitised (numbers given by hand) are not listed here and stay writable.
CREATE TABLE sacramental_books (
  id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('batismo', 'crisma', 'matrimonio', 'obito')),
  livro int NOT NULL CHECK (livro > 0),
  aberto_em date NOT NULL,
  encerrado_em date,
  UNIQUE (paroquia_id, kind, livro),
  CHECK (encerrado_em IS NULL OR encerrado_em >= aberto_em)
);
CREATE UNIQUE INDEX sacramental_books_open_idx ON sacramental_books (paroquia_id, kind) WHERE encerrado_em IS NULL;

-- Until now the system numbered a book per year (livro = the sacrament's year). Those books keep their
-- numbers: each becomes a book opened on 1 January and closed on 31 December of its year, except each
-- kind's latest, which stays open and takes the next entries (the next book opened is its number + 1).
-- A book is the system's when every entry in it has the book's number as its year.
INSERT INTO sacramental_books (paroquia_id, kind, livro, aberto_em, encerrado_em)
SELECT paroquia_id, kind, livro, make_date(livro, 1, 1),
       CASE WHEN livro = max(livro) OVER (PARTITION BY paroquia_id, kind) THEN NULL ELSE make_date(livro, 12, 31) END
  FROM sacramental_records
 GROUP BY paroquia_id, kind, livro
HAVING bool_and(extract(year FROM data) = livro);

-- A marginal note's own date (when the fact was noted; a note copied from a paper book keeps its
-- date): never in the future nor before the sacrament. Notes written so far are dated the day they
-- were written, in the parish's zone (the append-only trigger is paused for this one backfill).
ALTER TABLE sacramental_notes ADD COLUMN data date;
ALTER TABLE sacramental_notes DISABLE TRIGGER sacramental_notes_no_update;
UPDATE sacramental_notes n SET data = (n.created_at AT TIME ZONE p.time_zone)::date
  FROM sacramental_records r JOIN paroquias p ON p.id = r.paroquia_id
 WHERE r.id = n.record_id;
ALTER TABLE sacramental_notes ENABLE TRIGGER sacramental_notes_no_update;
ALTER TABLE sacramental_notes ALTER COLUMN data SET NOT NULL;

-- A certificate's form ('em breve relato': the entry's data; 'de inteiro teor': every field and every
-- marginal note) and who signed it (name and title as printed).
ALTER TABLE sacramental_certificates
  ADD COLUMN forma text NOT NULL DEFAULT 'breve_relato' CHECK (forma IN ('breve_relato', 'inteiro_teor')),
  ADD COLUMN assinante_nome text,
  ADD COLUMN assinante_titulo text;
