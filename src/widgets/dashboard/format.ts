import { formatDate } from '../../core/format';

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const MONTH_NAMES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** '2026-01' -> 'jan/26' (chart axis). */
export function monthLabel(key: string): string {
  const [year, month] = key.split('-');
  return `${MONTHS[Number(month) - 1] ?? month}/${year.slice(-2)}`;
}

/** '2026-01' -> 'janeiro de 2026' (text summaries, read aloud). */
export function monthName(key: string): string {
  const [year, month] = key.split('-');
  return `${MONTH_NAMES[Number(month) - 1] ?? month} de ${year}`;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const brlWhole = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 });

/** Centavos as reais: 123456 -> 'R$ 1.234,56'; `whole` drops the centavos (goals). */
export function formatBRL(cents: number, whole = false): string {
  // Intl separates 'R$' with a no-break space: a plain space reads and matches the same everywhere.
  return (whole ? brlWhole : brl).format(cents / 100).replace(/\u00a0/g, ' ');
}

/** Share of the goal reached, in whole percent (may pass 100); null without a goal. */
export function goalPercent(amountCents: number, goalCents: number | null): number | null {
  if (!goalCents) return null;
  return Math.floor((amountCents / goalCents) * 100);
}

/** Shorter community names for a chart axis: 'Comunidade Nossa Senhora das Graças' -> 'N. S. Graças'. */
export function shortCommunity(name: string): string {
  return name
    .replace(/^(Capela|Comunidade|Paróquia)\s+/i, '')
    .replace(/\bNossa Senhora\b/g, 'N. S.')
    .replace(/\s+(das|dos|da|do|de)\s+/g, ' ')
    .replace(/\bSanto\b|\bSanta\b|\bSão\b/g, (w) => (w === 'São' ? 'S.' : 'St' + w.slice(-1) + '.'));
}

/** Someone seen in the last 5 minutes is shown as online. */
export const ONLINE_WINDOW_MS = 5 * 60 * 1000;
/** How often the greeting and the 'Visto há…' texts are worked out again. */
export const NOW_REFRESH_MS = 60_000;

const relative = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });

/** 'Online agora', 'Visto há 12 minutos', 'Visto ontem', 'Visto em 03/10/2026'. */
export function lastSeenText(iso: string | null, now: Date, timeZone?: string): string {
  if (!iso) return 'Nunca acessou';
  const seen = new Date(iso);
  const ago = now.getTime() - seen.getTime();
  if (ago < ONLINE_WINDOW_MS) return 'Online agora';
  const minutes = Math.round(ago / 60_000);
  if (minutes < 60) return `Visto ${relative.format(-minutes, 'minute')}`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `Visto ${relative.format(-hours, 'hour')}`;
  const days = Math.round(hours / 24);
  if (days < 7) return `Visto ${relative.format(-days, 'day')}`;
  return `Visto em ${formatDate(seen, { timeZone })}`;
}
