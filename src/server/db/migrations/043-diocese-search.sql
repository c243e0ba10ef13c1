-- The chancery's baptism search at diocese size (bench/diocese.bench.ts: 1,000,000 baptisms in 100 parishes).
-- Past SEARCH_COUNT_CAP matches its page comes newest first over every parish's baptisms, annulled ones included
-- (038's index leaves them out).
CREATE INDEX sacramental_records_batismo_data_idx ON sacramental_records (data DESC, id DESC) WHERE kind = 'batismo';

-- The person's name, and the parents' as one text ('pai / mae', so a father and a mother asked together meet in one
-- index), each through trigrams of their own over baptisms only (where the server has pg_trgm, as 005 and 022):
-- name_search holds every name of every kind of entry, so 'joao silva' through it rechecked 19,000 entries of all
-- books to find 2,500 baptised João Silva, and a father 'pedro' with a mother 'ines' read every baptism naming a Pedro.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX sacramental_records_batismo_nome_trgm_idx ON sacramental_records USING gin (search_fold(nome) gin_trgm_ops) WHERE kind = 'batismo';
    CREATE INDEX sacramental_records_batismo_pais_trgm_idx ON sacramental_records
      USING gin (search_fold(coalesce(fields ->> 'pai', '') || ' / ' || coalesce(fields ->> 'mae', '')) gin_trgm_ops) WHERE kind = 'batismo';
  END IF;
END $$;
