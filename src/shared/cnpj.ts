/** Brazilian CNPJ: 14 digits, the last two check digits computed from the first twelve (weights 2..9, mod 11). */

export function cnpjDigits(value: string): string {
  return value.replace(/\D/g, '');
}

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[length - 1 - i]) * ((i % 8) + 2);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Whether 14 digits form a valid CNPJ; repeated digits pass the sums but are not issued. */
export function isValidCnpj(value: string): boolean {
  const digits = cnpjDigits(value);
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  return checkDigit(digits, 12) === Number(digits[12]) && checkDigit(digits, 13) === Number(digits[13]);
}

/** '12345678000195' -> '12.345.678/0001-95'; anything else is returned as it is. */
export function formatCnpj(value: string | null | undefined): string {
  const d = cnpjDigits(value ?? '');
  return d.length === 14 ? `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}` : (value ?? '');
}
