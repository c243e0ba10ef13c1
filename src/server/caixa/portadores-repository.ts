import type { Portador, PortadorBody, PortadorEdit } from '../../shared/schemas/caixa';
import type { Db } from '../db/types';
import { SIDES } from './lancamentos-repository';

const SELECT = `
  SELECT p.id, p.tipo, p.nome, p.banco, p.agencia, p.conta, p.comunidade_id, cm.ent_name AS comunidade_nome,
         p.saldo_inicial_centavos::float8 AS saldo_inicial_centavos, to_char(p.saldo_inicial_data, 'YYYY-MM-DD') AS saldo_inicial_data, p.padrao,
         (p.saldo_inicial_centavos + coalesce((SELECT sum(s.v) FROM ${/* sql-fragment: fixed */ SIDES} s WHERE s.h = p.id), 0))::float8 AS saldo_centavos
    FROM caixa_portadores p LEFT JOIN communities cm ON cm.ent_id = p.comunidade_id`;

/** The parish's cash boxes and bank accounts with today's balance: cash boxes first, then by name. */
export async function listPortadores(db: Db, paroquiaId: number): Promise<Portador[]> {
  const { rows } = await db.query<Portador>(`${SELECT} WHERE p.paroquia_id = $1 ORDER BY p.tipo DESC, p.nome`, [paroquiaId]);
  return rows;
}

export async function findPortador(db: Db, paroquiaId: number, id: number): Promise<Portador | null> {
  const { rows } = await db.query<Portador>(`${SELECT} WHERE p.paroquia_id = $1 AND p.id = $2`, [paroquiaId, id]);
  return rows[0] ?? null;
}

/** A new holder; as the default of its kind it takes the place of the previous default. Null when the name is taken. */
export async function insertPortador(tx: Db, paroquiaId: number, b: PortadorBody): Promise<number | null> {
  const { rows: same } = await tx.query('SELECT 1 FROM caixa_portadores WHERE paroquia_id = $1 AND lower(nome) = lower($2)', [paroquiaId, b.nome]);
  if (same.length) return null;
  if (b.padrao) await tx.query('UPDATE caixa_portadores SET padrao = false WHERE paroquia_id = $1 AND tipo = $2 AND padrao', [paroquiaId, b.tipo]);
  const bank = b.tipo === 'banco';
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO caixa_portadores (paroquia_id, tipo, nome, banco, agencia, conta, comunidade_id, saldo_inicial_centavos, saldo_inicial_data, padrao)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      paroquiaId,
      b.tipo,
      b.nome,
      bank ? b.banco : null,
      bank ? b.agencia : null,
      bank ? b.conta : null,
      b.comunidade_id ?? null,
      b.saldo_inicial_centavos,
      b.saldo_inicial_data,
      b.padrao,
    ],
  );
  return rows[0].id;
}

/** Why a holder cannot take this correction, or null after it is saved (the name unique, the kind kept, a default only handed over). */
export async function updatePortador(tx: Db, paroquiaId: number, id: number, b: PortadorEdit): Promise<'nome' | 'tipo' | 'padrao' | null> {
  const { rows } = await tx.query<{ tipo: string; padrao: boolean }>(
    'SELECT tipo, padrao FROM caixa_portadores WHERE paroquia_id = $1 AND id = $2 FOR UPDATE',
    [paroquiaId, id],
  );
  const was = rows[0];
  if (was.tipo !== b.tipo) return 'tipo';
  if (was.padrao && !b.padrao) return 'padrao';
  const { rows: same } = await tx.query('SELECT 1 FROM caixa_portadores WHERE paroquia_id = $1 AND lower(nome) = lower($2) AND id <> $3', [
    paroquiaId,
    b.nome,
    id,
  ]);
  if (same.length) return 'nome';
  if (b.padrao)
    await tx.query('UPDATE caixa_portadores SET padrao = false WHERE paroquia_id = $1 AND tipo = $2 AND padrao AND id <> $3', [paroquiaId, b.tipo, id]);
  const bank = b.tipo === 'banco';
  await tx.query(
    'UPDATE caixa_portadores SET nome = $3, banco = $4, agencia = $5, conta = $6, comunidade_id = $7, padrao = $8 WHERE paroquia_id = $1 AND id = $2',
    [paroquiaId, id, b.nome, bank ? b.banco : null, bank ? b.agencia : null, bank ? b.conta : null, b.comunidade_id ?? null, b.padrao],
  );
  return null;
}

/** Whether `id` is one of the parish's communities (chapels). */
export async function communityInParish(db: Db, paroquiaId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM communities WHERE ent_id = $1 AND paroquia_id = $2', [id, paroquiaId]);
  return rows.length > 0;
}
