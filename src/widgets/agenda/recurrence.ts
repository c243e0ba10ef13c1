/**
 * The celebration form's friendly recurrence, written as the RFC 5545 RRULE the server expands (rrule):
 * weekly on some weekdays, monthly on the nth weekday ('primeira sexta-feira') or on a day of the month,
 * yearly on a date. A rule the builder cannot show (INTERVAL, BYSETPOS...) is kept as typed ('avançada').
 */

export const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  SU: 'Domingo',
  MO: 'Segunda-feira',
  TU: 'Terça-feira',
  WE: 'Quarta-feira',
  TH: 'Quinta-feira',
  FR: 'Sexta-feira',
  SA: 'Sábado',
};
export const WEEKDAY_SHORT: Record<Weekday, string> = { SU: 'Dom', MO: 'Seg', TU: 'Ter', WE: 'Qua', TH: 'Qui', FR: 'Sex', SA: 'Sáb' };
/** 1..4 and -1 (the last), as BYDAY writes them ('1FR', '-1SU'). */
export const ORDINALS: Record<string, string> = { '1': 'Primeira', '2': 'Segunda', '3': 'Terceira', '4': 'Quarta', '-1': 'Última' };
export const MONTHS = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];

export type Recurrence =
  | { freq: 'weekly'; days: Weekday[] }
  | { freq: 'monthly-weekday'; ordinal: string; day: Weekday }
  | { freq: 'monthly-day'; monthDay: number }
  | { freq: 'yearly'; month: number; monthDay: number }
  | { freq: 'advanced' };

export type RecurrenceFreq = Recurrence['freq'];

export const FREQ_NAMES: Record<RecurrenceFreq, string> = {
  weekly: 'Semanal',
  'monthly-weekday': 'Mensal (dia da semana)',
  'monthly-day': 'Mensal (dia do mês)',
  yearly: 'Anual',
  advanced: 'Avançada (RRULE)',
};

/** The rule of a recurrence; '' for 'advanced' (the typed rule stays) and for a week with no day ticked. */
export function buildRule(r: Recurrence): string {
  switch (r.freq) {
    case 'weekly': {
      const days = WEEKDAYS.filter((d) => r.days.includes(d));
      return days.length ? `FREQ=WEEKLY;BYDAY=${days.join(',')}` : '';
    }
    case 'monthly-weekday':
      return `FREQ=MONTHLY;BYDAY=${r.ordinal}${r.day}`;
    case 'monthly-day':
      return `FREQ=MONTHLY;BYMONTHDAY=${r.monthDay}`;
    case 'yearly':
      return `FREQ=YEARLY;BYMONTH=${r.month};BYMONTHDAY=${r.monthDay}`;
    case 'advanced':
      return '';
  }
}

function partsOf(rule: string): Map<string, string> | null {
  const parts = new Map<string, string>();
  for (const part of rule
    .trim()
    .replace(/^RRULE:/i, '')
    .toUpperCase()
    .split(';')) {
    const [key, value, extra] = part.split('=');
    if (!key || value === undefined || extra !== undefined || parts.has(key)) return null;
    parts.set(key, value);
  }
  return parts;
}

const isWeekday = (v: string): v is Weekday => (WEEKDAYS as readonly string[]).includes(v);
const intIn = (v: string | undefined, min: number, max: number) => (v && /^\d{1,2}$/.test(v) && Number(v) >= min && Number(v) <= max ? Number(v) : null);

/** The builder's view of a stored rule: what buildRule would write back unchanged, else 'advanced'. */
export function parseRule(rule: string): Recurrence {
  const parts = partsOf(rule);
  const advanced: Recurrence = { freq: 'advanced' };
  if (!parts) return advanced;
  const keys = [...parts.keys()].sort().join(';');
  const freq = parts.get('FREQ');
  let r: Recurrence = advanced;
  if (freq === 'WEEKLY' && keys === 'BYDAY;FREQ') {
    const days = parts.get('BYDAY')!.split(',');
    if (days.every(isWeekday)) r = { freq: 'weekly', days };
  } else if (freq === 'MONTHLY' && keys === 'BYDAY;FREQ') {
    const m = /^(-1|[1-4])([A-Z]{2})$/.exec(parts.get('BYDAY')!);
    if (m && isWeekday(m[2])) r = { freq: 'monthly-weekday', ordinal: m[1], day: m[2] };
  } else if (freq === 'MONTHLY' && keys === 'BYMONTHDAY;FREQ') {
    const monthDay = intIn(parts.get('BYMONTHDAY'), 1, 31);
    if (monthDay) r = { freq: 'monthly-day', monthDay };
  } else if (freq === 'YEARLY' && keys === 'BYMONTH;BYMONTHDAY;FREQ') {
    const month = intIn(parts.get('BYMONTH'), 1, 12);
    const monthDay = intIn(parts.get('BYMONTHDAY'), 1, 31);
    if (month && monthDay) r = { freq: 'yearly', month, monthDay };
  }
  // Only when the builder writes the same rule back: otherwise a save would change what was stored.
  return r.freq !== 'advanced' && buildRule(r) === normalized(rule) ? r : advanced;
}

const normalized = (rule: string) => {
  const parts = partsOf(rule);
  if (!parts) return rule;
  const order = ['FREQ', 'BYMONTH', 'BYMONTHDAY', 'BYDAY'];
  const weekly = parts.get('FREQ') === 'WEEKLY' && parts.get('BYDAY');
  if (weekly) parts.set('BYDAY', WEEKDAYS.filter((d) => weekly.split(',').includes(d)).join(','));
  return [...parts.entries()]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([k, v]) => `${k}=${v}`)
    .join(';');
};

/** The default of each kind of recurrence, from the celebration's start date (its weekday, its day). */
export function defaultRecurrence(freq: RecurrenceFreq, start: string): Recurrence {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(start) ? new Date(`${start}T12:00:00Z`) : new Date();
  const day = WEEKDAYS[date.getUTCDay()];
  switch (freq) {
    case 'weekly':
      return { freq, days: [day] };
    case 'monthly-weekday':
      return { freq, ordinal: String(Math.min(4, Math.ceil(date.getUTCDate() / 7))), day };
    case 'monthly-day':
      return { freq, monthDay: date.getUTCDate() };
    case 'yearly':
      return { freq, month: date.getUTCMonth() + 1, monthDay: date.getUTCDate() };
    case 'advanced':
      return { freq };
  }
}

/** 'Domingo e quarta-feira', 'Toda primeira sexta-feira do mês'... for a line under the builder. */
export function describeRecurrence(r: Recurrence): string {
  const lower = (d: Weekday) => WEEKDAY_NAMES[d].toLowerCase();
  switch (r.freq) {
    case 'weekly': {
      const names = WEEKDAYS.filter((d) => r.days.includes(d)).map(lower);
      if (!names.length) return 'Marque ao menos um dia da semana.';
      return `Toda semana: ${names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1)}` : names[0]}.`;
    }
    case 'monthly-weekday':
      return `Todo mês: ${r.ordinal === '-1' ? 'último(a)' : `${ORDINALS[r.ordinal].toLowerCase()}`} ${lower(r.day)} do mês.`;
    case 'monthly-day':
      return `Todo mês, no dia ${r.monthDay}.`;
    case 'yearly':
      return `Todo ano, em ${r.monthDay} de ${MONTHS[r.month - 1].toLowerCase()}.`;
    case 'advanced':
      return 'Escreva a regra RFC 5545 (ex.: FREQ=WEEKLY;INTERVAL=2;BYDAY=SU).';
  }
}
