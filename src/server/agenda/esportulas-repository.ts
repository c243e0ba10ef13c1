import { CELEBRACAO_TIPOS, type CelebracaoTipo, type Esportula, type OfertaEstado } from '../../shared/schemas/agenda';
import type { Method } from '../../shared/schemas/dizimo';
import { prepared, type Db } from '../db/types';
import { totalledPage } from '../db/where';
import { shortDate } from '../documents/words';
import { insertContribution, receiptLabel, type Receiver } from '../dizimo/contributions-repository';
import { instant } from '../db/instant';

type Row = Omit<Esportula, 'missa' | 'recibo_numero'> & {
  titulo: string | null;
  tipo: CelebracaoTipo;
  receipt_year: number | null;
  receipt_number: number | null;
  total: number;
};

/**
 * The offerings taken with intentions and their state: pending (a treasurer has not confirmed the money),
 * confirmed (booked in the stipends' account) or reversed, with how many there are; `which` narrows the intentions
 * ($1 is the parish), `state` the offerings. Fixed text: the list's statements are prepared (db/types.ts).
 */
const offerings = (which: string, state = '') => `
  WITH offerings AS (
    SELECT i.id, to_char(i.data, 'YYYY-MM-DD') AS data, to_char(coalesce(CASE WHEN x.acao = 'mover' THEN x.nova_hora END, c.hora), 'HH24:MI') AS hora,
           c.titulo, c.tipo, e.ent_name, i.forma, i.solicitante, i.oferta_centavos, u.name AS registrada_por,
           ${/* sql-fragment: fixed */ instant('i.created_at')} AS registrada_em,
           i.contribution_id AS contribuicao_id, k.receipt_year, k.receipt_number,
           CASE WHEN i.contribution_id IS NULL THEN 'pendente'
                WHEN EXISTS (SELECT 1 FROM contributions r WHERE r.reverses = i.contribution_id) THEN 'estornada' ELSE 'confirmada' END AS estado
      FROM intencoes i
      JOIN celebracoes c ON c.id = i.celebracao_id
      JOIN communities e ON e.ent_id = c.ent_id
      LEFT JOIN excecoes x ON x.celebracao_id = i.celebracao_id AND x.data = i.data
      LEFT JOIN users u ON u.id = i.created_by
      LEFT JOIN contributions k ON k.id = i.contribution_id
     WHERE i.paroquia_id = $1 AND i.oferta_centavos IS NOT NULL ${which})
  SELECT *, count(*) OVER ()::int AS total FROM offerings ${state}`;
/** One offering, $2. */
const ONE = offerings('AND i.id = $2');
const PENDING = prepared(
  'SELECT coalesce(sum(oferta_centavos), 0)::float8 AS n FROM intencoes WHERE paroquia_id = $1 AND oferta_centavos IS NOT NULL AND contribution_id IS NULL',
);

const toEsportula = ({ titulo, tipo, receipt_year, receipt_number, total: _t, ...r }: Row): Esportula =>
  Object.assign(r, {
    missa: titulo ?? CELEBRACAO_TIPOS[tipo],
    recibo_numero: receipt_year && receipt_number ? receiptLabel(receipt_year, receipt_number) : null,
  });

export async function listEsportulas(db: Db, paroquiaId: number, estado: OfertaEstado | undefined, page: { page: number; limit: number }) {
  const [list, pending] = await Promise.all([
    totalledPage<Row>(
      db,
      `${/* sql-fragment: fixed */ offerings('', estado ? 'WHERE estado = $2' : '')} ORDER BY estado = 'pendente' DESC, data, hora, id`,
      estado ? [paroquiaId, estado] : [paroquiaId],
      page,
    ),
    db.query<{ n: number }>(PENDING, [paroquiaId]),
  ]);
  return { rows: list.rows.map(toEsportula), total: list.total, pendentes: pending.rows[0].n };
}

export async function findEsportula(db: Db, paroquiaId: number, id: number): Promise<Esportula | null> {
  const { rows } = await db.query<Row>(ONE, [paroquiaId, id]);
  return rows[0] ? toEsportula(rows[0]) : null;
}

/**
 * A treasurer confirms that the offering is in hand: it is booked, anonymous, in the stipends' account
 * with the parish's next receipt number in the treasurer's name, and the intention points at it.
 */
export async function confirmEsportula(
  tx: Db,
  paroquiaId: number,
  id: number,
  metodo: Method,
  today: string,
  by: Receiver,
): Promise<'missing' | 'already' | 'confirmed'> {
  // The intention locked first: two treasurers confirming at once book it once.
  await tx.query('SELECT 1 FROM intencoes WHERE id = $1 AND paroquia_id = $2 FOR UPDATE', [id, paroquiaId]);
  const { rows } = await tx.query<Row>(ONE, [paroquiaId, id]);
  const e = rows[0];
  if (!e) return 'missing';
  if (e.contribuicao_id) return 'already';
  const note = `Espórtula de intenção de missa: ${e.titulo ?? CELEBRACAO_TIPOS[e.tipo]} de ${shortDate(e.data)} às ${e.hora}, ${e.ent_name}`;
  const contribution = await insertContribution(
    tx,
    paroquiaId,
    { valor_centavos: e.oferta_centavos, data: today, competencia: today.slice(0, 7), metodo, observacao: note },
    by,
    'esportula',
  );
  await tx.query('UPDATE intencoes SET contribution_id = $2 WHERE id = $1', [id, contribution]);
  return 'confirmed';
}
