import { AVISO_TIPOS, type Aviso } from '../../shared/schemas/escalas';
import type { Db } from '../db/types';
import { occurrenceDates } from '../agenda/recurrence';
import { addDays } from '../../shared/plain-date';

/** A blockout as stored. */
interface BloqueioRow {
  register_id: number;
  inicio: string;
  fim: string;
  repeticao: string | null;
}

/** The dates from `de` to `ate` a blockout covers: every day of a range, or the repetition's dates inside it. */
function blockedDates(b: BloqueioRow, de: string, ate: string): string[] {
  const from = b.inicio > de ? b.inicio : de;
  const to = b.fim < ate ? b.fim : ate;
  if (from > to) return [];
  if (b.repeticao) return occurrenceDates({ regra: b.repeticao, hora: '00:00', inicio: b.inicio, fim: b.fim }, from, to);
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** What the warnings and the fill know of people, for a period: blocked dates, other ministries' times, declines. */
export interface PeopleContext {
  blocked: Map<number, Set<string>>;
  /** Other ministries' assignments by register: [start, end) in epoch ms. */
  busy: Map<number, Array<readonly [number, number]>>;
  /** 'register celebracao' of every decline. */
  declined: Set<string>;
}

export async function peopleContext(db: Db, paroquiaId: number, registerIds: number[], ministerioId: number, de: string, ate: string): Promise<PeopleContext> {
  const [bloqueios, others, recusas] = await Promise.all([
    db.query<BloqueioRow>(
      `SELECT register_id, to_char(inicio, 'YYYY-MM-DD') AS inicio, to_char(fim, 'YYYY-MM-DD') AS fim, repeticao FROM escala_indisponibilidades
        WHERE paroquia_id = $1 AND register_id = ANY($2::int[]) AND inicio <= $4 AND fim >= $3`,
      [paroquiaId, registerIds, de, ate],
    ),
    db.query<{ register_id: number; inicio: Date; fim: Date }>(
      `SELECT register_id, inicio, fim FROM escala_designacoes
        WHERE paroquia_id = $1 AND register_id = ANY($2::int[]) AND ministerio_id <> $3 AND data BETWEEN $4::date - 1 AND $5::date + 1 AND status <> 'recusada'`,
      [paroquiaId, registerIds, ministerioId, de, ate],
    ),
    db.query<{ register_id: number; celebracao_id: number }>(
      'SELECT DISTINCT register_id, celebracao_id FROM escala_recusas WHERE paroquia_id = $1 AND register_id = ANY($2::int[])',
      [paroquiaId, registerIds],
    ),
  ]);
  const blocked = new Map<number, Set<string>>();
  for (const b of bloqueios.rows) {
    const set = blocked.get(b.register_id) ?? new Set<string>();
    for (const d of blockedDates(b, de, ate)) set.add(d);
    blocked.set(b.register_id, set);
  }
  const busy = new Map<number, Array<readonly [number, number]>>();
  for (const o of others.rows) busy.set(o.register_id, [...(busy.get(o.register_id) ?? []), [o.inicio.getTime(), o.fim.getTime()] as const]);
  return { blocked, busy, declined: new Set(recusas.rows.map((r) => `${r.register_id} ${r.celebracao_id}`)) };
}

const aviso = (tipo: keyof typeof AVISO_TIPOS): Aviso => ({ tipo, texto: AVISO_TIPOS[tipo] });

/** The warnings beside one person in one cell: blocked out, at the same time in another ministry, above their frequency, declined before. */
export function warningsFor(
  ctx: PeopleContext,
  cell: { register_id: number; celebracao_id: number; data: string; at: number; end: number },
  member: { vezes_por_mes: number | null; mes: number },
): Aviso[] {
  const out: Aviso[] = [];
  if (ctx.blocked.get(cell.register_id)?.has(cell.data)) out.push(aviso('bloqueio'));
  if ((ctx.busy.get(cell.register_id) ?? []).some(([s, e]) => s < cell.end && cell.at < e)) out.push(aviso('mesmo_horario'));
  if (member.vezes_por_mes !== null && member.mes > member.vezes_por_mes) out.push(aviso('acima_da_frequencia'));
  if (ctx.declined.has(`${cell.register_id} ${cell.celebracao_id}`)) out.push(aviso('recusou_antes'));
  return out;
}
