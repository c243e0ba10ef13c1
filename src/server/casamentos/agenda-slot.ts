import { CASAMENTOS_MSG } from '../../shared/schemas/casamentos';
import { agendaOf } from '../agenda/occurrences';
import { zonedInstant } from '../agenda/recurrence';
import { deleteEvento, insertEvento, updateEvento } from '../agenda/repository';
import type { Db } from '../db/types';
import { invalidField } from '../http-error';
import { parishTimeZone } from '../parish-time';

/** How long the church is held for a wedding. */
const WEDDING_MINUTES = 90;

export interface Slot {
  data: string;
  hora: string;
  ent_id: number;
  titulo: string;
}

/**
 * Holds the wedding's time on the parish calendar as a private event in its church (the one `eventoId`
 * held before is moved), refused with a 422 on `hora_prevista` when anything else happens there then:
 * a celebration not cancelled, an event, another wedding. Inside the file's transaction. The event's id.
 */
export async function holdSlot(tx: Db, paroquiaId: number, slot: Slot, eventoId: number | null): Promise<number> {
  const zone = await parishTimeZone(tx, paroquiaId);
  const start = zonedInstant(slot.data, slot.hora, zone);
  const end = new Date(start.getTime() + WEDDING_MINUTES * 60_000);
  const busy = (await agendaOf(tx, paroquiaId, zone, slot.data, slot.data, { community: slot.ent_id })).some(
    (o) => !o.cancelada && o.evento_id !== eventoId && Date.parse(o.inicio) < end.getTime() && Date.parse(o.fim) > start.getTime(),
  );
  if (busy) throw invalidField('hora_prevista', CASAMENTOS_MSG.agendaCollision);
  const evento = { titulo: slot.titulo, ent_id: slot.ent_id, inicio: start.toISOString(), fim: end.toISOString(), publica: false };
  if (eventoId && (await updateEvento(tx, paroquiaId, eventoId, evento))) return eventoId;
  return insertEvento(tx, paroquiaId, evento);
}

/** Frees the calendar when the file no longer holds a time (cancelled, or its date removed). */
export async function releaseSlot(tx: Db, paroquiaId: number, eventoId: number | null): Promise<void> {
  if (eventoId) await deleteEvento(tx, paroquiaId, eventoId);
}
