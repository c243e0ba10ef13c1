-- The diocese at size (issue 33). The chancery's baptism search over 1,000,000 baptisms in 100 parishes
-- (bench/diocese.bench.ts): through 043's indexes each match was a read of its whole entry in sacramental_records
-- (jsonb fields, several names), 4,200 blocks for 'joao silva' (p95 ~100 ms), ~130 ms for a father and a mother
-- together. Here each baptism is a narrow row kept by trigger: its names folded once, its date and parish; the same
-- searches read a tenth of the blocks (p95 60 and 82 ms, counting and ordering as before).
CREATE TABLE batismos_busca (
  id int PRIMARY KEY REFERENCES sacramental_records (id) ON DELETE CASCADE,
  paroquia_id int NOT NULL,
  data date NOT NULL,
  nome text NOT NULL,
  pai text NOT NULL,
  mae text NOT NULL
);

-- Kept by the entry's own writes, whoever makes them (a parish, the chancery's rectification, an anonymisation), so
-- the definer's rights: the copy follows its entry, the entry's own policies decided the write.
CREATE FUNCTION batismos_busca_sync() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF NEW.kind = 'batismo' THEN
    INSERT INTO batismos_busca (id, paroquia_id, data, nome, pai, mae)
    VALUES (NEW.id, NEW.paroquia_id, NEW.data, search_fold(NEW.nome), search_fold(coalesce(NEW.fields ->> 'pai', '')), search_fold(coalesce(NEW.fields ->> 'mae', '')))
    ON CONFLICT (id) DO UPDATE SET paroquia_id = EXCLUDED.paroquia_id, data = EXCLUDED.data, nome = EXCLUDED.nome, pai = EXCLUDED.pai, mae = EXCLUDED.mae;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM batismos_busca WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER batismos_busca_sync AFTER INSERT OR UPDATE OF kind, paroquia_id, data, nome, fields ON sacramental_records
  FOR EACH ROW EXECUTE FUNCTION batismos_busca_sync();

INSERT INTO batismos_busca (id, paroquia_id, data, nome, pai, mae)
SELECT id, paroquia_id, data, search_fold(nome), search_fold(coalesce(fields ->> 'pai', '')), search_fold(coalesce(fields ->> 'mae', ''))
  FROM sacramental_records WHERE kind = 'batismo';

-- Newest first over the diocese (a common name fills the page early); the names anywhere in them through trigrams,
-- the parents as one text ('pai / mae') so a father and a mother asked together meet in one index.
CREATE INDEX batismos_busca_data_idx ON batismos_busca (data DESC, id DESC);
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX batismos_busca_nome_trgm_idx ON batismos_busca USING gin (nome gin_trgm_ops);
    CREATE INDEX batismos_busca_pais_trgm_idx ON batismos_busca USING gin ((pai || ' / ' || mae) gin_trgm_ops);
  END IF;
END $$;
DROP INDEX IF EXISTS sacramental_records_batismo_data_idx, sacramental_records_batismo_nome_trgm_idx, sacramental_records_batismo_pais_trgm_idx;
SELECT sacra_isolar('batismos_busca');

-- Rows that belong to a parish's without a parish column of their own, left out of 042: a website request's files and
-- messages, and the link between an account and the register of the person it is (the register's parish).
SELECT sacra_isolar_filha('solicitacao_arquivos', 'solicitacao_id', 'solicitacoes');
SELECT sacra_isolar_filha('solicitacao_mensagens', 'solicitacao_id', 'solicitacoes');
SELECT sacra_isolar_filha('user_registers', 'register_id', 'registers');

-- A parish added or removed is announced as a changed one is (014): a diocese's offices read their diocese's parishes
-- as their connection was given them, and each process gives them again after an announcement (db/postgres.ts).
CREATE TRIGGER paroquias_auth_added AFTER INSERT OR DELETE ON paroquias FOR EACH ROW EXECUTE FUNCTION announce_auth_change();

-- The tithe's list opens on its newest page with the totals of every contribution of the parish (51,000 in a parish of
-- the diocese bench): read from this index alone, in its order, whether or not row-level security adds its condition
-- (with it the planner took the (paroquia_id, received_on) index row by row: 29 ms, here 9 ms). Stipends too (conta).
CREATE INDEX contributions_conta_idx ON contributions (paroquia_id, conta, received_on DESC, id DESC) INCLUDE (amount_cents, reverses);
