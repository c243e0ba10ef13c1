/**
 * The donate element's pure rules: the amount a visitor types, the campaign's progress and the texts
 * around it. No zod and no shared/money import: money.ts brings full zod (its `Cents` schema) along,
 * which would be most of what a parish website downloads for this element.
 */

/** The largest amount the server's BR Code takes (shared/money.ts MAX_CENTS: R$ 1.000.000,00). */
const MAX_DONATION_CENTS = 100_000_000;

/** Wait after the last keystroke before asking the server for a BR Code with the amount. */
export const AMOUNT_DEBOUNCE_MS = 400;

/**
 * 'R$ 1.234,56', '1234,56', '25' -> centavos; null when it is not an amount with at most two decimals.
 * The same rule as parseReais (shared/money.ts; the unit test keeps the two in step).
 */
export function parseAmount(text: string): number | null {
  const match = /^(?:R\$)?\s*(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{1,2}))?$/.exec(text.replace(/\u00a0/g, ' ').trim());
  if (!match) return null;
  return Number(match[1].replace(/\./g, '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** What the amount field asks of the server: no amount (empty), centavos, or nothing valid yet. */
export type Amount = { kind: 'none' } | { kind: 'cents'; cents: number } | { kind: 'invalid' };

export function readAmount(text: string): Amount {
  if (!text.trim()) return { kind: 'none' };
  const cents = parseAmount(text);
  return cents !== null && cents > 0 && cents <= MAX_DONATION_CENTS ? { kind: 'cents', cents } : { kind: 'invalid' };
}

/** 123456 -> 'R$ 1.234,56'. */
export { brl as formatBrl } from '../../core/format/brl';

/** Whole percent of the goal reached, floored (99.6% is not yet 100%); null without a goal. */
export function percentOf(raisedCents: number, goalCents: number | null): number | null {
  if (!goalCents || goalCents <= 0) return null;
  return Math.max(0, Math.floor((raisedCents / goalCents) * 100));
}

export function donorsText(count: number): string {
  return count === 1 ? '1 doador' : `${count.toLocaleString('pt-BR')} doadores`;
}
