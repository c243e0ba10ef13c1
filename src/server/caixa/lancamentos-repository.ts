import { reversedHere, type Lancamento, type LancamentoBody, type Origem } from '../../shared/schemas/caixa';
import type { Db } from '../db/types';
import { Conditions, keptTotalsPage, pageAndCount } from '../db/where';
import { uploadUrl } from '../uploads/url';
import type { Author } from './context';

/** Where entry documents are stored (uploads/caixa), served by uploads/access.ts to those who read the books. */
export const DOCUMENT_KIND = 'caixa';

/**
 * Money summed in SQL: sum() of int is bigint (numeric for bigint), which node-postgres hands back as text.
 * float8 is exact for whole centavos up to 2^53 (R$ 90 trilhões).
 */
export const SUM = (column: string) => `coalesce(sum(${column}), 0)::float8`;

/** Each entry as the holders see it: a transfer is two sides, the origin's and the destination's (opposite). */
export const SIDES = `(SELECT id, paroquia_id, data, portador_id AS h, valor_centavos AS v FROM caixa_lancamentos
   UNION ALL SELECT id, paroquia_id, data, destino_id, -valor_centavos FROM caixa_lancamentos WHERE destino_id IS NOT NULL)`;

type Row = Omit<Lancamento, 'documento_url'> & { documento_arquivo: string | null };

const COLUMNS = `l.id, to_char(l.data, 'YYYY-MM-DD') AS data, l.tipo, l.conta_id, c.codigo AS conta_codigo, c.nome AS conta_nome,
  l.portador_id, p.nome AS portador_nome, l.destino_id, d.nome AS destino_nome, l.valor_centavos, l.descricao,
  l.fornecedor, l.fornecedor_documento, l.documento_tipo, l.documento_numero, l.documento_arquivo,
  l.comunidade_id, cm.ent_name AS comunidade_nome, l.origem, to_char(l.repasse_mes, 'YYYY-MM') AS repasse_mes,
  l.estorno_de, x.id IS NOT NULL AS estornado, l.motivo, l.lancado_por_nome AS lancado_por`;
const FROM = `FROM caixa_lancamentos l
  JOIN caixa_portadores p ON p.id = l.portador_id
  LEFT JOIN caixa_portadores d ON d.id = l.destino_id
  LEFT JOIN caixa_contas c ON c.id = l.conta_id
  LEFT JOIN communities cm ON cm.ent_id = l.comunidade_id
  LEFT JOIN caixa_lancamentos x ON x.estorno_de = l.id`;
const SELECT = `SELECT ${COLUMNS} ${FROM}`;

/** The parish's cash book totals, kept by triggers (migration 050): the book's as it opens. */
const KEPT_TOTALS = `SELECT coalesce(sum(total), 0)::int AS total, coalesce(sum(entradas_centavos), 0)::float8 AS entradas,
  coalesce(sum(saidas_centavos), 0)::float8 AS saidas, coalesce(sum(quantidade), 0)::int AS quantidade FROM caixa_totals WHERE paroquia_id = $1`;

const toLancamento = ({ documento_arquivo, ...row }: Row): Lancamento => ({ ...row, documento_url: uploadUrl(DOCUMENT_KIND, documento_arquivo) });

export interface LancamentoFilter {
  de?: string;
  ate?: string;
  conta_id?: number;
  portador_id?: number;
  comunidade?: number;
}

/** The filter's conditions (only those given: each combination is one prepared statement, db/where.ts); `holder` is its holder's parameter. */
function whereOf(paroquiaId: number, f: LancamentoFilter): { sql: string; params: unknown[]; holder?: string; filtered: boolean } {
  const where = new Conditions();
  where.add((p) => `l.paroquia_id = ${p}`, paroquiaId);
  where.optional((p) => `l.data >= ${p}`, f.de);
  where.optional((p) => `l.data <= ${p}`, f.ate);
  where.optional((p) => `l.conta_id = ${p}`, f.conta_id);
  // A holder's filter finds the transfers it received too.
  const holder = where.optional((p) => `(l.portador_id = ${p} OR l.destino_id = ${p})`, f.portador_id);
  where.optional((p) => `l.comunidade_id = ${p}`, f.comunidade);
  return { sql: where.sql, params: where.params, holder, filtered: where.filtered };
}

type Counted = { total: number; entradas: number; saidas: number; quantidade: number };

export interface Totais {
  entradas_centavos: number;
  saidas_centavos: number;
  saldo_centavos: number;
  quantidade: number;
}

/**
 * One page of entries, newest first, and the filter's totals: money in and out (with a holder chosen, as
 * that holder sees it: a transfer received is money in), and how many entries stand (neither reversed nor reversals).
 */
