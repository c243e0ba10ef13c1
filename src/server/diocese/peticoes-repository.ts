import {
  PETICAO_TIPOS,
  type Peticao,
  type PeticaoBody,
  type PeticaoDetalhe,
  type PeticaoEstado,
  type PeticaoListQuery,
  type PeticaoTipo,
} from '../../shared/schemas/diocese';
import { PERMISSIONS } from '../../shared/roles';
import { acrossParishes } from '../db/scope';
import type { Db } from '../db/types';
import { Conditions, totalledPage } from '../db/where';
import type { Actor } from '../lgpd/access-log';
import { foldedLike, likeContains } from '../search';

/** Whose petitions a call sees: the chancery every one of its diocese, a parish its own. */
export type Scope = { dioceseId: number; paroquiaId?: undefined } | { dioceseId: number; paroquiaId: number };

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : d);
const COLUMNS = `p.id, p.protocolo, p.paroquia_id, pa.name AS paroquia_nome, p.tipo, p.assunto, p.estado, to_char(p.prazo, 'YYYY-MM-DD') AS prazo,
  p.criado_em, p.criado_por_nome, p.atualizado_em`;
type Row = Omit<Peticao, 'tipo_nome' | 'criado_em' | 'atualizado_em'> & { criado_em: Date; atualizado_em: Date };
const toWire = (r: Row): Peticao => ({
  ...r,
  tipo_nome: PETICAO_TIPOS[r.tipo as PeticaoTipo],
  criado_em: iso(r.criado_em),
  atualizado_em: iso(r.atualizado_em),
});

