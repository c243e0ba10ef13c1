import type { Conciliacao, LinhaExtrato } from '../../shared/schemas/caixa';
import { searchFold } from '../../shared/search-fold';
import type { Db } from '../db/types';
import type { OfxBankStatement } from '../dizimo/ofx';
import { balancesBefore } from './balances';
import type { Author } from './context';
import { lancamentosByIds } from './lancamentos-repository';
import { instant } from '../db/instant';

/** How far apart in days a line and an entry may be to be matched (auto: one candidate only) or suggested. */
const MATCH_DAYS = 3;
const SUGGEST_DAYS = 7;

/** Entries of a holder as it sees them (a transfer received is money in), not yet matched to a statement line. */
const FREE_SIDES = `
  SELECT l.id, l.data, CASE WHEN l.destino_id = $2 THEN -l.valor_centavos ELSE l.valor_centavos END AS v,
         coalesce(l.fornecedor, '') || ' ' || l.descricao AS texto
    FROM caixa_lancamentos l
   WHERE l.paroquia_id = $1 AND (l.portador_id = $2 OR l.destino_id = $2)
     AND NOT EXISTS (SELECT 1 FROM caixa_extrato_linhas x WHERE x.lancamento_id = l.id)`;

/**
 * Keeps a statement of bank account `portadorId`: its lines (a line already read from an earlier statement
 * is not read again) and LEDGERBAL; each new line with exactly one entry of the same amount within
 * MATCH_DAYS is matched to it at once. Returns the reconciliation's id.
 */
export async function importStatement(tx: Db, author: Author, portadorId: number, arquivo: string, s: OfxBankStatement): Promise<number> {
  const dates = s.lines.map((l) => l.data).sort();
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO caixa_conciliacoes (paroquia_id, portador_id, arquivo, de, ate, saldo_extrato_centavos, saldo_extrato_data, recusadas, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      author.paroquiaId,
      portadorId,
      arquivo,
      dates[0] ?? s.saldo?.data ?? null,
      dates.at(-1) ?? s.saldo?.data ?? null,
      s.saldo?.valorCentavos ?? null,
      s.saldo?.data ?? null,
      JSON.stringify(s.refused),
      author.userId,
    ],
  );
  await tx.query(
    `INSERT INTO caixa_extrato_linhas (paroquia_id, portador_id, fitid, ocorrencia, data, valor_centavos, descricao)
     SELECT $1, $2, x.fitid, x.ocorrencia, x.data, x.valor, x.descricao
       FROM jsonb_to_recordset($3::jsonb) AS x(fitid text, ocorrencia int, data date, valor int, descricao text)
     ON CONFLICT DO NOTHING`,
    [author.paroquiaId, portadorId, JSON.stringify(s.lines.map((l) => ({ ...l, valor: l.valorCentavos })))],
  );
  // One candidate only, the nearest line first: the same entry is never matched twice (its unique key).
  await tx.query(
    `WITH c AS (
       SELECT x.id AS linha, (SELECT array_agg(f.id) FROM (${/* sql-fragment: fixed */ FREE_SIDES}) f
                               WHERE f.v = x.valor_centavos AND abs(f.data - x.data) <= ${MATCH_DAYS}) AS ids
         FROM caixa_extrato_linhas x
        WHERE x.portador_id = $2 AND x.lancamento_id IS NULL AND x.data BETWEEN $3 AND $4
     )
     UPDATE caixa_extrato_linhas x SET lancamento_id = c.ids[1]
       FROM c WHERE x.id = c.linha AND cardinality(c.ids) = 1
        AND NOT EXISTS (SELECT 1 FROM c o WHERE o.linha <> c.linha AND c.ids[1] = ANY(o.ids))`,
    [author.paroquiaId, portadorId, dates[0] ?? '1900-01-01', dates.at(-1) ?? '1900-01-01'],
  );
  return rows[0].id;
}

