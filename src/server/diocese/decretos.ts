import { PETICAO_TIPOS, type PeticaoTipo, type PublicDecreto } from '../../shared/schemas/diocese';
import type { Db } from '../db/types';
import type { Actor } from '../lgpd/access-log';
import type { Storage } from '../storage/types';
import { certificateCode } from '../sacramentos/certificates';
import { decretoPdf, type DioceseHead } from './decreto-pdf';
import type { findPeticao } from './peticoes-repository';

/** Where decrees' PDFs are kept (served by GET /api/peticoes/{id}/decreto, never under /uploads). */
export const DECRETO_KIND = 'decretos';

/** The diocese as its decrees print it; null when it has no chancellor to sign. */
export async function dioceseHead(db: Db, dioceseId: number): Promise<DioceseHead | null> {
  const { rows } = await db.query<DioceseHead & { chanceler_nome: string | null }>(
    'SELECT nome, endereco, cidade, uf, chanceler_nome, chanceler_titulo FROM dioceses WHERE id = $1',
    [dioceseId],
  );
  const d = rows[0];
  return d?.chanceler_nome ? d : null;
}

type Peticao = NonNullable<Awaited<ReturnType<typeof findPeticao>>>;

/**
 * Issues the decree that ends a petition: the diocese's next number of the year ('12/2026', under the petitions' lock),
 * a verification code, the PDF stored. Returns its id (for the petition's history).
 */
export async function issueDecreto(
  tx: Db,
  storage: Storage,
  d: { dioceseId: number; head: DioceseHead; peticao: Peticao; decisao: 'deferido' | 'indeferido'; texto: string; today: string; portal: string },
  actor: Actor,
): Promise<number> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('decretos'), $1)", [d.dioceseId]);
  const ano = d.today.slice(0, 4);
  const { rows } = await tx.query<{ n: number }>("SELECT count(*)::int + 1 AS n FROM decretos WHERE diocese_id = $1 AND numero LIKE '%/' || $2", [
    d.dioceseId,
    ano,
  ]);
  const numero = `${rows[0].n}/${ano}`;
  const code = certificateCode();
  const bytes = await decretoPdf({
    diocese: d.head,
    peticao: d.peticao,
    numero,
    decisao: d.decisao,
    texto: d.texto,
    code,
    url: `${d.portal}/decretos/${code}`,
    today: d.today,
  });
  const arquivo = await storage.put(DECRETO_KIND, bytes, 'pdf');
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO decretos (peticao_id, diocese_id, numero, codigo, decisao, texto, assinante_nome, assinante_titulo, arquivo, emitido_por, emitido_por_nome, emitido_em)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      d.peticao.id,
      d.dioceseId,
      numero,
      code,
      d.decisao,
      d.texto,
      d.head.chanceler_nome,
      d.head.chanceler_titulo,
      arquivo,
      actor.userId,
      actor.userName,
      actor.at,
    ],
  );
  return inserted.rows[0].id;
}

/** The decree's stored PDF, when the petition is the caller's to see (the caller checked it). */
export async function decretoFile(db: Db, peticaoId: number): Promise<{ arquivo: string; numero: string } | null> {
  const { rows } = await db.query<{ arquivo: string; numero: string }>('SELECT arquivo, numero FROM decretos WHERE peticao_id = $1', [peticaoId]);
  return rows[0] ?? null;
}

/** A decree as anyone may verify it by its code: number, diocese, parish, protocol, kind, decision, date, signer. */
export async function publicDecreto(db: Db, codigo: string): Promise<PublicDecreto | null> {
  const { rows } = await db.query<Omit<PublicDecreto, 'tipo_nome'> & { tipo: PeticaoTipo }>(
    `SELECT d.codigo, d.numero, di.nome AS diocese, pa.name AS paroquia, p.protocolo, p.tipo, d.decisao,
            to_char(d.emitido_em AT TIME ZONE pa.time_zone, 'YYYY-MM-DD') AS emitido_em, d.assinante_nome || ', ' || d.assinante_titulo AS assinante
       FROM decretos d JOIN peticoes p ON p.id = d.peticao_id JOIN dioceses di ON di.id = d.diocese_id JOIN paroquias pa ON pa.id = p.paroquia_id
      WHERE d.codigo = $1`,
    [codigo],
  );
  const r = rows[0];
  if (!r) return null;
  const { tipo, ...rest } = r;
  return { ...rest, tipo_nome: PETICAO_TIPOS[tipo] };
}
