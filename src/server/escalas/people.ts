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

/**
 * The context of `registerIds`, or (null) of the ministry's people: its members and whoever holds one of its
 * cells from `de` to `ate`. One round trip: each part comes as one JSON value (a month of other ministries'
 * times as epoch ms, not timestamps to parse row by row).
 */
export async function peopleContext(
  db: Db,
  paroquiaId: number,
  registerIds: number[] | null,
  ministerioId: number,
  de: string,
  ate: string,
): Promise<PeopleContext> {
  const { rows } = await db.query<{ bloqueios: BloqueioRow[]; others: Array<[number, number, number]>; recusas: string[] }>(
    `WITH who AS (
       SELECT unnest($2::int[]) AS register_id
       UNION SELECT register_id FROM ministerio_membros WHERE $2::int[] IS NULL AND paroquia_id = $1 AND ministerio_id = $3
       UNION SELECT register_id FROM escala_designacoes WHERE $2::int[] IS NULL AND paroquia_id = $1 AND ministerio_id = $3 AND data BETWEEN $4 AND $5)
     SELECT
       (SELECT coalesce(json_agg(json_build_object('register_id', register_id, 'inicio', to_char(inicio, 'YYYY-MM-DD'), 'fim', to_char(fim, 'YYYY-MM-DD'),
                                                   'repeticao', repeticao)), '[]')
          FROM escala_indisponibilidades WHERE paroquia_id = $1 AND register_id IN (SELECT register_id FROM who) AND inicio <= $5 AND fim >= $4) AS bloqueios,
       (SELECT coalesce(json_agg(json_build_array(register_id, date_part('epoch', inicio) * 1000, date_part('epoch', fim) * 1000)), '[]')
          FROM escala_designacoes
         WHERE paroquia_id = $1 AND register_id IN (SELECT register_id FROM who) AND ministerio_id <> $3 AND data BETWEEN $4::date - 1 AND $5::date + 1
           AND status <> 'recusada') AS others,
       (SELECT coalesce(json_agg(DISTINCT register_id || ' ' || celebracao_id), '[]')
          FROM escala_recusas WHERE paroquia_id = $1 AND register_id IN (SELECT register_id FROM who)) AS recusas`,
    [paroquiaId, registerIds, ministerioId, de, ate],
  );
  const { bloqueios, others, recusas } = rows[0];
  const blocked = new Map<number, Set<string>>();
  for (const b of bloqueios) {
    const set = blocked.get(b.register_id) ?? new Set<string>();
    for (const d of blockedDates(b, de, ate)) set.add(d);
    blocked.set(b.register_id, set);
  }
  const busy = new Map<number, Array<readonly [number, number]>>();
  for (const [register, at, end] of others) {
    const list = busy.get(register);
    if (list) list.push([at, end]);
    else busy.set(register, [[at, end]]);
  }
  return { blocked, busy, declined: new Set(recusas) };
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
