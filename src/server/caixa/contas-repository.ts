import type { Conta, ContaBody } from '../../shared/schemas/caixa';
import type { Db } from '../db/types';

const SELECT = 'SELECT id, codigo, nome, tipo, pai_id, chave FROM caixa_contas';

/** The parish's chart, in code order (each first-level account followed by those under it). */
export async function listContas(db: Db, paroquiaId: number): Promise<Conta[]> {
  const { rows } = await db.query<Conta>(`${SELECT} WHERE paroquia_id = $1 ORDER BY codigo`, [paroquiaId]);
  return rows;
}

export async function findConta(db: Db, paroquiaId: number, id: number): Promise<Conta | null> {
  const { rows } = await db.query<Conta>(`${SELECT} WHERE paroquia_id = $1 AND id = $2`, [paroquiaId, id]);
  return rows[0] ?? null;
}

export type NewConta = { id: number } | 'parent' | 'level' | 'name' | 'full';

/**
 * A new account with the next code: '1.08' after '1.07' at the first level, '1.02.01' under '1.02'.
 * Under a parent it takes the parent's type. One at a time per parish (the code is the next one).
 */
export async function insertConta(tx: Db, paroquiaId: number, body: ContaBody): Promise<NewConta> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('caixa_contas'), $1)", [paroquiaId]);
  let prefix: string;
  let tipo = body.tipo;
  if (body.pai_id !== undefined) {
    const parent = await findConta(tx, paroquiaId, body.pai_id);
    if (!parent) return 'parent';
    if (parent.pai_id !== null) return 'level';
    prefix = parent.codigo;
    tipo = parent.tipo;
  } else {
    prefix = tipo === 'receita' ? '1' : '2';
  }
  const { rows: same } = await tx.query('SELECT 1 FROM caixa_contas WHERE paroquia_id = $1 AND lower(nome) = lower($2)', [paroquiaId, body.nome]);
  if (same.length) return 'name';
  const { rows } = await tx.query<{ n: number }>(
    `SELECT coalesce(max(substr(codigo, length($2) + 2)::int), 0) + 1 AS n FROM caixa_contas
      WHERE paroquia_id = $1 AND codigo LIKE $2 || '.__' AND pai_id IS NOT DISTINCT FROM $3`,
    [paroquiaId, prefix, body.pai_id ?? null],
  );
  if (rows[0].n > 99) return 'full';
  const codigo = `${prefix}.${String(rows[0].n).padStart(2, '0')}`;
  const inserted = await tx.query<{ id: number }>(
    'INSERT INTO caixa_contas (paroquia_id, codigo, nome, tipo, pai_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [paroquiaId, codigo, body.nome, tipo, body.pai_id ?? null],
  );
  return { id: inserted.rows[0].id };
}