/** One page, newest first; the chancery's list puts the open ones with the nearest expected date first. */
export async function listPeticoes(db: Db, scope: Scope, q: PeticaoListQuery): Promise<{ rows: Peticao[]; total: number }> {
  const order = scope.paroquiaId ? 'p.criado_em DESC, p.id DESC' : "p.estado IN ('deferido', 'indeferido'), p.prazo, p.id";
  const where = new Conditions();
  where.add((p) => `p.diocese_id = ${p}`, scope.dioceseId);
  // A parish its own; the chancery one parish when it asks.
  where.optional((p) => `p.paroquia_id = ${p}`, scope.paroquiaId ?? q.paroquia_id);
  where.optional((p) => `p.estado = ${p}`, q.estado);
  where.optional((p) => `p.tipo = ${p}`, q.tipo);
  where.optional((p) => `(p.protocolo LIKE ${p} OR ${foldedLike('search_fold(p.assunto)', p)})`, q.q ? likeContains(q.q) : undefined);
  const { rows, total } = await totalledPage<Row>(
    db,
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM peticoes p JOIN paroquias pa ON pa.id = p.paroquia_id
      WHERE ${/* sql-fragment: fixed */ where.sql} ORDER BY ${/* sql-fragment: fixed */ order}`,
    where.params,
    q,
  );
  return { rows: rows.map(toWire), total };
}

/** A petition with its text, documents, history and decree, as `scope` may see it; null otherwise. */
export async function findPeticao(db: Db, scope: Scope, id: number): Promise<Omit<PeticaoDetalhe, 'documentos_faltando'> | null> {
  const { rows } = await db.query<Row & { texto: string; campos: Record<string, string>; registro_id: number | null; processo_id: number | null }>(
    `SELECT ${COLUMNS}, p.texto, p.campos, p.registro_id, p.processo_id FROM peticoes p JOIN paroquias pa ON pa.id = p.paroquia_id
      WHERE p.id = $3 AND p.diocese_id = $1 AND ($2::int IS NULL OR p.paroquia_id = $2)`,
    [scope.dioceseId, scope.paroquiaId ?? null, id],
  );
  const row = rows[0];
  if (!row) return null;
  // One after another: `db` may be a transaction's single connection.
  const docs = await db.query<{ id: number; chave: string | null; nome: string; tamanho: number; enviado_em: Date; enviado_por_nome: string }>(
    'SELECT id, chave, nome, tamanho, enviado_em, enviado_por_nome FROM peticao_documentos WHERE peticao_id = $1 ORDER BY id',
    [id],
  );
  const events = await db.query<{
    id: number;
    estado: PeticaoEstado;
    texto: string | null;
    lado: 'paroquia' | 'curia';
    autor_nome: string;
    em: Date;
    decreto_codigo: string | null;
  }>(
    `SELECT e.id, e.estado, e.texto, e.lado, e.autor_nome, e.em, d.codigo AS decreto_codigo
         FROM peticao_eventos e LEFT JOIN decretos d ON d.id = e.decreto_id WHERE e.peticao_id = $1 ORDER BY e.id`,
    [id],
  );
  const decrees = await db.query<{ codigo: string; numero: string; emitido_em: Date }>(
    'SELECT codigo, numero, emitido_em FROM decretos WHERE peticao_id = $1',
    [id],
  );
  const decree = decrees.rows[0];
  return {
    ...toWire(row),
    texto: row.texto,
    campos: row.campos,
    registro_id: row.registro_id,
    processo_id: row.processo_id,
    documentos: docs.rows.map((d) => ({ ...d, enviado_em: iso(d.enviado_em), url: `/api/peticoes/${id}/documentos/${d.id}` })),
    historico: events.rows.map((e) => ({ ...e, em: iso(e.em) })),
    decreto: decree ? { codigo: decree.codigo, numero: decree.numero, emitido_em: iso(decree.emitido_em), url: `/api/peticoes/${id}/decreto` } : null,
  };
}

/** Appends a step to the petition's history. */
export async function addEvento(
  tx: Db,
  peticaoId: number,
  e: { estado: PeticaoEstado; texto: string | null; lado: 'paroquia' | 'curia'; decretoId?: number },
  actor: Actor,
): Promise<void> {
  await tx.query(
    'INSERT INTO peticao_eventos (peticao_id, estado, texto, lado, autor_id, autor_nome, decreto_id, em) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [peticaoId, e.estado, e.texto, e.lado, actor.userId, actor.userName, e.decretoId ?? null, actor.at],
  );
}

/**
 * Files a petition: the diocese's next protocol of the year ('2026-000012', numbered under a lock so two parishes
 * filing at once do not share one), the expected date, and its first step 'recebido'.
 */
export async function insertPeticao(
  tx: Db,
  dioceseId: number,
  body: PeticaoBody,
  prazo: string,
  ano: number,
  actor: Actor,
): Promise<{ id: number; protocolo: string }> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('peticoes'), $1)", [dioceseId]);
  // The protocol counts every parish's petitions in the diocese, which the parish's scope does not see (db/scope.ts).
  const { rows } = await acrossParishes(() =>
    tx.query<{ id: number; protocolo: string }>(
      `INSERT INTO peticoes (diocese_id, paroquia_id, protocolo, tipo, assunto, texto, campos, registro_id, processo_id, prazo, criado_por, criado_por_nome, criado_em, atualizado_em)
     SELECT $1, $2, $3 || '-' || lpad((coalesce(max(split_part(protocolo, '-', 2)::int), 0) + 1)::text, 6, '0'),
            $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $13
       FROM peticoes WHERE diocese_id = $1 AND protocolo LIKE $3 || '-%'
     RETURNING id, protocolo`,
      [
        dioceseId,
        actor.paroquiaId,
        String(ano),
        body.tipo,
        body.assunto,
        body.texto,
        JSON.stringify(body.campos),
        body.registro_id ?? null,
        body.processo_id ?? null,
        prazo,
        actor.userId,
        actor.userName,
        actor.at,
      ],
    ),
  );
  await addEvento(tx, rows[0].id, { estado: 'recebido', texto: null, lado: 'paroquia' }, actor);
  return rows[0];
}

/** Sets the petition's state (the caller appends the step). */
export async function setEstado(tx: Db, id: number, estado: PeticaoEstado, at: Date): Promise<void> {
  await tx.query('UPDATE peticoes SET estado = $2, atualizado_em = $3 WHERE id = $1', [id, estado, at]);
}

export interface NovoDocumento {
  chave: string | null;
  nome: string;
  arquivo: string;
  mime: string;
  tamanho: number;
}
export async function insertDocumento(tx: Db, peticaoId: number, d: NovoDocumento, actor: Actor): Promise<void> {
  await tx.query(
    `INSERT INTO peticao_documentos (peticao_id, chave, nome, arquivo, mime, tamanho, enviado_por, enviado_por_nome, enviado_em)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [peticaoId, d.chave, d.nome, d.arquivo, d.mime, d.tamanho, actor.userId, actor.userName, actor.at],
  );
}

/** A document's stored file, when the petition is `scope`'s. */
export async function documentoFile(db: Db, scope: Scope, peticaoId: number, docId: number): Promise<{ arquivo: string; nome: string; mime: string } | null> {
  const { rows } = await db.query<{ arquivo: string; nome: string; mime: string }>(
    `SELECT d.arquivo, d.nome, d.mime FROM peticao_documentos d JOIN peticoes p ON p.id = d.peticao_id
      WHERE d.id = $3 AND d.peticao_id = $4 AND p.diocese_id = $1 AND ($2::int IS NULL OR p.paroquia_id = $2)`,
    [scope.dioceseId, scope.paroquiaId ?? null, docId, peticaoId],
  );
  return rows[0] ?? null;
}

/** The users of the parish who follow its petitions (peticoesWrite: 1, 111) and the one who filed it. */
export async function parishFollowers(db: Db, peticaoId: number): Promise<Array<{ id: number; paroquia_id: number }>> {
  const { rows } = await db.query<{ id: number; paroquia_id: number }>(
    `SELECT u.id, u.paroquia_id FROM users u JOIN peticoes p ON p.paroquia_id = u.paroquia_id
      WHERE p.id = $1 AND u.status = 0 AND (u.roles && $2::int[] OR u.id = p.criado_por)`,
    [peticaoId, [...PERMISSIONS.peticoesWrite]],
  );
  return rows;
}
