import type { DesignacaoStatus } from '../../shared/schemas/escalas';
import type { Db } from '../db/types';
import { REMINDER_LEAD } from './lembretes';

/** An assignment as stored, with its member's name and account. */
export interface DesignacaoRow {
  id: number;
  ministerio_id: number;
  celebracao_id: number;
  data: string;
  funcao_id: number;
  vaga: number;
  membro_id: number;
  membro_nome: string;
  register_id: number;
  user_id: number | null;
  menor: boolean;
  status: DesignacaoStatus;
  manual: boolean;
  publicada: boolean;
  inicio: Date;
  fim: Date;
}

const COLUMNS = `d.id, d.ministerio_id, d.celebracao_id, to_char(d.data, 'YYYY-MM-DD') AS data, d.funcao_id, d.vaga, d.membro_id,
         r.name AS membro_nome, d.register_id, mm.user_id, mm.menor, d.status, d.manual, d.publicada`;
const FROM = `
    FROM escala_designacoes d
    JOIN ministerio_membros mm ON mm.id = d.membro_id
    JOIN registers r ON r.id = d.register_id`;
const DESIGNACAO = `SELECT ${COLUMNS}, d.inicio, d.fim ${FROM}`;

/** An assignment of a month (the grid, the fill, publishing): start and end as epoch ms, a number each, not timestamps to parse. */
export type MonthDesignacao = Omit<DesignacaoRow, 'inicio' | 'fim'> & { at: number; end: number };

export async function designacoesIn(db: Db, paroquiaId: number, ministerioId: number, de: string, ate: string): Promise<MonthDesignacao[]> {
  const { rows } = await db.query<MonthDesignacao>(
    `SELECT ${COLUMNS}, date_part('epoch', d.inicio) * 1000 AS at, date_part('epoch', d.fim) * 1000 AS end ${FROM}
      WHERE d.paroquia_id = $1 AND d.ministerio_id = $2 AND d.data BETWEEN $3 AND $4 ORDER BY d.inicio, d.funcao_id, d.vaga`,
    [paroquiaId, ministerioId, de, ate],
  );
  return rows;
}

export async function findDesignacao(db: Db, paroquiaId: number, id: number): Promise<DesignacaoRow | null> {
  const { rows } = await db.query<DesignacaoRow>(`${DESIGNACAO} WHERE d.paroquia_id = $1 AND d.id = $2`, [paroquiaId, id]);
  return rows[0] ?? null;
}

export async function findCell(db: Db, paroquiaId: number, c: { ministerio_id: number; celebracao_id: number; data: string; funcao_id: number; vaga: number }) {
  const { rows } = await db.query<DesignacaoRow>(
    `${DESIGNACAO} WHERE d.paroquia_id = $1 AND d.ministerio_id = $2 AND d.celebracao_id = $3 AND d.data = $4 AND d.funcao_id = $5 AND d.vaga = $6`,
    [paroquiaId, c.ministerio_id, c.celebracao_id, c.data, c.funcao_id, c.vaga],
  );
  return rows[0] ?? null;
}

/** A new occupant for a cell (the coordinator's, or the fill's): asked again, not yet published. */
export type CellWrite = Pick<
  DesignacaoRow,
  'ministerio_id' | 'celebracao_id' | 'data' | 'funcao_id' | 'vaga' | 'membro_id' | 'register_id' | 'inicio' | 'fim' | 'manual'
>;

