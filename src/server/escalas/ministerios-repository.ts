import type { Ministerio, MinisterioBody, Necessidade, NecessidadesBody } from '../../shared/schemas/escalas';
import type { Db } from '../db/types';

/** A ministry as read, before the caller's `pode_gerir`. */
export type MinisterioRow = Omit<Ministerio, 'pode_gerir'>;

const MINISTERIO = `
  SELECT m.id, m.nome, m.visibilidade, to_char(m.menores_ate, 'HH24:MI') AS menores_ate,
         coalesce((SELECT json_agg(json_build_object('id', f.id, 'nome', f.nome) ORDER BY f.ordem, f.id)
                     FROM ministerio_funcoes f WHERE f.ministerio_id = m.id), '[]'::json) AS funcoes,
         coalesce((SELECT array_agg(c.user_id ORDER BY u.name_search, u.id) FROM ministerio_coordenadores c JOIN users u ON u.id = c.user_id
                    WHERE c.ministerio_id = m.id), '{}') AS coordenadores,
         coalesce((SELECT array_agg(u.name ORDER BY u.name_search, u.id) FROM ministerio_coordenadores c JOIN users u ON u.id = c.user_id
                    WHERE c.ministerio_id = m.id), '{}') AS coordenadores_nomes,
         (SELECT count(*)::int FROM ministerio_membros mm WHERE mm.ministerio_id = m.id) AS membros
    FROM ministerios m`;

export async function listMinisterios(db: Db, paroquiaId: number): Promise<MinisterioRow[]> {
  const { rows } = await db.query<MinisterioRow>(`${MINISTERIO} WHERE m.paroquia_id = $1 ORDER BY search_fold(m.nome), m.id`, [paroquiaId]);
  return rows;
}

export async function findMinisterio(db: Db, paroquiaId: number, id: number): Promise<MinisterioRow | null> {
  const { rows } = await db.query<MinisterioRow>(`${MINISTERIO} WHERE m.paroquia_id = $1 AND m.id = $2`, [paroquiaId, id]);
  return rows[0] ?? null;
}

/** The ids among `userIds` that are not users of the parish. */
export async function foreignUsers(db: Db, paroquiaId: number, userIds: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE paroquia_id = $1 AND id = ANY($2::int[])', [paroquiaId, userIds]);
  const own = new Set(rows.map((r) => r.id));
  return userIds.filter((id) => !own.has(id));
}

export async function nomeTaken(db: Db, paroquiaId: number, nome: string, except: number | null): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM ministerios WHERE paroquia_id = $1 AND lower(nome) = lower($2) AND id IS DISTINCT FROM $3', [
    paroquiaId,
    nome,
    except,
  ]);
  return rows.length > 0;
}

/** Writes the ministry's positions (kept by id, new ones added, the rest removed) and coordinators. Refuses to drop an assigned position. */
async function saveParts(tx: Db, paroquiaId: number, id: number, b: MinisterioBody): Promise<'ok' | 'funcaoInUse' | 'funcaoNotFound'> {
  const kept = b.funcoes.filter((f) => f.id !== undefined).map((f) => f.id!);
  const { rows: own } = await tx.query<{ id: number }>('SELECT id FROM ministerio_funcoes WHERE ministerio_id = $1', [id]);
  const ownIds = new Set(own.map((r) => r.id));
  if (kept.some((k) => !ownIds.has(k))) return 'funcaoNotFound';
  const dropped = own.map((r) => r.id).filter((k) => !kept.includes(k));
  if (dropped.length) {
    const used = await tx.query('SELECT 1 FROM escala_designacoes WHERE funcao_id = ANY($1::int[]) LIMIT 1', [dropped]);
    if (used.rows.length) return 'funcaoInUse';
    await tx.query('DELETE FROM ministerio_funcoes WHERE id = ANY($1::int[])', [dropped]);
    await tx.query(
      'UPDATE ministerio_membros SET funcoes = (SELECT coalesce(array_agg(f), $2) FROM unnest(funcoes) f WHERE f <> ALL($1::int[])) WHERE ministerio_id = $3',
      [dropped, '{}', id],
    );
  }
  for (const [ordem, f] of b.funcoes.entries()) {
    if (f.id !== undefined) await tx.query('UPDATE ministerio_funcoes SET nome = $1, ordem = $2 WHERE id = $3', [f.nome, ordem, f.id]);
    else await tx.query('INSERT INTO ministerio_funcoes (paroquia_id, ministerio_id, nome, ordem) VALUES ($1, $2, $3, $4)', [paroquiaId, id, f.nome, ordem]);
  }
  await tx.query('DELETE FROM ministerio_coordenadores WHERE ministerio_id = $1', [id]);
  await tx.query(
    'INSERT INTO ministerio_coordenadores (ministerio_id, paroquia_id, user_id) SELECT $1, $2, u FROM unnest($3::int[]) u ON CONFLICT DO NOTHING',
    [id, paroquiaId, b.coordenadores],
  );
  return 'ok';
}

