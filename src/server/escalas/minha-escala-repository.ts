import { CELEBRACAO_TIPOS, type CelebracaoTipo } from '../../shared/schemas/agenda';
import { repeticaoTexto, type Indisponibilidade, type IndisponibilidadeBody, type MinhaDesignacao } from '../../shared/schemas/escalas';
import { affected } from '../db/affected';
import type { Db } from '../db/types';
import { isoIn } from '../agenda/recurrence';

type Row = Omit<MinhaDesignacao, 'inicio' | 'avisos' | 'titulo'> & { inicio: Date; titulo: string | null; tipo: CelebracaoTipo; user_id: number | null };

/** An assignment (d) with its member (mm), person (r), ministry (m), position (f), celebration (c) and community (e). */
export const DESIGNACAO_FROM = `
    FROM escala_designacoes d
    JOIN ministerio_membros mm ON mm.id = d.membro_id
    JOIN registers r ON r.id = d.register_id
    JOIN ministerios m ON m.id = d.ministerio_id
    JOIN ministerio_funcoes f ON f.id = d.funcao_id
    JOIN celebracoes c ON c.id = d.celebracao_id
    JOIN communities e ON e.ent_id = c.ent_id`;

const MINHA = `
  SELECT d.id, d.ministerio_id, d.celebracao_id, to_char(d.data, 'YYYY-MM-DD') AS data, d.funcao_id, d.vaga, d.membro_id, r.name AS membro_nome,
         d.status, d.manual, d.publicada, d.inicio, m.nome AS ministerio_nome, f.nome AS funcao_nome, c.titulo, c.tipo, e.ent_name, mm.user_id
    ${DESIGNACAO_FROM}`;

const wire =
  (zone: string) =>
  ({ inicio, titulo, tipo, user_id: _u, ...r }: Row): MinhaDesignacao => ({
    ...r,
    inicio: isoIn(inicio, zone),
    titulo: titulo ?? CELEBRACAO_TIPOS[tipo],
    avisos: [],
  });

export async function minhaDesignacao(db: Db, paroquiaId: number, zone: string, id: number): Promise<MinhaDesignacao | null> {
  const { rows } = await db.query<Row>(`${MINHA} WHERE d.paroquia_id = $1 AND d.id = $2`, [paroquiaId, id]);
  return rows[0] ? wire(zone)(rows[0]) : null;
}

/** The user's published assignments from `since` on, oldest first. */
export async function designacoesOfUser(db: Db, paroquiaId: number, zone: string, userId: number, since: Date): Promise<MinhaDesignacao[]> {
  const { rows } = await db.query<Row>(`${MINHA} WHERE d.paroquia_id = $1 AND mm.user_id = $2 AND d.publicada AND d.inicio >= $3 ORDER BY d.inicio, d.id`, [
    paroquiaId,
    userId,
    since,
  ]);
  return rows.map(wire(zone));
}

/** Upcoming assignments offered for substitution in the ministries where the user is a member (not their own). */
export async function offeredTo(
  db: Db,
  paroquiaId: number,
  zone: string,
  userId: number,
  now: Date,
): Promise<Array<MinhaDesignacao & { user_id: number | null }>> {
  const { rows } = await db.query<Row>(
    `${MINHA} WHERE d.paroquia_id = $1 AND d.status = 'substituicao' AND d.inicio > $3 AND mm.user_id IS DISTINCT FROM $2
        AND EXISTS (SELECT 1 FROM ministerio_membros me WHERE me.ministerio_id = d.ministerio_id AND me.user_id = $2)
      ORDER BY d.inicio, d.id`,
    [paroquiaId, userId, now],
  );
  return rows.map((r) => ({ ...wire(zone)(r), user_id: r.user_id }));
}

/** The register the user's blockouts belong to (their first membership's). */
export async function registerOfUser(db: Db, paroquiaId: number, userId: number): Promise<number | null> {
  const { rows } = await db.query<{ register_id: number }>(
    'SELECT register_id FROM ministerio_membros WHERE paroquia_id = $1 AND user_id = $2 ORDER BY id LIMIT 1',
    [paroquiaId, userId],
  );
  return rows[0]?.register_id ?? null;
}

type BloqueioRow = Omit<Indisponibilidade, 'repeticao_texto'>;
const bloqueioWire = (r: BloqueioRow): Indisponibilidade => ({ ...r, repeticao_texto: r.repeticao ? repeticaoTexto(r.repeticao) : null });
const BLOQUEIO = `SELECT id, to_char(inicio, 'YYYY-MM-DD') AS inicio, to_char(fim, 'YYYY-MM-DD') AS fim, repeticao, motivo FROM escala_indisponibilidades`;

/** The user's blockouts still to come (those ended before `today` are history). */
export async function listIndisponibilidades(db: Db, paroquiaId: number, registerId: number, today: string): Promise<Indisponibilidade[]> {
  const { rows } = await db.query<BloqueioRow>(`${BLOQUEIO} WHERE paroquia_id = $1 AND register_id = $2 AND fim >= $3 ORDER BY inicio, id`, [
    paroquiaId,
    registerId,
    today,
  ]);
  return rows.map(bloqueioWire);
}

export async function insertIndisponibilidade(db: Db, paroquiaId: number, registerId: number, b: IndisponibilidadeBody): Promise<Indisponibilidade> {
  const { rows } = await db.query<BloqueioRow>(
    `INSERT INTO escala_indisponibilidades (paroquia_id, register_id, inicio, fim, repeticao, motivo) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id, to_char(inicio, 'YYYY-MM-DD') AS inicio, to_char(fim, 'YYYY-MM-DD') AS fim, repeticao, motivo`,
    [paroquiaId, registerId, b.inicio, b.fim, b.repeticao ?? null, b.motivo ?? null],
  );
  return bloqueioWire(rows[0]);
}

export async function deleteIndisponibilidade(db: Db, paroquiaId: number, registerId: number, id: number): Promise<boolean> {
  return affected(
    db.query('DELETE FROM escala_indisponibilidades WHERE paroquia_id = $1 AND register_id = $2 AND id = $3 RETURNING id', [paroquiaId, registerId, id]),
  );
}

/** The user's calendar token, made on first use. */
export async function feedToken(db: Db, paroquiaId: number, userId: number, fresh: string): Promise<string> {
  const { rows } = await db.query<{ token: string }>(
    `INSERT INTO escala_feeds (user_id, paroquia_id, token) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET token = escala_feeds.token RETURNING token`,
    [userId, paroquiaId, fresh],
  );
  return rows[0].token;
}

/** A new token for the user: the old address stops working. */
export async function renewFeedToken(db: Db, paroquiaId: number, userId: number, fresh: string): Promise<string> {
  const { rows } = await db.query<{ token: string }>(
    `INSERT INTO escala_feeds (user_id, paroquia_id, token) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET token = EXCLUDED.token, created_at = now() RETURNING token`,
    [userId, paroquiaId, fresh],
  );
  return rows[0].token;
}

/** The user and parish a feed token belongs to. */
export async function feedOwner(db: Db, token: string): Promise<{ user_id: number; paroquia_id: number } | null> {
  const { rows } = await db.query<{ user_id: number; paroquia_id: number }>('SELECT user_id, paroquia_id FROM escala_feeds WHERE token = $1', [token]);
  return rows[0] ?? null;
}
