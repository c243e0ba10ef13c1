import type { DesignacaoStatus, Membro, MembroBody, Preferencias } from '../../shared/schemas/escalas';
import { affected } from '../db/affected';
import type { Db } from '../db/types';

/** A member as read, with what the fill and the warnings need. */
export type MembroRow = Membro & { familia_modo: 'juntos' | 'separados' | null };

// Counts leave out declines and absences: what was (or will be) served.
const COUNTED = `d.status NOT IN ('recusada', 'faltou')`;
// The counts by one aggregate over the members' assignments of the four months (not two subqueries per member).
// `$2`..`$5` are the span (spanParams); `where` picks the members.
const membro = (where: string) => `
  WITH mm AS (SELECT * FROM ministerio_membros mm WHERE ${where}),
       c AS (SELECT d.membro_id, count(*) FILTER (WHERE d.data BETWEEN $2 AND $3)::int AS mes, count(*) FILTER (WHERE d.data BETWEEN $4 AND $5)::int AS tres_meses
               FROM escala_designacoes d
              WHERE d.membro_id IN (SELECT id FROM mm) AND d.data BETWEEN $4 AND $3 AND ${COUNTED}
              GROUP BY d.membro_id)
  SELECT mm.id, mm.ministerio_id, mm.register_id, r.name AS nome, mm.user_id, u.name AS user_nome, mm.funcoes, mm.menor,
         json_build_object('vezes_por_mes', mm.vezes_por_mes, 'celebracoes_preferidas', mm.celebracoes_preferidas, 'familia', mm.familia_modo) AS preferencias,
         mm.familia, mm.familia_modo,
         json_build_object('mes', coalesce(c.mes, 0), 'tres_meses', coalesce(c.tres_meses, 0)) AS contagem
    FROM mm
    JOIN registers r ON r.id = mm.register_id
    LEFT JOIN users u ON u.id = mm.user_id
    LEFT JOIN c ON c.membro_id = mm.id`;

/** The period the counts are of: this month, and the three whole months before it. */
export interface CountSpan {
  mes: { de: string; ate: string };
  antes: { de: string; ate: string };
}
const spanParams = (s: CountSpan) => [s.mes.de, s.mes.ate, s.antes.de, s.antes.ate];

export async function listMembros(db: Db, paroquiaId: number, ministerioId: number, span: CountSpan): Promise<MembroRow[]> {
  const { rows } = await db.query<MembroRow>(
    `${/* sql-fragment: fixed */ membro('mm.paroquia_id = $1 AND mm.ministerio_id = $6')} ORDER BY r.name_search, mm.id`,
    [paroquiaId, ...spanParams(span), ministerioId],
  );
  return rows;
}

export async function findMembro(db: Db, paroquiaId: number, ministerioId: number, id: number, span: CountSpan): Promise<MembroRow | null> {
  const { rows } = await db.query<MembroRow>(membro('mm.paroquia_id = $1 AND mm.ministerio_id = $6 AND mm.id = $7'), [
    paroquiaId,
    ...spanParams(span),
    ministerioId,
    id,
  ]);
  return rows[0] ?? null;
}

/** The members a user answers for ('Minha escala'). */
export async function membrosOfUser(db: Db, paroquiaId: number, userId: number, span: CountSpan): Promise<Array<MembroRow & { ministerio_nome: string }>> {
  const { rows } = await db.query<MembroRow & { ministerio_nome: string }>(
    `SELECT x.*, m.nome AS ministerio_nome FROM (${/* sql-fragment: fixed */ membro('mm.paroquia_id = $1 AND mm.user_id = $6')}) x
       JOIN ministerios m ON m.id = x.ministerio_id ORDER BY search_fold(m.nome), m.id`,
    [paroquiaId, ...spanParams(span), userId],
  );
  return rows;
}

export const membroWire = ({ familia_modo: _f, ...m }: MembroRow): Membro => m;

/** The member's past assignments, newest first. */
export async function historico(db: Db, membroId: number, before: string) {
  const { rows } = await db.query<{ data: string; hora: string; titulo: string; funcao_nome: string; status: DesignacaoStatus }>(
    `SELECT to_char(d.data, 'YYYY-MM-DD') AS data, to_char(c.hora, 'HH24:MI') AS hora,
            coalesce(c.titulo, initcap(c.tipo)) AS titulo, f.nome AS funcao_nome, d.status
       FROM escala_designacoes d JOIN celebracoes c ON c.id = d.celebracao_id JOIN ministerio_funcoes f ON f.id = d.funcao_id
      WHERE d.membro_id = $1 AND d.data < $2 ORDER BY d.data DESC, c.hora DESC LIMIT 100`,
    [membroId, before],
  );
  return rows;
}

