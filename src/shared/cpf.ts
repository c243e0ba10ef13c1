/** Brazilian CPF: 11 digits, the last two check digits computed from the first nine (mod 11). */

/** The digits of a CPF typed with or without punctuation ('123.456.789-09' -> '12345678909'). */
export function cpfDigits(value: string): string {
  return value.replace(/\D/g, '');
}

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** Whether 11 digits form a valid CPF; repeated digits ('111.111.111-11') pass the sums but are not issued. */
export function isValidCpf(value: string): boolean {
  const digits = cpfDigits(value);
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10]);
}

/** '12345678909' -> '123.456.789-09'; anything else is returned as it is. */
export function formatCpf(value: string | null | undefined): string {
  const d = cpfDigits(value ?? '');
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : (value ?? '');
}

/** A valid CPF from nine base digits (seeds and tests). */
export function cpfFromBase(base: string): string {
  const nine = base.padStart(9, '0').slice(-9);
  const tenth = checkDigit(nine, 9);
  return `${nine}${tenth}${checkDigit(`${nine}${tenth}`, 10)}`;
}
