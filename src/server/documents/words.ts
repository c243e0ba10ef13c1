import extenso from 'extenso';

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** 123456 -> 'mil duzentos e trinta e quatro reais e cinquenta e seis centavos' (receipts write amounts in words). */
export function centsInWords(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`not an amount in cents: ${cents}`);
  const reais = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return extenso(`${reais},${rest}`, { mode: 'currency', currency: { type: 'BRL' } });
}

function parts(isoDate: string): { day: number; month: number; year: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`not a date: ${isoDate}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** '2010-03-12' -> 'aos doze dias do mês de março de dois mil e dez', as certificates write dates. */
export function dateInWords(isoDate: string): string {
  const { day, month, year } = parts(isoDate);
  const days = day === 1 ? 'ao primeiro dia' : `aos ${extenso(day)} dias`;
  return `${days} do mês de ${MONTHS[month - 1]} de ${extenso(year)}`;
}

/** '2026-11-24' -> '24 de novembro de 2026', for 'local e data' lines. */
export function longDate(isoDate: string): string {
  const { day, month, year } = parts(isoDate);
  return `${day} de ${MONTHS[month - 1]} de ${year}`;
}

/** '2026-11' -> 'novembro de 2026' (a contribution's reference month). */
export function monthName(isoMonth: string): string {
  const { month, year } = parts(`${isoMonth}-01`);
  return `${MONTHS[month - 1]} de ${year}`;
}

/** '2026-11-24' -> '24/11/2026'. */
export function shortDate(isoDate: string): string {
  const { day, month, year } = parts(isoDate);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}
