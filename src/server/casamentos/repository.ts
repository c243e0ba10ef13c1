import { acrossParishes } from '../db/scope';
import type { CasamentoBody, CasamentoEstado, CasamentoListQuery, Noivo, NoivoBody } from '../../shared/schemas/casamentos';
import type { Db } from '../db/types';
import { Conditions, pageAndCount } from '../db/where';
import type { Actor } from '../lgpd/access-log';
import { foldedLike, likeContains } from '../search';

/** A file's row, the spouses' data as kept (conjugeN jsonb beside the register link and the name). */
export interface CasamentoRow {
  id: number;
  estado: CasamentoEstado;
  /** 'Ana Souza e João Lima' */
  nome: string;
  conjuge1: Noivo;
  conjuge2: Noivo;
  data_prevista: string | null;
  hora_prevista: string | null;
  ent_id: number | null;
  ent_name: string | null;
  evento_id: number | null;
  testemunha1: string | null;
  testemunha2: string | null;
  celebrante: string | null;
  efeito_civil: boolean;
  observacoes: string | null;
  motivo_cancelamento: string | null;
  proclamas_domingos: string[];
  proclamas_publicadas_em: string | null;
  proclamas_paroquias: string[];
  record_id: number | null;
  livro: number | null;
  folha: number | null;
  termo: number | null;
  data_celebracao: string | null;
  criado_por: string;
  criado_em: string;
  atualizado_em: string;
}

const NOME = `c.nome1 || ' e ' || c.nome2 AS nome`;

// A baptism parish of this portal is named in the file (a parish's name is public): every reader sees it.
const SELECT = `
  SELECT c.id, c.estado, ${NOME},
         c.conjuge1 || jsonb_build_object('register_id', c.register_id1, 'nome', c.nome1, 'paroquia_batismo_nome', (SELECT name FROM paroquias WHERE id = (c.conjuge1 ->> 'paroquia_batismo_id')::int)) AS conjuge1,
         c.conjuge2 || jsonb_build_object('register_id', c.register_id2, 'nome', c.nome2, 'paroquia_batismo_nome', (SELECT name FROM paroquias WHERE id = (c.conjuge2 ->> 'paroquia_batismo_id')::int)) AS conjuge2,
         to_char(c.data_prevista, 'YYYY-MM-DD') AS data_prevista, to_char(c.hora_prevista, 'HH24:MI') AS hora_prevista,
         c.ent_id, e.ent_name, c.evento_id, c.testemunha1, c.testemunha2, c.celebrante, c.efeito_civil, c.observacoes, c.motivo_cancelamento,
         ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(c.proclamas_domingos) AS d ORDER BY d) AS proclamas_domingos,
         to_char(c.proclamas_publicadas_em AT TIME ZONE p.time_zone, 'YYYY-MM-DD') AS proclamas_publicadas_em, c.proclamas_paroquias,
         c.record_id, r.livro, r.folha, r.termo, to_char(c.data_celebracao, 'YYYY-MM-DD') AS data_celebracao,
         c.created_by_name AS criado_por, c.created_at::text AS criado_em, c.updated_at::text AS atualizado_em
    FROM casamentos c
    JOIN paroquias p ON p.id = c.paroquia_id
    LEFT JOIN communities e ON e.ent_id = c.ent_id AND e.paroquia_id = c.paroquia_id
    LEFT JOIN sacramental_records r ON r.id = c.record_id AND r.paroquia_id = c.paroquia_id`;

/** The spouse's data kept beside the link and the name. */
const kept = (n: NoivoBody, born: string | null) => ({
  nascimento: n.nascimento ?? born,
  pai: n.pai ?? null,
  mae: n.mae ?? null,
  religiao: n.religiao,
  vinculo_anterior: n.vinculo_anterior,
  paroquia_residencia: n.paroquia_residencia ?? null,
  reside_na_paroquia: n.reside_na_paroquia,
  paroquia_batismo: n.paroquia_batismo ?? null,
  paroquia_batismo_id: n.paroquia_batismo_id ?? null,
  data_batismo: n.data_batismo ?? null,
});

/** A spouse as written: the register's name (and birth, unless typed) when linked. */
export interface SpouseSource {
  body: NoivoBody;
  register: { name: string; born_date: string | null } | null;
}
const columns = (s: SpouseSource) => [s.body.register_id ?? null, s.register?.name ?? s.body.nome, JSON.stringify(kept(s.body, s.register?.born_date ?? null))];

const fileValues = (b: CasamentoBody) => [
  b.data_prevista ?? null,
  b.hora_prevista ?? null,
  b.ent_id ?? null,
  b.testemunha1 ?? null,
  b.testemunha2 ?? null,
  b.celebrante ?? null,
  b.efeito_civil,
  b.observacoes ?? null,
];