export async function listLancamentos(
  db: Db,
  paroquiaId: number,
  f: LancamentoFilter,
  page: { page: number; limit: number },
): Promise<{ rows: Lancamento[]; total: number; totais: Totais }> {
  const where = whereOf(paroquiaId, f);
  // The holder's view of each entry's amount: the destination of a transfer gets the opposite.
  const v = where.holder ? `CASE WHEN l.destino_id = ${where.holder} THEN -l.valor_centavos ELSE l.valor_centavos END` : 'l.valor_centavos';
  // Without a holder, a transfer moves nothing in or out of the parish's money.
  const moves = where.holder ? 'true' : "l.tipo <> 'transferencia'";
  const inOrder = (columns: string) => `SELECT ${columns} ${FROM} WHERE ${/* sql-fragment: fixed */ where.sql} ORDER BY l.data DESC, l.id DESC`;
  // The cash book as it opens reads the parish's totals kept by triggers (migration 050), in its page's statement; filtered, summed.
  const { rows, counted } = where.filtered
    ? await pageAndCount<Row, Counted>(db, where, page, {
        count: `SELECT count(*)::int AS total,
                coalesce(sum(${/* sql-fragment: fixed */ v}) FILTER (WHERE ${/* sql-fragment: fixed */ v} > 0 AND ${moves}), 0)::float8 AS entradas,
                coalesce(-sum(${/* sql-fragment: fixed */ v}) FILTER (WHERE ${/* sql-fragment: fixed */ v} < 0 AND ${moves}), 0)::float8 AS saidas,
                (count(*) FILTER (WHERE l.estorno_de IS NULL) - count(*) FILTER (WHERE l.estorno_de IS NOT NULL))::int AS quantidade
           FROM caixa_lancamentos l WHERE ${/* sql-fragment: fixed */ where.sql}`,
        rows: inOrder(COLUMNS),
      })
    : await keptTotalsPage<Row, Counted>(db, { totals: KEPT_TOTALS, rows: (totals) => inOrder(`${COLUMNS}, ${totals}`) }, where.params, page);
  const { total, entradas, saidas, quantidade } = counted;
  return {
    rows: rows.map(toLancamento),
    total,
    totais: { entradas_centavos: entradas, saidas_centavos: saidas, saldo_centavos: entradas - saidas, quantidade },
  };
}

/** Every entry of the filter, oldest first (the CSV). */
export async function allLancamentos(db: Db, paroquiaId: number, f: LancamentoFilter): Promise<Lancamento[]> {
  const where = whereOf(paroquiaId, f);
  const { rows } = await db.query<Row>(`${SELECT} WHERE ${/* sql-fragment: fixed */ where.sql} ORDER BY l.data, l.id`, where.params);
  return rows.map(toLancamento);
}

export async function findLancamento(db: Db, paroquiaId: number, id: number): Promise<Lancamento | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE l.paroquia_id = $1 AND l.id = $2`, [paroquiaId, id]);
  return rows[0] ? toLancamento(rows[0]) : null;
}

/** Entries by id, in that order (the reconciliation's matches and suggestions). */
export async function lancamentosByIds(db: Db, paroquiaId: number, ids: number[]): Promise<Map<number, Lancamento>> {
  if (!ids.length) return new Map();
  const { rows } = await db.query<Row>(`${SELECT} WHERE l.paroquia_id = $1 AND l.id = ANY($2::int[])`, [paroquiaId, ids]);
  return new Map(rows.map((r) => [r.id, toLancamento(r)]));
}

/** An entry as written: the body's fields, its signed amount, where it came from. */
export interface NewLancamento extends Omit<LancamentoBody, 'valor_centavos'> {
  tipo: 'receita' | 'despesa';
  /** Signed: income +, expense −. */
  valor: number;
  documento_arquivo?: string | null;
  origem?: Origem;
  contribution_id?: number | null;
}

/** Writes an entry (the caller has checked the account, holder, community and month). Returns its id. */
export async function insertLancamento(tx: Db, paroquiaId: number, e: NewLancamento, by: Author | null): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO caixa_lancamentos (paroquia_id, data, tipo, conta_id, portador_id, valor_centavos, descricao, fornecedor, fornecedor_documento,
                                    documento_tipo, documento_numero, documento_arquivo, comunidade_id, origem, contribution_id, repasse_mes,
                                    lancado_por, lancado_por_nome)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, ($16 || '-01')::date, $17, $18) RETURNING id`,
    [
      paroquiaId,
      e.data,
      e.tipo,
      e.conta_id,
      e.portador_id,
      e.valor,
      e.descricao,
      e.fornecedor ?? null,
      e.fornecedor_documento ?? null,
      e.documento_tipo ?? null,
      e.documento_numero ?? null,
      e.documento_arquivo ?? null,
      e.comunidade_id ?? null,
      e.origem ?? 'manual',
      e.contribution_id ?? null,
      e.repasse_mes ?? null,
      by?.userId ?? null,
      by?.userName ?? null,
    ],
  );
  return rows[0].id;
}

