-- Each parish's contributions per account (the tithe, the Mass stipends), kept by triggers as register_counts keeps the
-- registers (migration 005): the contributions' list as it opens, with no filter, reads its count, net amount and
-- standing contributions here instead of summing every contribution of the parish at each page (51,021 a parish in the
-- diocese bench, docs/benchmarks.md). `quantidade`: contributions neither reversed nor reversals, as the list counts them.
CREATE TABLE contribution_totals (
  paroquia_id int NOT NULL REFERENCES paroquias (id) ON DELETE CASCADE,
  conta text NOT NULL,
  total int NOT NULL,
  valor_centavos bigint NOT NULL,
  quantidade int NOT NULL,
  PRIMARY KEY (paroquia_id, conta)
);
SELECT sacra_isolar('contribution_totals');

CREATE FUNCTION contribution_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM contribution_totals;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE contribution_totals AS t
       SET total = t.total - o.total, valor_centavos = t.valor_centavos - o.valor_centavos, quantidade = t.quantidade - o.quantidade
      FROM (SELECT paroquia_id, conta, count(*)::int AS total, coalesce(sum(amount_cents), 0) AS valor_centavos,
                   (count(*) FILTER (WHERE reverses IS NULL) - count(*) FILTER (WHERE reverses IS NOT NULL))::int AS quantidade
              FROM removed GROUP BY paroquia_id, conta) AS o
     WHERE t.paroquia_id = o.paroquia_id AND t.conta = o.conta;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO contribution_totals AS t (paroquia_id, conta, total, valor_centavos, quantidade)
      SELECT paroquia_id, conta, count(*)::int, coalesce(sum(amount_cents), 0),
             (count(*) FILTER (WHERE reverses IS NULL) - count(*) FILTER (WHERE reverses IS NOT NULL))::int
        FROM added GROUP BY paroquia_id, conta
      ON CONFLICT (paroquia_id, conta) DO UPDATE
        SET total = t.total + excluded.total, valor_centavos = t.valor_centavos + excluded.valor_centavos, quantidade = t.quantidade + excluded.quantidade;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER contributions_totals_insert AFTER INSERT ON contributions
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION contribution_totals_apply();
CREATE TRIGGER contributions_totals_update AFTER UPDATE ON contributions
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION contribution_totals_apply();
CREATE TRIGGER contributions_totals_delete AFTER DELETE ON contributions
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION contribution_totals_apply();
CREATE TRIGGER contributions_totals_truncate AFTER TRUNCATE ON contributions
  FOR EACH STATEMENT EXECUTE FUNCTION contribution_totals_apply();

INSERT INTO contribution_totals (paroquia_id, conta, total, valor_centavos, quantidade)
  SELECT paroquia_id, conta, count(*)::int, coalesce(sum(amount_cents), 0),
         (count(*) FILTER (WHERE reverses IS NULL) - count(*) FILTER (WHERE reverses IS NOT NULL))::int
    FROM contributions GROUP BY paroquia_id, conta;
