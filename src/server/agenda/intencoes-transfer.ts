import { AGENDA_MSG, type Ocorrencia } from '../../shared/schemas/agenda';
import type { Db } from '../db/types';
import { shortDate } from '../documents/words';
import { invalidField } from '../http-error';
import { queueMail } from '../reminders/repository';
import { lockCelebracoes } from './intencoes-repository';
import { celebracaoOcorrencias } from './occurrences';
import { findCelebracao } from './repository';

/** One Mass: a celebration's date, and how it is named to people ('Missa — Matriz, 06/12/2026 às 19:00'). */
export interface Mass {
  celebracao_id: number;
  data: string;
  label: string;
}

export const massLabel = (o: Pick<Ocorrencia, 'titulo' | 'ent_name' | 'inicio'>) =>
  `${o.titulo} — ${o.ent_name}, ${shortDate(o.inicio.slice(0, 10))} às ${o.inicio.slice(11, 16)}`;

/**
 * The Mass that receives moved intentions (the same celebration when `to` names none): one of the
 * parish's Masses, on a date it occurs, not cancelled, not yet begun, and not the one they leave.
 * Refusals are 422s on the destination's fields.
 */
export async function destinationMass(
  db: Db,
  paroquiaId: number,
  zone: string,
  from: Omit<Mass, 'label'>,
  to: { celebracao_id?: number; data: string },
  now: Date,
): Promise<Mass> {
  const celebracaoId = to.celebracao_id ?? from.celebracao_id;
  if (celebracaoId === from.celebracao_id && to.data === from.data) throw invalidField('destino_data', AGENDA_MSG.destinoSame);
  const c = await findCelebracao(db, paroquiaId, celebracaoId);
  if (!c) throw invalidField('destino_celebracao_id', AGENDA_MSG.celebracaoNotFound);
  const o = celebracaoOcorrencias(c, to.data, to.data, zone)[0];
  if (!o || o.cancelada || c.tipo !== 'missa' || Date.parse(o.inicio) <= now.getTime()) throw invalidField('destino_data', AGENDA_MSG.destinoInvalid);
  return { celebracao_id: c.id, data: to.data, label: massLabel(o) };
}

/** The first e-mail address in a contact typed as free text ('Maria - maria@exemplo.org'). */
const EMAIL = /[^\s@<>()[\],;:"']+@[^\s@<>()[\],;:"']+\.[a-z]{2,}/i;

export interface MoveReason {
  /** The Mass they leave was cancelled (else the office moved them). */
  cancelada: boolean;
  motivo?: string;
}

/**
 * Moves every intention of `from` to the end of `to`'s list, in their order (c. 949: the obligation
 * stays), each keeping where it came from. Each requester is told through the contact they left: an
 * e-mail queued in this transaction (the reminders' mail queue sends it), or the intention shows the
 * move for the office to phone. Returns the ids moved.
 */
export async function moveIntencoes(tx: Db, paroquiaId: number, from: Mass, to: Mass, why: MoveReason, now: Date): Promise<number[]> {
  await lockCelebracoes(tx, [from.celebracao_id, to.celebracao_id]);
  const { rows } = await tx.query<{ id: number; intencao: string; contato: string | null; ordem: number; paroquia: string }>(
    `SELECT i.id, i.intencao, i.contato, p.name AS paroquia,
            (SELECT coalesce(max(ordem), 0) FROM intencoes WHERE celebracao_id = $4 AND data = $5) + row_number() OVER (ORDER BY i.ordem) AS ordem
       FROM intencoes i JOIN paroquias p ON p.id = i.paroquia_id
      WHERE i.paroquia_id = $1 AND i.celebracao_id = $2 AND i.data = $3 ORDER BY i.ordem`,
    [paroquiaId, from.celebracao_id, from.data, to.celebracao_id, to.data],
  );
  const detail = why.cancelada ? `cancelada${why.motivo ? `: ${why.motivo}` : ''}` : why.motivo;
  const origin = detail ? `${from.label} (${detail})` : from.label;
  for (const r of rows) {
    const email = r.contato?.match(EMAIL)?.[0];
    await tx.query('UPDATE intencoes SET celebracao_id = $2, data = $3, ordem = $4, transferida_de = $5, transferida_em = $6, aviso = $7 WHERE id = $1', [
      r.id,
      to.celebracao_id,
      to.data,
      r.ordem,
      origin,
      now,
      email ? 'email' : r.contato ? 'telefone' : 'sem_contato',
    ]);
    if (email)
      await queueMail(
        tx,
        { paroquiaId, to: email, subject: `Intenção de missa transferida — ${r.paroquia}`, body: mailBody(r.intencao, from, to, why, r.paroquia) },
        now,
      );
  }
  return rows.map((r) => r.id);
}

function mailBody(intencao: string, from: Mass, to: Mass, why: MoveReason, paroquia: string): string {
  return [
    'Paz e bem!',
    '',
    `Sua intenção de missa "${intencao}" estava marcada para ${from.label}.`,
    `${why.cancelada ? 'Essa missa foi cancelada' : 'A secretaria paroquial precisou mudá-la'}${why.motivo ? ` (${why.motivo})` : ''}, e a intenção foi transferida para ${to.label}.`,
    '',
    'Em caso de dúvida, fale com a secretaria paroquial.',
    paroquia,
  ].join('\n');
}
