import { acrossParishes } from '../db/scope';
import { addMonths } from '../../shared/plain-date';
import { CURSO_VALIDADE_ANOS, PAPEIS, solicitacaoCodigo, type Papel, type Participante, type PublicCursoCertificado } from '../../shared/schemas/solicitacoes';
import type { Db } from '../db/types';
import { letterheadContent, signatureContent, type Letterhead } from '../documents/letterhead';
import { renderPdf } from '../documents/pdf';
import { longDate, shortDate } from '../documents/words';
import { parishToday } from '../parish-time';
import { certificateCode } from '../sacramentos/certificates';

/** The day a course certificate stops being valid: two years after the session. */
const validUntil = (sessionDay: string) => addMonths(sessionDay, 12 * CURSO_VALIDADE_ANOS);

export interface ValidCertificate {
  codigo: string;
  valido_ate: string;
  paroquia: string;
}

/**
 * A course certificate of this person (by CPF), issued by any parish of the portal and still valid on `day`:
 * the one that lasts longest. A godparent who took the course within two years need not take it again.
 */
export async function validCertificate(db: Db, cpf: string | null, day: string): Promise<ValidCertificate | null> {
  if (!cpf) return null;
  // A course taken in any parish of the portal counts: their rows are read deliberately (db/scope.ts).
  const { rows } = await acrossParishes(() =>
    db.query<ValidCertificate>(
      `SELECT p.certificado_codigo AS codigo, to_char(p.certificado_valido_ate, 'YYYY-MM-DD') AS valido_ate, q.name AS paroquia
       FROM batismo_participantes p JOIN paroquias q ON q.id = p.paroquia_id
      WHERE p.cpf = $1 AND p.certificado_codigo IS NOT NULL AND p.certificado_valido_ate >= $2
      ORDER BY p.certificado_valido_ate DESC LIMIT 1`,
      [cpf, day],
    ),
  );
  return rows[0] ?? null;
}

/** A course certificate by its code, for its public verification: still valid on the issuing parish's today? */
export async function publicCourseCertificate(db: Db, codigo: string, at: Date): Promise<PublicCursoCertificado | null> {
  const { rows } = await db.query<Omit<PublicCursoCertificado, 'valido'> & { paroquia_id: number }>(
    `SELECT p.certificado_codigo AS codigo, p.nome, p.paroquia_id, q.name AS paroquia, to_char(v.data, 'YYYY-MM-DD') AS data,
            to_char(p.certificado_valido_ate, 'YYYY-MM-DD') AS valido_ate
       FROM batismo_participantes p JOIN paroquias q ON q.id = p.paroquia_id JOIN batismo_vagas v ON v.id = p.curso_id
      WHERE p.certificado_codigo = $1`,
    [codigo],
  );
  if (!rows[0]) return null;
  const { paroquia_id, ...c } = rows[0];
  return { ...c, valido: c.valido_ate >= (await parishToday(db, paroquia_id, at)) };
}

export interface Enrolled {
  papel: Papel;
  nome: string;
  cpf: string | null;
}

/** Puts a request's adults in its course session (the caller leaves out who already holds a valid certificate). */
export async function enrol(tx: Db, paroquiaId: number, cursoId: number, solicitacaoId: number, people: Enrolled[]): Promise<void> {
  for (const p of people)
    await tx.query(
      `INSERT INTO batismo_participantes (paroquia_id, curso_id, solicitacao_id, papel, nome, cpf) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (solicitacao_id, papel) DO UPDATE SET curso_id = $2`,
      [paroquiaId, cursoId, solicitacaoId, p.papel, p.nome, p.cpf],
    );
}

type ParticipanteRow = Omit<Participante, 'solicitacao_codigo' | 'certificado'> & { codigo: string | null; valido_ate: string | null };
const PARTICIPANTE = `SELECT id, solicitacao_id, papel, nome, presente, certificado_codigo AS codigo, to_char(certificado_valido_ate, 'YYYY-MM-DD') AS valido_ate
  FROM batismo_participantes`;
