-- Each parish's cash book totals, kept by triggers as contribution_totals keeps the tithe's (migration 049): the cash
-- book as it opens, with no filter, reads its count, money in and out and standing entries here instead of summing
-- every entry the parish ever booked at each page. As the list sums them: a transfer moves no money in or out of the
-- parish; `quantidade` counts the entries neither reversed nor reversals. The book is append-only (no UPDATE).
CREATE TABLE caixa_totals (
  paroquia_id int PRIMARY KEY REFERENCES paroquias (id) ON DELETE CASCADE,
  total int NOT NULL,
  entradas_centavos bigint NOT NULL,
  saidas_centavos bigint NOT NULL,
  quantidade int NOT NULL
);
SELECT sacra_isolar('caixa_totals');

-- The totals of a set of entries (the rows a statement added or removed), per parish.
CREATE FUNCTION caixa_totals_of(linhas caixa_lancamentos[]) RETURNS TABLE (paroquia_id int, total int, entradas_centavos bigint, saidas_centavos bigint, quantidade int)
LANGUAGE sql STABLE AS $$
  SELECT l.paroquia_id, count(*)::int,
         coalesce(sum(l.valor_centavos) FILTER (WHERE l.valor_centavos > 0 AND l.tipo <> 'transferencia'), 0),
         coalesce(-sum(l.valor_centavos) FILTER (WHERE l.valor_centavos < 0 AND l.tipo <> 'transferencia'), 0),
         (count(*) FILTER (WHERE l.estorno_de IS NULL) - count(*) FILTER (WHERE l.estorno_de IS NOT NULL))::int
    FROM unnest(linhas) AS l GROUP BY l.paroquia_id
$$;

CREATE FUNCTION caixa_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM caixa_totals;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE caixa_totals AS t
       SET total = t.total - o.total, entradas_centavos = t.entradas_centavos - o.entradas_centavos,
           saidas_centavos = t.saidas_centavos - o.saidas_centavos, quantidade = t.quantidade - o.quantidade
      FROM caixa_totals_of((SELECT array_agg(r::caixa_lancamentos) FROM removed r)) AS o
     WHERE t.paroquia_id = o.paroquia_id;
  ELSE
    INSERT INTO caixa_totals AS t SELECT * FROM caixa_totals_of((SELECT array_agg(a::caixa_lancamentos) FROM added a))
      ON CONFLICT (paroquia_id) DO UPDATE
        SET total = t.total + excluded.total, entradas_centavos = t.entradas_centavos + excluded.entradas_centavos,
            saidas_centavos = t.saidas_centavos + excluded.saidas_centavos, quantidade = t.quantidade + excluded.quantidade;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER caixa_lancamentos_totals_insert AFTER INSERT ON caixa_lancamentos
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION caixa_totals_apply();
CREATE TRIGGER caixa_lancamentos_totals_delete AFTER DELETE ON caixa_lancamentos
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION caixa_totals_apply();
CREATE TRIGGER caixa_lancamentos_totals_truncate AFTER TRUNCATE ON caixa_lancamentos
  FOR EACH STATEMENT EXECUTE FUNCTION caixa_totals_apply();

INSERT INTO caixa_totals SELECT * FROM caixa_totals_of(ARRAY(SELECT l FROM caixa_lancamentos l));
