-- How many entries each parish's book of each sacrament holds, kept by triggers as register_counts keeps the registers
-- (migration 005): a book's list as it opens, with no filter, reads its total here instead of counting every entry of the
-- book at each page (120,000 baptisms in bench/sacramentos.bench.ts; an old parish's archive holds as many).
CREATE TABLE sacramental_counts (
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  kind text NOT NULL,
  total int NOT NULL CHECK (total >= 0),
  PRIMARY KEY (paroquia_id, kind)
);
SELECT sacra_isolar('sacramental_counts');

CREATE FUNCTION sacramental_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM sacramental_counts;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE sacramental_counts AS c SET total = c.total - r.n
      FROM (SELECT paroquia_id, kind, count(*)::int AS n FROM removed GROUP BY paroquia_id, kind) AS r
     WHERE c.paroquia_id = r.paroquia_id AND c.kind = r.kind;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sacramental_counts AS c (paroquia_id, kind, total)
      SELECT paroquia_id, kind, count(*)::int FROM added GROUP BY paroquia_id, kind
      ON CONFLICT (paroquia_id, kind) DO UPDATE SET total = c.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER sacramental_records_count_insert AFTER INSERT ON sacramental_records
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION sacramental_counts_apply();
CREATE TRIGGER sacramental_records_count_delete AFTER DELETE ON sacramental_records
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION sacramental_counts_apply();
CREATE TRIGGER sacramental_records_count_truncate AFTER TRUNCATE ON sacramental_records
  FOR EACH STATEMENT EXECUTE FUNCTION sacramental_counts_apply();

-- Entries do not change parish nor book kind through the API; should one ever, the counts follow.
CREATE FUNCTION sacramental_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sacramental_counts SET total = total - 1 WHERE paroquia_id = OLD.paroquia_id AND kind = OLD.kind;
  INSERT INTO sacramental_counts AS c (paroquia_id, kind, total) VALUES (NEW.paroquia_id, NEW.kind, 1)
    ON CONFLICT (paroquia_id, kind) DO UPDATE SET total = c.total + 1;
  RETURN NULL;
END $$;
CREATE TRIGGER sacramental_records_count_move AFTER UPDATE OF paroquia_id, kind ON sacramental_records
  FOR EACH ROW WHEN (OLD.paroquia_id IS DISTINCT FROM NEW.paroquia_id OR OLD.kind IS DISTINCT FROM NEW.kind)
  EXECUTE FUNCTION sacramental_counts_move();

INSERT INTO sacramental_counts (paroquia_id, kind, total)
  SELECT paroquia_id, kind, count(*)::int FROM sacramental_records GROUP BY paroquia_id, kind;