interface Header {
  id: number;
  portador_id: number;
  portador_nome: string;
  arquivo: string;
  criada_em: string;
  de: string | null;
  ate: string | null;
  saldo_extrato_centavos: number | null;
  saldo_extrato_data: string | null;
  recusadas: Conciliacao['recusadas'];
}

const HEADER = `
  SELECT c.id, c.portador_id, p.nome AS portador_nome, c.arquivo, ${/* sql-fragment: fixed */ instant('c.created_at')} AS criada_em,
         to_char(c.de, 'YYYY-MM-DD') AS de, to_char(c.ate, 'YYYY-MM-DD') AS ate, c.saldo_extrato_centavos::float8 AS saldo_extrato_centavos,
         to_char(c.saldo_extrato_data, 'YYYY-MM-DD') AS saldo_extrato_data, c.recusadas
    FROM caixa_conciliacoes c JOIN caixa_portadores p ON p.id = c.portador_id`;

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const words = (text: string) =>
  searchFold(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 4);

/**
 * A reconciliation: the holder's statement lines of its period, each with its entry or suggestions (same
 * amount within SUGGEST_DAYS, a shared word of the name first, then the nearest), and the book's balance
 * on the statement's balance day against LEDGERBAL.
 */
export async function findConciliacao(db: Db, paroquiaId: number, id: number): Promise<Conciliacao | null> {
  const { rows } = await db.query<Header>(`${HEADER} WHERE c.paroquia_id = $1 AND c.id = $2`, [paroquiaId, id]);
  const head = rows[0];
  if (!head) return null;
  const { rows: lines } = await db.query<{ id: number; fitid: string; data: string; valor_centavos: number; descricao: string; lancamento_id: number | null }>(
    `SELECT id, fitid, to_char(data, 'YYYY-MM-DD') AS data, valor_centavos, descricao, lancamento_id FROM caixa_extrato_linhas
      WHERE paroquia_id = $1 AND portador_id = $2 AND data BETWEEN $3 AND $4 ORDER BY data, id`,
    [paroquiaId, head.portador_id, head.de ?? '1900-01-01', head.ate ?? '1900-01-01'],
  );
  const { rows: free } = await db.query<{ id: number; data: string; v: number; texto: string }>(
    `SELECT f.id, to_char(f.data, 'YYYY-MM-DD') AS data, f.v, f.texto FROM (${/* sql-fragment: fixed */ FREE_SIDES}) f
      WHERE f.data BETWEEN $3::date - ${SUGGEST_DAYS} AND $4::date + ${SUGGEST_DAYS}`,
    [paroquiaId, head.portador_id, head.de ?? '1900-01-01', head.ate ?? '1900-01-01'],
  );
  const suggestions = new Map<number, Array<{ id: number; dias: number; mesmo_nome: boolean }>>();
  for (const line of lines.filter((l) => l.lancamento_id === null)) {
    const named = new Set(words(line.descricao));
    const found = free
      .filter((f) => f.v === line.valor_centavos)
      .map((f) => ({ id: f.id, dias: Math.abs(Date.parse(f.data) - Date.parse(line.data)) / 86_400_000, mesmo_nome: words(f.texto).some((w) => named.has(w)) }))
      .filter((f) => f.dias <= SUGGEST_DAYS)
      .sort((a, b) => Number(b.mesmo_nome) - Number(a.mesmo_nome) || a.dias - b.dias)
      .slice(0, 3);
    suggestions.set(line.id, found);
  }
  const ids = [...lines.map((l) => l.lancamento_id), ...[...suggestions.values()].flat().map((s) => s.id)].filter((x): x is number => x !== null);
  const entries = await lancamentosByIds(db, paroquiaId, ids);
  const linhas: LinhaExtrato[] = lines.map((l) => ({
    id: l.id,
    fitid: l.fitid,
    data: l.data,
    valor_centavos: l.valor_centavos,
    descricao: l.descricao,
    situacao: l.lancamento_id === null ? 'pendente' : 'conciliada',
    lancamento: l.lancamento_id === null ? null : (entries.get(l.lancamento_id) ?? null),
    sugestoes: (suggestions.get(l.id) ?? []).map((s) => ({ lancamento: entries.get(s.id)!, dias: s.dias, mesmo_nome: s.mesmo_nome })),
  }));
  const balanceDay = head.saldo_extrato_data ?? head.ate;
  const book = balanceDay ? (await balancesBefore(db, paroquiaId, dayAfter(balanceDay))).find((b) => b.portador_id === head.portador_id) : null;
  const saldo_livro_centavos = book?.saldo_centavos ?? 0;
  return {
    ...head,
    saldo_livro_centavos,
    diferenca_centavos: head.saldo_extrato_centavos === null ? null : head.saldo_extrato_centavos - saldo_livro_centavos,
    linhas,
  };
}

