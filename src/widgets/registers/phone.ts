/**
 * The phone input (spec section 5): digits only, a leading 55 (the country code) dropped,
 * at most 11 digits, shown as +55 (DD) 9XXXX-XXXX while typing.
 */

export const PHONE_DIGITS = 11;
const PREFIX = '+55 ';

/**
 * The digits a phone input holds after an edit. The shown text starts with '+55 ', whose 55 is
 * not part of the number. Beyond that, a leading 55 is the country code only when the number
 * would otherwise be too long: typed or pasted as 55 19 98765-4321, it goes; a number of DDD 55
 * (Rio Grande do Sul) keeps it.
 */
export function phoneDigits(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  if (typed.trimStart().startsWith('+55')) digits = digits.slice(2);
  if (digits.length > PHONE_DIGITS && digits.startsWith('55')) digits = digits.slice(2);
  return digits.slice(0, PHONE_DIGITS);
}

/** What the input shows for its digits, growing with them: '' -> '', '1998' -> '+55 (19) 98'. */
export function maskPhone(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  if (!d) return '';
  if (d.length <= 2) return `${PREFIX}(${d}`;
  if (d.length <= 7) return `${PREFIX}(${d.slice(0, 2)}) ${d.slice(2)}`;
  return `${PREFIX}(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}
