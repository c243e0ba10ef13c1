import { acrossParishes } from '../db/scope';
import type { BatismoBuscaQuery, BatismoEncontrado } from '../../shared/schemas/diocese';
import type { Db } from '../db/types';
import { cappedSearch, likeContains, type CappedPage } from '../search';

// The narrow copy of each baptism (045: names folded once, date, parish), not the entries themselves: $2 the person's
// name through its trigrams; $7 the parents' pattern ('%pedro% / %ines%') through theirs, then $3/$4 each parent
// exactly; $5/$6 the period.
const WHERE = `p.diocese_id = $1
  AND ($2::text IS NULL OR b.nome LIKE search_fold($2) ESCAPE '\\')
  AND ($7::text IS NULL OR b.pai || ' / ' || b.mae LIKE search_fold($7) ESCAPE '\\')
  AND ($3::text IS NULL OR b.pai LIKE search_fold($3) ESCAPE '\\')
  AND ($4::text IS NULL OR b.mae LIKE search_fold($4) ESCAPE '\\')
  AND ($5::date IS NULL OR b.data >= $5::date)
  AND ($6::date IS NULL OR b.data <= $6::date)`;
const MATCHES = 'batismos_busca b JOIN paroquias p ON p.id = b.paroquia_id';

const COLUMNS = `r.id, r.paroquia_id, p.name AS paroquia_nome, r.nome, to_char(r.data, 'YYYY-MM-DD') AS data,
       r.fields ->> 'nascimento' AS nascimento, r.fields ->> 'pai' AS pai, r.fields ->> 'mae' AS mae,
       r.livro, r.folha, r.termo, r.annulled_at IS NOT NULL AS anulado`;
const FROM = 'sacramental_records r JOIN paroquias p ON p.id = r.paroquia_id';

/**
 * Baptisms of every parish of the diocese (accent-insensitive, any part of the names), newest first, counted up to
 * SEARCH_COUNT_CAP as the parish's books are: a common name over a diocese's million baptisms would read most of them.
 */
export async function buscarBatismos(db: Db, dioceseId: number, q: BatismoBuscaQuery): Promise<CappedPage<BatismoEncontrado>> {
  const like = (v: string | undefined) => (v ? likeContains(v) : null);
  const parents = q.pai || q.mae ? `${like(q.pai) ?? '%'} / ${like(q.mae) ?? '%'}` : null;
  const params = [dioceseId, like(q.q), like(q.pai), like(q.mae), q.de ?? null, q.ate ?? null, parents];
  // Read past the parishes' policies, filtered by the diocese here: under a policy PostgreSQL runs LIKE (not leakproof)
  // only after it, so the names' trigram indexes could not serve the search (seconds over a diocese's baptisms).
  return acrossParishes(() =>
    cappedSearch(
      q,
      async (limit) =>
        (
          await db.query<{ id: number; data: string }>(`SELECT b.id, to_char(b.data, 'YYYY-MM-DD') AS data FROM ${MATCHES} WHERE ${WHERE} LIMIT $8`, [
            ...params,
            limit,
          ])
        ).rows,
      async () =>
        (
          await db.query<BatismoEncontrado>(
            `SELECT ${COLUMNS} FROM ${FROM}
              WHERE r.id IN (SELECT b.id FROM ${MATCHES} WHERE ${WHERE} ORDER BY b.data DESC, b.id DESC LIMIT $8 OFFSET $9)
              ORDER BY r.data DESC, r.id DESC`,
            [...params, q.limit, (q.page - 1) * q.limit],
          )
        ).rows,
      async (ids) =>
        (await db.query<BatismoEncontrado>(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = ANY($1::int[]) ORDER BY r.data DESC, r.id DESC`, [ids])).rows,
    ),
  );
}

/** Where a record of the diocese is: its parish and book, or null. */
export async function recordInDiocese(db: Db, dioceseId: number, id: number): Promise<{ paroquia_id: number; kind: string } | null> {
  const { rows } = await db.query<{ paroquia_id: number; kind: string }>(
    'SELECT r.paroquia_id, r.kind FROM sacramental_records r JOIN paroquias p ON p.id = r.paroquia_id WHERE r.id = $1 AND p.diocese_id = $2',
    [id, dioceseId],
  );
  return rows[0] ?? null;
}
