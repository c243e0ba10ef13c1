import { PETICAO_ESTADOS, PETICAO_TIPOS, type PeticaoEstado, type PeticaoTipo } from '../../shared/schemas/diocese';
import type { Db } from '../db/types';

/** Where a petition's documents are stored (POST /api/peticoes/{id}/documentos). */
export const DOCUMENTO_KIND = 'peticoes';
/** What an anonymised petition's subject and text read. */
const ANONIMIZADO = 'Pedido anonimizado a pedido do titular (LGPD).';

// A petition names the person when it names a record of the parish's books that names them (as the person, spouse or sponsor).
const NAMES_PERSON = `p.paroquia_id = $1 AND p.registro_id IN (
  SELECT id FROM sacramental_records WHERE paroquia_id = $1 AND $2 IN (register_id, register_id2, padrinho_register_id, madrinha_register_id))`;

const iso = (d: Date) => d.toISOString();

/**
 * The parish's petitions to the chancery naming the person, for their data export (LGPD art. 18): the petition's
 * text and fields, its history and its documents (the files go into the archive), and the decree that ended it.
 */
export async function peticoesOfRegister(db: Db, paroquiaId: number, registerId: number) {
  const { rows } = await db.query<{
    id: number;
    protocolo: string;
    tipo: PeticaoTipo;
    assunto: string;
    texto: string;
    campos: Record<string, string>;
    estado: PeticaoEstado;
    criado_em: Date;
    decreto: { numero: string; codigo: string; decisao: string } | null;
  }>(
    `SELECT p.id, p.protocolo, p.tipo, p.assunto, p.texto, p.campos, p.estado, p.criado_em,
            (SELECT json_build_object('numero', d.numero, 'codigo', d.codigo, 'decisao', d.decisao) FROM decretos d WHERE d.peticao_id = p.id) AS decreto
       FROM peticoes p WHERE ${/* sql-fragment: fixed */ NAMES_PERSON} ORDER BY p.criado_em, p.id`,
    [paroquiaId, registerId],
  );
  const out = [];
  for (const p of rows) {
    const historico = await db.query<{ estado: PeticaoEstado; texto: string | null; lado: string; autor_nome: string; em: Date }>(
      'SELECT estado, texto, lado, autor_nome, em FROM peticao_eventos WHERE peticao_id = $1 ORDER BY id',
      [p.id],
    );
    const documentos = await db.query<{ id: number; nome: string; arquivo: string; mime: string; tamanho: number; enviado_em: Date }>(
      'SELECT id, nome, arquivo, mime, tamanho, enviado_em FROM peticao_documentos WHERE peticao_id = $1 ORDER BY id',
      [p.id],
    );
    out.push({
      ...p,
      tipo_nome: PETICAO_TIPOS[p.tipo],
      estado_nome: PETICAO_ESTADOS[p.estado],
      criado_em: iso(p.criado_em),
      historico: historico.rows.map((e) => ({ ...e, estado_nome: PETICAO_ESTADOS[e.estado], em: iso(e.em) })),
      documentos: documentos.rows.map((d) => ({ ...d, enviado_em: iso(d.enviado_em) })),
    });
  }
  return out;
}

/**
 * A register anonymised, inside the anonymisation's transaction (before the records lose their link to it): the
 * parish's petitions naming the person keep their protocol, kind, state, dates and decree (an act of the chancery,
 * permanent as the book's record is), and lose what the parish wrote about the person: subject, text, fields, the
 * texts of the history and of the parish's notifications, and the documents (their files are returned to remove).
 */
export async function forgetInPeticoes(tx: Db, paroquiaId: number, registerId: number): Promise<string[]> {
  const { rows } = await tx.query<{ id: number; protocolo: string }>(
    `UPDATE peticoes p SET assunto = $3, texto = $3, campos = '{}' WHERE ${/* sql-fragment: fixed */ NAMES_PERSON} RETURNING p.id, p.protocolo`,
    [paroquiaId, registerId, ANONIMIZADO],
  );
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  await tx.query('UPDATE peticao_eventos SET texto = NULL WHERE peticao_id = ANY($1::int[])', [ids]);
  await tx.query("UPDATE notifications SET body = NULL WHERE paroquia_id = $1 AND title LIKE ANY (SELECT 'Pedido ' || x || ':%' FROM unnest($2::text[]) x)", [
    paroquiaId,
    rows.map((r) => r.protocolo),
  ]);
  const docs = await tx.query<{ arquivo: string }>('DELETE FROM peticao_documentos WHERE peticao_id = ANY($1::int[]) RETURNING arquivo', [ids]);
  return docs.rows.map((d) => d.arquivo);
}