export type MembroProblem = 'registerNotInParish' | 'userNotInParish' | 'alreadyMember' | 'userAlreadyMember' | 'funcaoNotFound' | 'celebracaoNotFound';

/** Why the body cannot be kept in this ministry, or null. */
export async function membroProblem(db: Db, paroquiaId: number, ministerioId: number, b: MembroBody, except: number | null): Promise<MembroProblem | null> {
  const { rows } = await db.query<{ register: boolean; user: boolean; dup_register: boolean; dup_user: boolean; funcoes: number; celebracoes: number }>(
    `SELECT EXISTS (SELECT 1 FROM registers WHERE paroquia_id = $1 AND id = $3) AS register,
            ($4::int IS NULL OR EXISTS (SELECT 1 FROM users WHERE paroquia_id = $1 AND id = $4)) AS user,
            EXISTS (SELECT 1 FROM ministerio_membros WHERE ministerio_id = $2 AND register_id = $3 AND id IS DISTINCT FROM $5) AS dup_register,
            ($4::int IS NOT NULL AND EXISTS (SELECT 1 FROM ministerio_membros WHERE ministerio_id = $2 AND user_id = $4 AND id IS DISTINCT FROM $5)) AS dup_user,
            (SELECT count(*)::int FROM ministerio_funcoes WHERE ministerio_id = $2 AND id = ANY($6::int[])) AS funcoes,
            (SELECT count(*)::int FROM celebracoes WHERE paroquia_id = $1 AND id = ANY($7::int[])) AS celebracoes`,
    [paroquiaId, ministerioId, b.register_id, b.user_id ?? null, except, b.funcoes, b.preferencias.celebracoes_preferidas],
  );
  const r = rows[0];
  if (!r.register) return 'registerNotInParish';
  if (!r.user) return 'userNotInParish';
  if (r.dup_register) return 'alreadyMember';
  if (r.dup_user) return 'userAlreadyMember';
  if (r.funcoes !== new Set(b.funcoes).size) return 'funcaoNotFound';
  if (r.celebracoes !== new Set(b.preferencias.celebracoes_preferidas).size) return 'celebracaoNotFound';
  return null;
}

const prefs = (p: Preferencias) => [p.vezes_por_mes ?? null, [...new Set(p.celebracoes_preferidas)], p.familia ?? null];

export async function insertMembro(db: Db, paroquiaId: number, ministerioId: number, b: MembroBody): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ministerio_membros (paroquia_id, ministerio_id, register_id, user_id, funcoes, menor, vezes_por_mes, celebracoes_preferidas, familia_modo, familia)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [paroquiaId, ministerioId, b.register_id, b.user_id ?? null, [...new Set(b.funcoes)], b.menor, ...prefs(b.preferencias), b.familia ?? null],
  );
  return rows[0].id;
}

export async function updateMembro(db: Db, paroquiaId: number, ministerioId: number, id: number, b: MembroBody): Promise<void> {
  // The assignments keep the member's register beside them (conflicts across ministries): they follow a change of person.
  await db.query(
    `WITH m AS (
       UPDATE ministerio_membros SET register_id = $4, user_id = $5, funcoes = $6, menor = $7, vezes_por_mes = $8, celebracoes_preferidas = $9,
              familia_modo = $10, familia = $11
        WHERE paroquia_id = $1 AND ministerio_id = $2 AND id = $3 RETURNING id, register_id)
     UPDATE escala_designacoes d SET register_id = m.register_id FROM m WHERE d.membro_id = m.id AND d.register_id <> m.register_id`,
    [paroquiaId, ministerioId, id, b.register_id, b.user_id ?? null, [...new Set(b.funcoes)], b.menor, ...prefs(b.preferencias), b.familia ?? null],
  );
}

/** The volunteer's own preferences. */
export async function updatePreferencias(db: Db, paroquiaId: number, id: number, p: Preferencias): Promise<void> {
  await db.query('UPDATE ministerio_membros SET vezes_por_mes = $3, celebracoes_preferidas = $4, familia_modo = $5 WHERE paroquia_id = $1 AND id = $2', [
    paroquiaId,
    id,
    ...prefs(p),
  ]);
}

export async function deleteMembro(db: Db, paroquiaId: number, ministerioId: number, id: number): Promise<boolean> {
  return affected(
    db.query('DELETE FROM ministerio_membros WHERE paroquia_id = $1 AND ministerio_id = $2 AND id = $3 RETURNING id', [paroquiaId, ministerioId, id]),
  );
}