const toParticipante = ({ codigo, valido_ate, ...p }: ParticipanteRow): Participante => ({
  ...p,
  solicitacao_codigo: solicitacaoCodigo(p.solicitacao_id),
  certificado: codigo && valido_ate ? { codigo, valido_ate } : null,
});

/** A session's participants, by name (a cancelled request's leave the session). */
export async function participantes(db: Db, paroquiaId: number, cursoId: number): Promise<Participante[]> {
  const { rows } = await db.query<ParticipanteRow>(
    `${/* sql-fragment: fixed */ PARTICIPANTE} WHERE paroquia_id = $1 AND curso_id = $2
        AND solicitacao_id IN (SELECT id FROM solicitacoes WHERE estado <> 'cancelado') ORDER BY search_fold(nome), id`,
    [paroquiaId, cursoId],
  );
  return rows.map(toParticipante);
}

export async function findParticipante(db: Db, paroquiaId: number, cursoId: number, id: number): Promise<(Participante & { cpf: string | null }) | null> {
  const { rows } = await db.query<ParticipanteRow & { cpf: string | null }>(
    `${/* sql-fragment: fixed */ PARTICIPANTE.replace('SELECT id,', 'SELECT id, cpf,')} WHERE paroquia_id = $1 AND curso_id = $2 AND id = $3`,
    [paroquiaId, cursoId, id],
  );
  return rows[0] ? { ...toParticipante(rows[0]), cpf: rows[0].cpf } : null;
}

/**
 * Records attendance; a participant marked present gets the course certificate's code (kept when marked
 * again), valid two years from the session. Returns how many of `presencas` were of this session.
 */
export async function savePresencas(
  tx: Db,
  paroquiaId: number,
  curso: { id: number; data: string },
  presencas: Array<{ participante_id: number; presente: boolean }>,
): Promise<number> {
  let saved = 0;
  for (const p of presencas) {
    const { rows } = await tx.query(
      `UPDATE batismo_participantes SET presente = $4,
              certificado_codigo = CASE WHEN $4 THEN COALESCE(certificado_codigo, $5) END,
              certificado_valido_ate = CASE WHEN $4 THEN $6::date END
        WHERE id = $3 AND curso_id = $2 AND paroquia_id = $1 RETURNING id`,
      [paroquiaId, curso.id, p.participante_id, p.presente, certificateCode(), validUntil(curso.data)],
    );
    saved += rows.length;
  }
  return saved;
}

/** The course certificate: who took the preparation course for baptism, when, in which parish, its code, where to verify it, and its validity. */
export function courseCertificatePdf(
  head: Letterhead,
  p: { nome: string; papel: Papel; codigo: string; valido_ate: string },
  session: { data: string },
  verifyUrl: string,
) {
  return renderPdf({
    info: { title: `Certificado do curso de preparação para o batismo — ${p.nome}` },
    pageSize: 'A4',
    pageMargins: [56, 48, 56, 48],
    content: [
      letterheadContent(head),
      { text: 'CERTIFICADO', style: 'title', alignment: 'center', fontSize: 18, bold: true, margin: [0, 32, 0, 16] },
      {
        text:
          `Certificamos que ${p.nome} participou do curso de preparação para o batismo (${PAPEIS[p.papel].toLowerCase()}) ` +
          `realizado nesta paróquia em ${longDate(session.data)}.`,
        alignment: 'justify',
        lineHeight: 1.4,
      },
      { text: `Válido até ${shortDate(p.valido_ate)} (dois anos), nesta e nas demais paróquias.`, margin: [0, 12, 0, 0] },
      { text: `Código de verificação: ${p.codigo}`, bold: true, margin: [0, 24, 0, 0] },
      { text: `Confira em ${verifyUrl}`, fontSize: 9 },
      {
        text: 'Ao ser indicado(a) como padrinho ou madrinha em outro pedido de batismo no portal, o certificado é conferido pelo CPF.',
        fontSize: 9,
        color: '#444',
      },
      signatureContent(head.name, 'Secretaria paroquial'),
    ],
  });
}
