/**
 * A certificate's verification code as typed from the paper: dashes and spaces anywhere or none, any
 * case; O read as 0 and I or L as 1 (Crockford's base 32 has neither, so the mistake is unambiguous).
 * The code in its printed form ('K7Q2-M9XD-4HTA-P0WE'), or null when it cannot be one. No zod: the
 * public <sacra-certidao> element uses it too and stays small.
 */
export function normalizeCertificateCode(typed: string): string | null {
  const chars = typed
    .toUpperCase()
    .replace(/[\s\-‐-―_.]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return /^[0-9A-HJKMNP-TV-Z]{16}$/.test(chars) ? chars.match(/.{4}/g)!.join('-') : null;
}
