import { z } from './schemas/zod';

/** Money travels and is stored as integer centavos; it becomes 'R$ 1.234,56' only at the edge. */
export const MAX_CENTS = 100_000_000; // R$ 1.000.000,00 per entry

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const WHOLE_BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** 123456 -> 'R$ 1.234,56' (with the non-breaking space Intl puts after the symbol). */
export function formatCents(cents: number): string {
  return BRL.format(cents / 100);
}

/** 1000000 -> 'R$ 10.000': whole reais, for a chart's axis. */
export function formatWholeReais(cents: number): string {
  return WHOLE_BRL.format(Math.round(cents / 100));
}

/** 'R$ 1.234,56', '1234,56', '1.234' -> 123456 / 123400; null when it is not an amount with at most two decimals. */
export function parseReais(text: string): number | null {
  const match = /^(?:R\$)?\s*(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{1,2}))?$/.exec(text.replace(/\u00a0/g, ' ').trim());
  if (!match) return null;
  return Number(match[1].replace(/\./g, '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

export const MONEY_MSG = {
  required: 'Informe o valor.',
  invalid: 'Valor inválido: digite em reais, como 50,00.',
  positive: 'O valor deve ser maior que zero.',
  max: 'O valor máximo por lançamento é R$ 1.000.000,00.',
} as const;

/** An amount in centavos: a positive whole number up to R$ 1.000.000,00. */
export const Cents = z
  .number({ error: (issue) => (issue.input === undefined ? MONEY_MSG.required : MONEY_MSG.invalid) })
  .int({ error: MONEY_MSG.invalid })
  .positive({ error: MONEY_MSG.positive })
  .max(MAX_CENTS, { error: MONEY_MSG.max });

/** Digits typed into a form field or sent form-encoded ('100') as the number they are; anything else as it came. */
const formDigits = (v: unknown) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v);
/**
 * Cents as a form sends them too: a JSON number, or digits only ('100', the money mask's value, or
 * `valor_centavos=100` form-encoded); an empty field is a missing one.
 */
export const FormCents = z.preprocess((v) => (v === '' || v === null ? undefined : formDigits(v)), Cents);
/** Optional cents from a form: '' or null clears the value. */
export const OptionalFormCents = z.preprocess((v) => (v === '' ? null : formDigits(v)), Cents.nullable().optional());
