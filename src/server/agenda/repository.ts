import type { Celebracao, CelebracaoBody, EventoBody, ExcecaoBody } from '../../shared/schemas/agenda';
import type { Db } from '../db/types';

/**
 * A celebration as stored, with its exceptions; the routes answer it as is. `revisao` (and each
 * exception's) counts its changes: the calendar feed's SEQUENCE.
 */
export type CelebracaoRow = Omit<Celebracao, 'excecoes'> & { revisao: number; excecoes: Array<Celebracao['excecoes'][number] & { revisao: number }> };
/** A celebration as answered: the revisions are the feed's business. */
export const celebracaoWire = ({ revisao: _r, excecoes, ...c }: CelebracaoRow): Celebracao => ({ ...c, excecoes: excecoes.map(({ revisao: _x, ...e }) => e) });

const CELEBRACAO = `
  SELECT c.id, c.tipo, c.titulo, c.ent_id, e.ent_name, c.regra, to_char(c.hora, 'HH24:MI') AS hora, c.duracao_min,
         to_char(c.inicio, 'YYYY-MM-DD') AS inicio, to_char(c.fim, 'YYYY-MM-DD') AS fim, c.celebrante, c.publica, c.revisao,
         coalesce((SELECT json_agg(json_build_object('data', to_char(x.data, 'YYYY-MM-DD'), 'acao', x.acao,
                                                     'nova_hora', to_char(x.nova_hora, 'HH24:MI'), 'motivo', x.motivo, 'revisao', x.revisao) ORDER BY x.data)
                     FROM excecoes x WHERE x.celebracao_id = c.id), '[]'::json) AS excecoes
    FROM celebracoes c JOIN communities e ON e.ent_id = c.ent_id`;

export interface CelebracaoFilter {
  ent_id?: number;
  tipo?: string;
  publica?: boolean;
  /** Only those valid on some day from..to. */
  from?: string;
  to?: string;
}

/** The parish's celebrations, by community and time. */
export async function listCelebracoes(db: Db, paroquiaId: number, f: CelebracaoFilter = {}): Promise<CelebracaoRow[]> {
  const { rows } = await db.query<CelebracaoRow>(
    `${CELEBRACAO}
      WHERE c.paroquia_id = $1 AND ($2::int IS NULL OR c.ent_id = $2) AND ($3::text IS NULL OR c.tipo = $3)
        AND ($4::boolean IS NULL OR c.publica = $4) AND ($5::date IS NULL OR c.fim IS NULL OR c.fim >= $5) AND ($6::date IS NULL OR c.inicio <= $6)
      ORDER BY c.ent_id, c.hora, c.id`,
    [paroquiaId, f.ent_id ?? null, f.tipo ?? null, f.publica ?? null, f.from ?? null, f.to ?? null],
  );
  return rows;
}

export async function findCelebracao(db: Db, paroquiaId: number, id: number): Promise<CelebracaoRow | null> {
  const { rows } = await db.query<CelebracaoRow>(`${CELEBRACAO} WHERE c.paroquia_id = $1 AND c.id = $2`, [paroquiaId, id]);
  return rows[0] ?? null;
}

/** The community's name when it is one of the parish's, else null. */
export async function communityName(db: Db, paroquiaId: number, entId: number): Promise<string | null> {
  const { rows } = await db.query<{ ent_name: string }>('SELECT ent_name FROM communities WHERE ent_id = $1 AND paroquia_id = $2', [entId, paroquiaId]);
  return rows[0]?.ent_name ?? null;
}

const celebracaoValues = (b: CelebracaoBody) => [
  b.tipo,
  b.titulo ?? null,
  b.ent_id,
  b.regra,
  b.hora,
  b.duracao_min,
  b.inicio,
  b.fim ?? null,
  b.celebrante ?? null,
  b.publica,
];

export async function insertCelebracao(db: Db, paroquiaId: number, b: CelebracaoBody): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO celebracoes (paroquia_id, tipo, titulo, ent_id, regra, hora, duracao_min, inicio, fim, celebrante, publica)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [paroquiaId, ...celebracaoValues(b)],
  );
  return rows[0].id;
}

