-- Issue 32's remaining pieces.

-- A notice may leave the public feed at a set time (it stays in the parish's own list). The banns carry the
-- couple's names: public only while they run, through the end of their last Sunday in the parish's zone, or
-- until the file is cancelled. The banns already published get their end.
ALTER TABLE notices ADD COLUMN public_until timestamptz;
UPDATE notices n
   SET public_until = CASE WHEN b.estado = 'cancelado' THEN least(b.fim AT TIME ZONE p.time_zone, b.updated_at) ELSE b.fim AT TIME ZONE p.time_zone END
  FROM (SELECT a.aviso, x.estado, x.updated_at, ((SELECT max(d) FROM unnest(x.proclamas_domingos) AS d) + 1)::timestamp AS fim
          FROM casamentos x CROSS JOIN unnest(x.proclamas_avisos) AS a (aviso)) b,
       paroquias p
 WHERE n.id = b.aviso AND p.id = n.paroquia_id;