export async function insertMinisterio(db: Db, paroquiaId: number, b: MinisterioBody): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO ministerios (paroquia_id, nome, visibilidade, menores_ate) VALUES ($1, $2, $3, $4) RETURNING id',
      [paroquiaId, b.nome, b.visibilidade, b.menores_ate ?? null],
    );
    await saveParts(tx, paroquiaId, rows[0].id, { ...b, funcoes: b.funcoes.map(({ nome }) => ({ nome })) });
    return rows[0].id;
  });
}

export async function updateMinisterio(db: Db, paroquiaId: number, id: number, b: MinisterioBody): Promise<'ok' | 'funcaoInUse' | 'funcaoNotFound'> {
  return db
    .transaction(async (tx) => {
      await tx.query('UPDATE ministerios SET nome = $1, visibilidade = $2, menores_ate = $3 WHERE paroquia_id = $4 AND id = $5', [
        b.nome,
        b.visibilidade,
        b.menores_ate ?? null,
        paroquiaId,
        id,
      ]);
      const outcome = await saveParts(tx, paroquiaId, id, b);
      if (outcome !== 'ok') throw new PartsRefused(outcome);
      return outcome;
    })
    .catch((error: unknown) => {
      if (error instanceof PartsRefused) return error.outcome;
      throw error;
    });
}

class PartsRefused extends Error {
  constructor(readonly outcome: 'funcaoInUse' | 'funcaoNotFound') {
    super(outcome);
  }
}

export async function deleteMinisterio(db: Db, paroquiaId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM ministerios WHERE paroquia_id = $1 AND id = $2 RETURNING id', [paroquiaId, id]);
  return rows.length > 0;
}

export async function listNecessidades(db: Db, ministerioId: number): Promise<Necessidade[]> {
  const { rows } = await db.query<Necessidade>(
    'SELECT celebracao_id, funcao_id, quantidade FROM escala_necessidades WHERE ministerio_id = $1 ORDER BY celebracao_id, funcao_id',
    [ministerioId],
  );
  return rows;
}

/** The celebrations among `ids` that are not the parish's. */
export async function foreignCelebracoes(db: Db, paroquiaId: number, ids: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM celebracoes WHERE paroquia_id = $1 AND id = ANY($2::int[])', [paroquiaId, ids]);
  const own = new Set(rows.map((r) => r.id));
  return [...new Set(ids)].filter((id) => !own.has(id));
}

/** Replaces the ministry's table of needs (quantity 0 rows are left out). */
export async function saveNecessidades(db: Db, paroquiaId: number, ministerioId: number, b: NecessidadesBody): Promise<void> {
  const rows = b.necessidades.filter((n) => n.quantidade > 0);
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM escala_necessidades WHERE ministerio_id = $1', [ministerioId]);
    await tx.query(
      `INSERT INTO escala_necessidades (paroquia_id, ministerio_id, celebracao_id, funcao_id, quantidade)
       SELECT $1, $2, c, f, q FROM unnest($3::int[], $4::int[], $5::int[]) AS t (c, f, q)
       ON CONFLICT (ministerio_id, celebracao_id, funcao_id) DO UPDATE SET quantidade = EXCLUDED.quantidade`,
      [paroquiaId, ministerioId, rows.map((n) => n.celebracao_id), rows.map((n) => n.funcao_id), rows.map((n) => n.quantidade)],
    );
  });
}

/** Replaces one date's change of the needs. */
export async function saveNecessidadeData(
  db: Db,
  paroquiaId: number,
  m: { ministerio_id: number; celebracao_id: number; data: string; funcoes: Array<{ funcao_id: number; quantidade: number }> },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM escala_necessidades_data WHERE ministerio_id = $1 AND celebracao_id = $2 AND data = $3', [
      m.ministerio_id,
      m.celebracao_id,
      m.data,
    ]);
    await tx.query(
      `INSERT INTO escala_necessidades_data (paroquia_id, ministerio_id, celebracao_id, data, funcao_id, quantidade)
       SELECT $1, $2, $3, $4, f, q FROM unnest($5::int[], $6::int[]) AS t (f, q)
       ON CONFLICT (ministerio_id, celebracao_id, data, funcao_id) DO UPDATE SET quantidade = EXCLUDED.quantidade`,
      [paroquiaId, m.ministerio_id, m.celebracao_id, m.data, m.funcoes.map((f) => f.funcao_id), m.funcoes.map((f) => f.quantidade)],
    );
  });
}
