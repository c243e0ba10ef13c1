import { LIVROS_DUPLICATA, type Duplicata, type LivroDuplicata } from '../../shared/schemas/diocese';
import type { Db } from '../db/types';
import type { Actor } from '../lgpd/access-log';

const iso = (d: Date | null) => d?.toISOString() ?? null;
type Row = Omit<Duplicata, 'enviada_em' | 'recebida_em' | 'url'> & { enviada_em: Date; recebida_em: Date | null };
const toWire = (r: Row): Duplicata => ({ ...r, enviada_em: iso(r.enviada_em)!, recebida_em: iso(r.recebida_em), url: `/api/diocese/duplicatas/${r.id}/pdf` });
const COLUMNS = `d.id, d.paroquia_id, pa.name AS paroquia_nome, d.ano, d.livro, d.registros, d.enviada_em, d.enviada_por_nome, d.recebida_em, d.recebida_por_nome`;

/** Sends (or sends again, to be received again) one book's year: the printed pages and the entries' data. */
export async function saveDuplicata(
  tx: Db,
  d: { ano: number; livro: LivroDuplicata; registros: number; arquivo: string; dados: unknown[] },
  actor: Actor,
): Promise<string | null> {
  const { rows } = await tx.query<{ antigo: string | null }>(
    `WITH old AS (SELECT arquivo FROM duplicatas WHERE paroquia_id = $1 AND ano = $2 AND livro = $3 FOR UPDATE)
     INSERT INTO duplicatas (paroquia_id, ano, livro, registros, arquivo, dados, enviada_por, enviada_por_nome, enviada_em)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9)
     ON CONFLICT (paroquia_id, ano, livro) DO UPDATE SET registros = EXCLUDED.registros, arquivo = EXCLUDED.arquivo, dados = EXCLUDED.dados,
       enviada_por = EXCLUDED.enviada_por, enviada_por_nome = EXCLUDED.enviada_por_nome, enviada_em = EXCLUDED.enviada_em, recebida_em = NULL, recebida_por_nome = NULL
     RETURNING (SELECT arquivo FROM old) AS antigo`,
    [actor.paroquiaId, d.ano, d.livro, d.registros, d.arquivo, JSON.stringify(d.dados), actor.userId, actor.userName, actor.at],
  );
  return rows[0]?.antigo ?? null;
}

/** The year's duplicates of the diocese's parishes (or of one parish), by parish and book. */
export async function listDuplicatas(db: Db, dioceseId: number, ano: number, paroquiaId: number | null): Promise<Duplicata[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${/* sql-fragment: fixed */ COLUMNS} FROM duplicatas d JOIN paroquias pa ON pa.id = d.paroquia_id
      WHERE pa.diocese_id = $1 AND d.ano = $2 AND ($3::int IS NULL OR d.paroquia_id = $3)
      ORDER BY search_fold(pa.name), pa.id, array_position($4::text[], d.livro)`,
    [dioceseId, ano, paroquiaId, Object.keys(LIVROS_DUPLICATA)],
  );
  return rows.map(toWire);
}

/** The books with entries in the year that no duplicate has brought to the archive, per parish. */
export async function missingDuplicatas(db: Db, dioceseId: number, ano: number, paroquiaId: number | null) {
  const { rows } = await db.query<{ paroquia_id: number; paroquia_nome: string; livros: LivroDuplicata[] }>(
    `SELECT pa.id AS paroquia_id, pa.name AS paroquia_nome, array_agg(DISTINCT r.kind ORDER BY r.kind) AS livros
       FROM sacramental_records r JOIN paroquias pa ON pa.id = r.paroquia_id
      WHERE pa.diocese_id = $1 AND ($3::int IS NULL OR pa.id = $3) AND r.data >= make_date($2, 1, 1) AND r.data < make_date($2 + 1, 1, 1)
        AND NOT EXISTS (SELECT 1 FROM duplicatas d WHERE d.paroquia_id = r.paroquia_id AND d.ano = $2 AND d.livro = r.kind)
      GROUP BY pa.id, pa.name ORDER BY search_fold(pa.name), pa.id`,
    [dioceseId, ano, paroquiaId],
  );
  return rows;
}

/** One duplicate of the diocese (of the parish, when given), with its stored file. */
export async function findDuplicata(db: Db, dioceseId: number, id: number, paroquiaId: number | null): Promise<(Duplicata & { arquivo: string }) | null> {
  const { rows } = await db.query<Row & { arquivo: string }>(
    `SELECT ${/* sql-fragment: fixed */ COLUMNS}, d.arquivo FROM duplicatas d JOIN paroquias pa ON pa.id = d.paroquia_id
      WHERE d.id = $2 AND pa.diocese_id = $1 AND ($3::int IS NULL OR d.paroquia_id = $3)`,
    [dioceseId, id, paroquiaId],
  );
  const row = rows[0];
  return row ? { ...toWire(row), arquivo: row.arquivo } : null;
}

/** The archive marks a duplicate received; false when it already was. */
export async function receiveDuplicata(db: Db, id: number, actor: Actor): Promise<boolean> {
  const { rows } = await db.query('UPDATE duplicatas SET recebida_em = $2, recebida_por_nome = $3 WHERE id = $1 AND recebida_em IS NULL RETURNING id', [
    id,
    actor.at,
    actor.userName,
  ]);
  return rows.length === 1;
}
