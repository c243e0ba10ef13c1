import { SACRAMENTOS_MSG, type CrismaBody, type CrismaNotificacao, type SacramentoRecord } from '../../shared/schemas/sacramentos';
import { invalidField } from '../http-error';
import type { Db } from '../db/types';
import { shortDate } from '../documents/words';
import type { Actor } from '../lgpd/access-log';
import { sendNote } from '../pedidos/anotacoes-repository';

const parishName = async (db: Db, id: number) => (await db.query<{ name: string }>('SELECT name FROM paroquias WHERE id = $1', [id])).rows[0]?.name ?? null;

/** A confirmation's baptism parish of this portal and baptism entry of this parish exist (422 on the field). */
export async function judgeBaptismOfConfirmed(db: Db, paroquiaId: number, b: CrismaBody): Promise<void> {
  if (b.paroquia_batismo_id && !(await parishName(db, b.paroquia_batismo_id))) throw invalidField('paroquia_batismo_id', SACRAMENTOS_MSG.baptismParishNotFound);
  if (!b.batismo_registro_id) return;
  const { rows } = await db.query("SELECT 1 FROM sacramental_records WHERE id = $1 AND paroquia_id = $2 AND kind = 'batismo'", [
    b.batismo_registro_id,
    paroquiaId,
  ]);
  if (!rows.length) throw invalidField('batismo_registro_id', SACRAMENTOS_MSG.baptismEntryNotFound);
}

/** The typed baptism parish with its city and diocese: 'Paróquia Santa Cruz, Valinhos, Diocese de Campinas'. */
const typedParish = (r: SacramentoRecord) => [r.paroquia_batismo, r.paroquia_batismo_cidade, r.paroquia_batismo_diocese].filter(Boolean).join(', ');

/** The note a confirmation writes beside the baptism: when, where, and where it is written. */
export const confirmationNote = (r: SacramentoRecord, parish: string) =>
  `Crismado(a) em ${shortDate(r.data)}, na ${parish}${r.local ? ` (${r.local})` : ''}. Crisma: livro ${r.livro}, folha ${r.folha}, termo ${r.termo}.`;

/**
 * The confirmation's notice to the baptism parish (c. 535 §2), once per entry: noted here already (noteOnBaptism
 * wrote it), a pending note in a parish of this portal (this one too, when no baptism entry here was found), or a
 * letter to a parish outside it. Nothing while the entry names no baptism parish. Inside the caller's transaction.
 */
export async function sendConfirmationNotice(tx: Db, actor: Actor, r: SacramentoRecord): Promise<void> {
  if (r.tipo !== 'crisma') return;
  const sent = await tx.query('SELECT 1 FROM crisma_notificacoes WHERE record_id = $1', [r.id]);
  if (sent.rows.length) return;
  const own = (await parishName(tx, actor.paroquiaId))!;
  const noted = await tx.query('SELECT 1 FROM sacramental_notes WHERE source_record_id = $1', [r.id]);
  let row: { modo: 'anotada' | 'portal' | 'carta'; paroquia: string; anotacao: number | null } | null = null;
  if (noted.rows.length) row = { modo: 'anotada', paroquia: own, anotacao: null };
  else if (r.paroquia_batismo_id) {
    const anotacao = await sendNote(tx, actor, {
      destino: r.paroquia_batismo_id,
      tipo: 'crisma',
      nome: r.nome,
      pai: r.pai ?? null,
      mae: r.mae ?? null,
      data_batismo: r.data_batismo ?? null,
      texto: confirmationNote(r, own),
      source_record_id: r.id,
    });
    row = { modo: 'portal', paroquia: (await parishName(tx, r.paroquia_batismo_id))!, anotacao };
  } else if (r.paroquia_batismo) row = { modo: 'carta', paroquia: typedParish(r), anotacao: null };
  if (!row) return;
  await tx.query('INSERT INTO crisma_notificacoes (record_id, paroquia_id, modo, paroquia, anotacao_id) VALUES ($1, $2, $3, $4, $5)', [
    r.id,
    actor.paroquiaId,
    row.modo,
    row.paroquia,
    row.anotacao,
  ]);
}

/** The confirmation's notice as its detail shows it: where it went and how far it got; null when none was due. */
export async function crismaNotice(db: Db, paroquiaId: number, recordId: number): Promise<CrismaNotificacao | null> {
  const { rows } = await db.query<CrismaNotificacao>(
    `SELECT n.paroquia,
            CASE n.modo WHEN 'anotada' THEN 'anotada' WHEN 'carta' THEN (CASE WHEN n.enviada_em IS NULL THEN 'a_enviar' ELSE 'enviada' END)
                 ELSE coalesce(a.estado, 'pendente') END AS estado,
            n.impressa_em::text AS impressa_em, coalesce(to_char(n.enviada_em, 'YYYY-MM-DD'), a.created_at::text) AS enviada_em,
            a.answered_at::text AS respondida_em, a.motivo
       FROM crisma_notificacoes n LEFT JOIN anotacoes_remotas a ON a.id = n.anotacao_id AND a.origem_paroquia_id = n.paroquia_id
      WHERE n.paroquia_id = $1 AND n.record_id = $2`,
    [paroquiaId, recordId],
  );
  return rows[0] ?? null;
}