export async function insertCasamento(tx: Db, actor: Actor, b: CasamentoBody, s1: SpouseSource, s2: SpouseSource, eventoId: number | null): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO casamentos (paroquia_id, register_id1, nome1, conjuge1, register_id2, nome2, conjuge2, data_prevista, hora_prevista, ent_id,
       testemunha1, testemunha2, celebrante, efeito_civil, observacoes, evento_id, created_by, created_by_name, created_at, updated_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19) RETURNING id`,
    [actor.paroquiaId, ...columns(s1), ...columns(s2), ...fileValues(b), eventoId, actor.userId, actor.userName, actor.at],
  );
  return rows[0].id;
}

export async function updateCasamento(
  tx: Db,
  paroquiaId: number,
  id: number,
  b: CasamentoBody,
  s1: SpouseSource,
  s2: SpouseSource,
  eventoId: number | null,
  at: Date,
) {
  await tx.query(
    `UPDATE casamentos SET register_id1 = $3, nome1 = $4, conjuge1 = $5::jsonb, register_id2 = $6, nome2 = $7, conjuge2 = $8::jsonb, data_prevista = $9,
       hora_prevista = $10, ent_id = $11, testemunha1 = $12, testemunha2 = $13, celebrante = $14, efeito_civil = $15, observacoes = $16, evento_id = $17,
       updated_at = $18
     WHERE id = $1 AND paroquia_id = $2`,
    [id, paroquiaId, ...columns(s1), ...columns(s2), ...fileValues(b), eventoId, at],
  );
}

export async function findCasamento(db: Db, paroquiaId: number, id: number, lock = false): Promise<CasamentoRow | null> {
  if (lock) await db.query('SELECT 1 FROM casamentos WHERE id = $1 AND paroquia_id = $2 FOR UPDATE', [id, paroquiaId]);
  const { rows } = await db.query<CasamentoRow>(`${SELECT} WHERE c.paroquia_id = $1 AND c.id = $2`, [paroquiaId, id]);
  return rows[0] ?? null;
}

/** A line of the list: what its summary shows (the whole row, with the spouses' data, is read only when a file is opened). */
export type CasamentoLine = Pick<CasamentoRow, 'id' | 'estado' | 'nome' | 'data_prevista' | 'hora_prevista' | 'ent_name'>;

/** A page of the parish's files, filtered by state, month of the wedding and a spouse's name; soonest wedding first. */
export async function listCasamentos(db: Db, paroquiaId: number, q: CasamentoListQuery): Promise<{ rows: CasamentoLine[]; total: number }> {
  const where = new Conditions();
  where.add((p) => `c.paroquia_id = ${p}`, paroquiaId);
  where.optional((p) => `c.estado = ${p}`, q.estado);
  where.optional((p) => `(to_char(c.data_prevista, 'YYYY-MM') = ${p} OR to_char(c.data_celebracao, 'YYYY-MM') = ${p})`, q.mes);
  where.optional((p) => foldedLike("search_fold(c.nome1 || ' ' || c.nome2)", p), q.q ? likeContains(q.q) : undefined);
  const { rows, counted } = await pageAndCount<CasamentoLine>(db, where, q, {
    count: `SELECT count(*)::int AS total FROM casamentos c WHERE ${/* sql-fragment: fixed */ where.sql}`,
    rows: `SELECT c.id, c.estado, ${NOME}, to_char(c.data_prevista, 'YYYY-MM-DD') AS data_prevista,
                    to_char(c.hora_prevista, 'HH24:MI') AS hora_prevista, e.ent_name
               FROM casamentos c LEFT JOIN communities e ON e.ent_id = c.ent_id AND e.paroquia_id = c.paroquia_id
              WHERE ${/* sql-fragment: fixed */ where.sql} ORDER BY coalesce(c.data_celebracao, c.data_prevista) NULLS LAST, c.id`,
  });
  return { rows, total: counted.total };
}

export async function setEstado(db: Db, paroquiaId: number, id: number, estado: CasamentoEstado, at: Date, motivo: string | null = null): Promise<void> {
  await db.query('UPDATE casamentos SET estado = $3, motivo_cancelamento = $4, updated_at = $5 WHERE id = $1 AND paroquia_id = $2', [
    id,
    paroquiaId,
    estado,
    motivo,
    at,
  ]);
}

/** The states in which a file is still being prepared (its data, documents and banns may change). */
export const OPEN_STATES: readonly CasamentoEstado[] = ['aberto', 'documentacao', 'proclamas', 'habilitado'];

/** A cancelled file's banns leave the public feed now (they stay in each parish's own notices). */
export async function endBannsInFeed(tx: Db, paroquiaId: number, fileId: number, at: Date): Promise<void> {
  // The banns published in the spouses' baptism parishes are their rows (db/scope.ts).
  await acrossParishes(() =>
    tx.query(
      `UPDATE notices SET public_until = least(coalesce(public_until, $3), $3)
        WHERE id = ANY((SELECT proclamas_avisos FROM casamentos WHERE id = $1 AND paroquia_id = $2)::int[])`,
      [fileId, paroquiaId, at],
    ),
  );
}
