import { createRequire } from 'node:module';
import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns';
import type { AGENDA_MSG } from '../../shared/schemas/agenda';

// rrule ships CommonJS without named ESM exports: required, typed by its declarations.
const { RRule, Frequency } = createRequire(import.meta.url)('rrule') as typeof import('rrule');
type Options = ReturnType<typeof RRule.parseString>;

/** What a celebration's dates come from: its rule, the local time and the dates it is valid. */
export interface RuleSource {
  regra: string;
  hora: string;
  inicio: string;
  fim: string | null;
}

export type RuleProblem = keyof Pick<typeof AGENDA_MSG, 'ruleInvalid' | 'ruleTooFrequent' | 'ruleNever'>;

const DAY = 86_400_000;
/**
 * Rules are expanded on the parish's wall clock, as 'floating' dates whose UTC fields are the local
 * ones: a Mass at 10:00 is 10:00 on every date whatever the offset, and BYDAY counts local days. Only
 * the answer turns a local date and time into an instant (zonedInstant).
 */
const floating = (day: string, time = '00:00') => new Date(`${day}T${time}${time.length === 5 ? ':00' : ''}Z`);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const SUB_DAILY = new Set<number>([Frequency.HOURLY, Frequency.MINUTELY, Frequency.SECONDLY]);
const PERIOD_DAYS: Record<number, number> = { [Frequency.DAILY]: 1, [Frequency.WEEKLY]: 7, [Frequency.MONTHLY]: 28, [Frequency.YEARLY]: 365 };
/** The largest COUNT kept: a walk is never longer than this many dates. */
const MAX_COUNT = 5000;

const STOP = Symbol('walk too long');

/**
 * rrule walks period by period (a day, a week...) until a date matches or the year 9999: a rule that
 * never matches again (30 February) would walk for seconds. This one stops after `periods` periods,
 * counted where rrule's loop reads `interval` (once or twice a period); past that, no more dates.
 */
class BoundedRule extends RRule {
  constructor(
    options: Partial<Options>,
    private readonly periods: number,
  ) {
    super(options, true);
  }

  // rrule does not export the types of its walk; its own signature is kept by the base class.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  protected override _iter(iterResult: any): any {
    const plain = this.options;
    const watched = { ...plain };
    let left = this.periods * 3 + 16;
    Object.defineProperty(watched, 'interval', {
      get: () =>
        --left < 0
          ? (() => {
              throw STOP;
            })()
          : plain.interval,
    });
    Object.assign(this, { options: watched });
    try {
      return super._iter(iterResult);
    } catch (error) {
      if (error !== STOP) throw error;
      return iterResult.getValue();
    } finally {
      Object.assign(this, { options: plain });
    }
  }
}

function parse(regra: string): Options {
  const { dtstart: _d, tzid: _t, ...options } = RRule.parseString(regra);
  return options;
}

/**
 * The rule of `src` walking at most to `to`. Without COUNT, a daily or weekly rule starts at its first
 * date's place in the interval nearest before `from` (a whole number of intervals later: the same
 * weekday, the same alignment), so an old celebration does not walk every day since it began.
 */
function build(src: RuleSource, from: string, to: string): InstanceType<typeof RRule> {
  const options = parse(src.regra);
  let start = floating(src.inicio, src.hora);
  const step = (PERIOD_DAYS[options.freq ?? Frequency.DAILY] ?? 1) * (options.interval ?? 1) * DAY;
  if (!options.count && (options.freq === Frequency.DAILY || options.freq === Frequency.WEEKLY)) {
    const skip = Math.floor((floating(from).getTime() - start.getTime()) / step) - 1;
    if (skip > 0) start = new Date(start.getTime() + skip * step);
  }
  const end = src.fim ? floating(src.fim, '23:59:59') : null;
  const until = options.until && end ? (options.until < end ? options.until : end) : (options.until ?? end);
  const periods = Math.ceil((floating(to).getTime() - start.getTime()) / ((PERIOD_DAYS[options.freq ?? Frequency.DAILY] ?? 1) * DAY)) + 2;
  return new BoundedRule({ ...options, dtstart: start, until }, Math.max(periods, 2) + (options.count ?? 0) * 7);
}

/** Why the rule cannot be kept, or null: unreadable, more often than daily, or with no date from inicio to fim (two years when open). */
export function ruleProblem(src: RuleSource): RuleProblem | null {
  let options: Options;
  try {
    options = parse(src.regra);
  } catch {
    return 'ruleInvalid';
  }
  if (options.freq === undefined || options.freq === null) return 'ruleInvalid';
  if (SUB_DAILY.has(options.freq)) return 'ruleTooFrequent';
  // The time is `hora`'s: a rule that sets hours, minutes or seconds could repeat within a day.
  if ([options.byhour, options.byminute, options.bysecond].some((v) => v !== undefined && v !== null)) return 'ruleTooFrequent';
  if ((options.interval ?? 1) < 1 || (options.count ?? 1) < 1 || (options.count ?? 1) > MAX_COUNT) return 'ruleInvalid';
  const year = Number(src.inicio.slice(0, 4));
  // Two years when open; a long validity is looked at for ten (a walk as long as the window costs as much).
  const yearsLater = (n: number) => `${year + n}${src.inicio.slice(4)}`.replace(/-02-29$/, '-02-28');
  const lastDay = src.fim ? (src.fim < yearsLater(10) ? src.fim : yearsLater(10)) : yearsLater(2);
  try {
    return occurrenceDates(src, src.inicio, lastDay, 1).length ? null : 'ruleNever';
  } catch {
    return 'ruleInvalid';
  }
}

/** The local dates from `from` to `to` (both included) on which the celebration occurs, at most `limit`. */
export function occurrenceDates(src: RuleSource, from: string, to: string, limit = Infinity): string[] {
  const rule = build(src, from, to);
  const last = floating(to, '23:59:59');
  const dates: string[] = [];
  rule.all((date, i) => {
    if (date > last || i >= limit) return false;
    if (date >= floating(from)) dates.push(dayOf(date));
    return dates.length < limit;
  });
  return dates;
}

export const isOccurrence = (src: RuleSource, day: string) => occurrenceDates(src, day, day).length > 0;

/** The instant of a local date and time in `zone`. */
export function zonedInstant(day: string, time: string, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new TZDate(y, m - 1, d, h, min, zone);
}

/** An instant written with `zone`'s offset at that instant: '2026-12-24T20:00:00-03:00'. */
export const isoIn = (at: Date | number, zone: string) => formatISO(new TZDate(typeof at === 'number' ? at : at.getTime(), zone));
