-- The chancery's baptism search at diocese size (bench/diocese.bench.ts): past SEARCH_COUNT_CAP matches its page
-- comes newest first over every parish's baptisms, annulled ones included (038's index leaves them out).
CREATE INDEX sacramental_records_batismo_data_idx ON sacramental_records (data DESC, id DESC) WHERE kind = 'batismo';