/** A transfer: one entry, two sides (it leaves `origem`, reaches `destino`). */
export async function insertTransferencia(
  tx: Db,
  paroquiaId: number,
  t: { data: string; origem: number; destino: number; valor: number; descricao: string },
  by: Author,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO caixa_lancamentos (paroquia_id, data, tipo, portador_id, destino_id, valor_centavos, descricao, lancado_por, lancado_por_nome)
     VALUES ($1, $2, 'transferencia', $3, $4, $5, $6, $7, $8) RETURNING id`,
    [paroquiaId, t.data, t.origem, t.destino, -t.valor, t.descricao, by.userId, by.userName],
  );
  return rows[0].id;
}

export type ReverseOutcome = { id: number } | { elsewhere: Exclude<Origem, 'manual' | 'conciliacao'> } | 'missing' | 'reversal' | 'already';

/**
 * Books the reversal of entry `id` on `day` (the opposite amount, same account and holders, a reference in
 * its description), once. `contributionId`: the reversed contribution that caused it, when one did; without
 * one, an entry that flowed in from the tithe, a campaign or a stipend is not reversed here (`elsewhere`):
 * its origin's reversal reverses it, so the two books never disagree.
 */
export async function reverseLancamento(
  tx: Db,
  paroquiaId: number,
  id: number,
  motivo: string,
  day: string,
  by: Author | null,
  contributionId: number | null = null,
): Promise<ReverseOutcome> {
  const { rows } = await tx.query<{ estorno_de: number | null; origem: Origem; reversed: boolean }>(
    `SELECT l.estorno_de, l.origem, EXISTS (SELECT 1 FROM caixa_lancamentos x WHERE x.estorno_de = l.id) AS reversed
       FROM caixa_lancamentos l WHERE l.id = $1 AND l.paroquia_id = $2`,
    [id, paroquiaId],
  );
  const original = rows[0];
  if (!original) return 'missing';
  if (contributionId === null && !reversedHere(original.origem)) return { elsewhere: original.origem };
  if (original.estorno_de !== null) return 'reversal';
  if (original.reversed) return 'already';
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO caixa_lancamentos (paroquia_id, data, tipo, conta_id, portador_id, destino_id, valor_centavos, descricao, comunidade_id, origem,
                                    contribution_id, repasse_mes, estorno_de, motivo, lancado_por, lancado_por_nome)
     SELECT paroquia_id, $3, tipo, conta_id, portador_id, destino_id, -valor_centavos, 'Estorno do lançamento nº ' || id || ': ' || descricao,
            comunidade_id, origem, $7, repasse_mes, id, $4, $5, $6
       FROM caixa_lancamentos WHERE id = $1 AND paroquia_id = $2
     ON CONFLICT (estorno_de) DO NOTHING RETURNING id`,
    [id, paroquiaId, day, motivo, by?.userId ?? null, by?.userName ?? null, contributionId],
  );
  return inserted.rows[0] ? { id: inserted.rows[0].id } : 'already';
}

/** The file name of an entry's document, when `file` is one of the parish's (uploads/access.ts). */
export async function documentOwnerParish(db: Db, file: string): Promise<number | null> {
  const { rows } = await db.query<{ paroquia_id: number }>('SELECT paroquia_id FROM caixa_lancamentos WHERE documento_arquivo = $1 LIMIT 1', [file]);
  return rows[0]?.paroquia_id ?? null;
}

/**
 * What the books say of a person as a supplier (a person is named by CPF, a company by CNPJ): the entries
 * paid to or received from them, for their data-subject export (lgpd/export-data.ts).
 */
export async function entriesOfSupplier(db: Db, paroquiaId: number, cpf: string) {
  const { rows } = await db.query<{
    data: string;
    conta: string;
    valor_centavos: number;
    descricao: string;
    documento_tipo: string | null;
    documento_numero: string | null;
  }>(
    `SELECT to_char(l.data, 'YYYY-MM-DD') AS data, c.codigo || ' ' || c.nome AS conta, l.valor_centavos, l.descricao, l.documento_tipo, l.documento_numero
       FROM caixa_lancamentos l JOIN caixa_contas c ON c.id = l.conta_id
      WHERE l.paroquia_id = $1 AND l.fornecedor_documento = $2 ORDER BY l.data, l.id`,
    [paroquiaId, cpf],
  );
  return rows;
}