export async function updateCelebracao(db: Db, paroquiaId: number, id: number, b: CelebracaoBody): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE celebracoes SET tipo = $3, titulo = $4, ent_id = $5, regra = $6, hora = $7, duracao_min = $8, inicio = $9, fim = $10,
            celebrante = $11, publica = $12, revisao = revisao + 1, updated_at = now()
      WHERE id = $1 AND paroquia_id = $2 RETURNING id`,
    [id, paroquiaId, ...celebracaoValues(b)],
  );
  return rows.length > 0;
}

/** Deletes a celebration and its exceptions; 'intentions' when Mass intentions were booked at it (they are kept). */
export async function deleteCelebracao(db: Db, paroquiaId: number, id: number): Promise<'deleted' | 'missing' | 'intentions'> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM intencoes WHERE celebracao_id = $1 AND paroquia_id = $2', [id, paroquiaId]);
  if (rows[0].n > 0) return 'intentions';
  const deleted = await db.query('DELETE FROM celebracoes WHERE id = $1 AND paroquia_id = $2 RETURNING id', [id, paroquiaId]);
  return deleted.rows.length > 0 ? 'deleted' : 'missing';
}

/** One date cancelled or moved; a later one for the same date replaces it (one revision more). */
export async function saveExcecao(db: Db, paroquiaId: number, celebracaoId: number, b: ExcecaoBody): Promise<void> {
  await db.query(
    `INSERT INTO excecoes (celebracao_id, paroquia_id, data, acao, nova_hora, motivo) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (celebracao_id, data) DO UPDATE SET acao = excluded.acao, nova_hora = excluded.nova_hora, motivo = excluded.motivo,
                                                     revisao = excecoes.revisao + 1, created_at = now()`,
    [celebracaoId, paroquiaId, b.data, b.acao, b.acao === 'mover' ? b.nova_hora : null, b.motivo ?? null],
  );
}

// ---------------------------------------------------------------- events

export interface EventoRow {
  id: number;
  titulo: string;
  descricao: string | null;
  ent_id: number | null;
  ent_name: string | null;
  inicio: Date;
  fim: Date;
  publica: boolean;
}

const EVENTO = `
  SELECT v.id, v.titulo, v.descricao, v.ent_id, e.ent_name, v.inicio, v.fim, v.publica
    FROM eventos v LEFT JOIN communities e ON e.ent_id = v.ent_id`;

/** Events that touch from..to (instants; both optional), oldest first. */
export async function listEventos(db: Db, paroquiaId: number, f: { from?: Date; to?: Date; ent_id?: number; publica?: boolean } = {}): Promise<EventoRow[]> {
  const { rows } = await db.query<EventoRow>(
    `${EVENTO}
      WHERE v.paroquia_id = $1 AND ($2::timestamptz IS NULL OR v.fim >= $2) AND ($3::timestamptz IS NULL OR v.inicio < $3)
        AND ($4::int IS NULL OR v.ent_id = $4) AND ($5::boolean IS NULL OR v.publica = $5)
      ORDER BY v.inicio, v.id`,
    [paroquiaId, f.from ?? null, f.to ?? null, f.ent_id ?? null, f.publica ?? null],
  );
  return rows;
}

export async function findEvento(db: Db, paroquiaId: number, id: number): Promise<EventoRow | null> {
  const { rows } = await db.query<EventoRow>(`${EVENTO} WHERE v.paroquia_id = $1 AND v.id = $2`, [paroquiaId, id]);
  return rows[0] ?? null;
}

const eventoValues = (b: EventoBody) => [b.titulo, b.descricao ?? null, b.ent_id ?? null, b.inicio, b.fim, b.publica];

export async function insertEvento(db: Db, paroquiaId: number, b: EventoBody): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO eventos (paroquia_id, titulo, descricao, ent_id, inicio, fim, publica) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
    [paroquiaId, ...eventoValues(b)],
  );
  return rows[0].id;
}

export async function updateEvento(db: Db, paroquiaId: number, id: number, b: EventoBody): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE eventos SET titulo = $3, descricao = $4, ent_id = $5, inicio = $6, fim = $7, publica = $8, updated_at = now() WHERE id = $1 AND paroquia_id = $2 RETURNING id',
    [id, paroquiaId, ...eventoValues(b)],
  );
  return rows.length > 0;
}

export async function deleteEvento(db: Db, paroquiaId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM eventos WHERE id = $1 AND paroquia_id = $2 RETURNING id', [id, paroquiaId]);
  return rows.length > 0;
}