/** The parish's reconciliations, newest first, with how many lines each has and how many are pending. */
export async function listConciliacoes(db: Db, paroquiaId: number) {
  const { rows } = await db.query<Header & { linhas: number; pendentes: number }>(
    `SELECT h.*, n.linhas, n.pendentes
       FROM (${/* sql-fragment: fixed */ HEADER} WHERE c.paroquia_id = $1) h
       JOIN caixa_conciliacoes c ON c.id = h.id
       CROSS JOIN LATERAL (SELECT count(*)::int AS linhas, count(*) FILTER (WHERE x.lancamento_id IS NULL)::int AS pendentes
                             FROM caixa_extrato_linhas x WHERE x.portador_id = c.portador_id AND x.data BETWEEN c.de AND c.ate) n
      ORDER BY h.id DESC`,
    [paroquiaId],
  );
  return rows;
}

/** A line of reconciliation `id` (of its holder and period), for an action on it. */
export async function findLine(db: Db, paroquiaId: number, conciliacaoId: number, lineId: number) {
  const { rows } = await db.query<{
    id: number;
    portador_id: number;
    data: string;
    valor_centavos: number;
    fitid: string;
    descricao: string;
    lancamento_id: number | null;
  }>(
    `SELECT x.id, x.portador_id, to_char(x.data, 'YYYY-MM-DD') AS data, x.valor_centavos, x.fitid, x.descricao, x.lancamento_id
       FROM caixa_extrato_linhas x JOIN caixa_conciliacoes c ON c.portador_id = x.portador_id AND x.data BETWEEN c.de AND c.ate
      WHERE c.paroquia_id = $1 AND c.id = $2 AND x.id = $3`,
    [paroquiaId, conciliacaoId, lineId],
  );
  return rows[0] ?? null;
}

/** Whether entry `lancamentoId` is of the line's holder with the line's amount (as the holder sees it). */
export async function entryFitsLine(
  db: Db,
  paroquiaId: number,
  portadorId: number,
  lancamentoId: number,
  valor: number,
): Promise<'ok' | 'missing' | 'taken' | 'mismatch'> {
  const { rows } = await db.query<{ v: number | null; taken: boolean }>(
    `SELECT CASE WHEN l.portador_id = $2 THEN l.valor_centavos WHEN l.destino_id = $2 THEN -l.valor_centavos END AS v,
            EXISTS (SELECT 1 FROM caixa_extrato_linhas x WHERE x.lancamento_id = l.id) AS taken
       FROM caixa_lancamentos l WHERE l.paroquia_id = $1 AND l.id = $3`,
    [paroquiaId, portadorId, lancamentoId],
  );
  if (!rows[0]) return 'missing';
  if (rows[0].taken) return 'taken';
  return rows[0].v === valor ? 'ok' : 'mismatch';
}

/** Matches a pending line to an entry; false when the line was matched meanwhile. */
export async function linkLine(tx: Db, lineId: number, lancamentoId: number): Promise<boolean> {
  const { rows } = await tx.query('UPDATE caixa_extrato_linhas SET lancamento_id = $2 WHERE id = $1 AND lancamento_id IS NULL RETURNING id', [
    lineId,
    lancamentoId,
  ]);
  return rows.length === 1;
}