/** Writes cells (insert or replace the occupant); answers their ids in order. */
export async function writeCells(db: Db, paroquiaId: number, cells: CellWrite[]): Promise<number[]> {
  if (!cells.length) return [];
  const col = <K extends keyof CellWrite>(k: K) => cells.map((c) => c[k]);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO escala_designacoes (paroquia_id, ministerio_id, celebracao_id, data, funcao_id, vaga, membro_id, register_id, inicio, fim, manual)
     SELECT $1, * FROM unnest($2::int[], $3::int[], $4::date[], $5::int[], $6::int[], $7::int[], $8::int[], $9::timestamptz[], $10::timestamptz[], $11::boolean[])
     ON CONFLICT (ministerio_id, celebracao_id, data, funcao_id, vaga) DO UPDATE
        SET membro_id = EXCLUDED.membro_id, register_id = EXCLUDED.register_id, inicio = EXCLUDED.inicio, fim = EXCLUDED.fim, manual = EXCLUDED.manual,
            status = 'pendente', publicada = false, motivo = NULL, lembrete_enviado_em = NULL, updated_at = now()
     RETURNING id`,
    [
      paroquiaId,
      col('ministerio_id'),
      col('celebracao_id'),
      col('data'),
      col('funcao_id'),
      col('vaga'),
      col('membro_id'),
      col('register_id'),
      col('inicio'),
      col('fim'),
      col('manual'),
    ],
  );
  return rows.map((r) => r.id);
}

export async function clearCell(db: Db, paroquiaId: number, id: number): Promise<void> {
  await db.query('DELETE FROM escala_designacoes WHERE paroquia_id = $1 AND id = $2', [paroquiaId, id]);
}

/** Whether the register holds another cell of this ministry at an overlapping time. */
export async function sameHourInMinisterio(
  db: Db,
  paroquiaId: number,
  c: { ministerio_id: number; register_id: number; inicio: Date; fim: Date; except: number | null },
) {
  const { rows } = await db.query(
    `SELECT 1 FROM escala_designacoes WHERE paroquia_id = $1 AND ministerio_id = $2 AND register_id = $3 AND status <> 'recusada'
        AND inicio < $5 AND $4 < fim AND id IS DISTINCT FROM $6 LIMIT 1`,
    [paroquiaId, c.ministerio_id, c.register_id, c.inicio, c.fim, c.except],
  );
  return rows.length > 0;
}

/** Moves an assignment from one status to another when it is still in one of `from`; answers whether it moved. */
export async function moveStatus(db: Db, paroquiaId: number, id: number, from: DesignacaoStatus[], to: DesignacaoStatus, motivo?: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE escala_designacoes SET status = $4, motivo = coalesce($5, motivo), updated_at = now()
      WHERE paroquia_id = $1 AND id = $2 AND status = ANY($3::text[]) RETURNING id`,
    [paroquiaId, id, from, to, motivo ?? null],
  );
  return rows.length > 0;
}

/** The first to take an offered swap gets it: one statement, so two takers never both win. */
export async function takeOver(db: Db, paroquiaId: number, id: number, membro: { id: number; register_id: number }): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE escala_designacoes SET membro_id = $3, register_id = $4, status = 'aceita', motivo = NULL, lembrete_enviado_em = NULL, updated_at = now()
      WHERE paroquia_id = $1 AND id = $2 AND status = 'substituicao' RETURNING id`,
    [paroquiaId, id, membro.id, membro.register_id],
  );
  return rows.length > 0;
}

export async function rememberDecline(db: Db, paroquiaId: number, d: { register_id: number; celebracao_id: number; data: string }): Promise<void> {
  await db.query('INSERT INTO escala_recusas (paroquia_id, register_id, celebracao_id, data) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
    paroquiaId,
    d.register_id,
    d.celebracao_id,
    d.data,
  ]);
}

/**
 * Marks the month's unpublished assignments published; answers them. One starting within the reminder's lead
 * counts as reminded: the request sent now says the same.
 */
export async function publishMonth(
  db: Db,
  paroquiaId: number,
  ministerioId: number,
  de: string,
  ate: string,
  now: Date,
): Promise<Array<{ id: number; membro_id: number }>> {
  const { rows } = await db.query<{ id: number; membro_id: number }>(
    `UPDATE escala_designacoes
        SET publicada = true, updated_at = now(),
            lembrete_enviado_em = CASE WHEN inicio <= $5::timestamptz + ${/* sql-fragment: fixed */ REMINDER_LEAD} THEN $5::timestamptz END
      WHERE paroquia_id = $1 AND ministerio_id = $2 AND data BETWEEN $3 AND $4 AND NOT publicada AND status = 'pendente'
      RETURNING id, membro_id`,
    [paroquiaId, ministerioId, de, ate, now],
  );
  return rows;
}
