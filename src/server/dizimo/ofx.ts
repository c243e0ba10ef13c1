/**
 * Credits of a bank statement in OFX, to reconcile PIX tithes. Brazilian banks mostly send OFX 1.x
 * SGML (leaf elements without closing tags), some OFX 2 XML; the `ofx-data-extractor` library reads
 * both. Pure: no I/O, no database.
 */
import { Ofx } from 'ofx-data-extractor';

export interface OfxCredit {
  fitid: string;
  /** YYYY-MM-DD, the posting date as the bank wrote it (no time-zone shift). */
  data: string;
  valorCentavos: number;
  memo: string;
  nome: string | null;
  /** 'DZ' + the card number (e.g. 'DZ000123'), found in MEMO or NAME; null when there is none. */
  txid: string | null;
}

export const OFX_MSG = { invalid: 'O arquivo não é um extrato OFX válido.' } as const;

/**
 * The text of an uploaded OFX file: UTF-8 when it is valid UTF-8, otherwise Windows-1252 (the
 * CHARSET:1252 / latin1 most Brazilian banks use for OFX 1.x).
 */
export function decodeOfx(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** '150.00', '150,00', '-89.9', '1234' -> integer centavos, from the digits (no float arithmetic); null if not an amount. */
export function ofxAmountCents(text: string): number | null {
  const match = /^([+-])?(\d+)(?:[.,](\d*))?$/.exec(text.trim());
  if (!match) return null;
  const decimals = match[3] ?? '';
  let cents = Number(match[2]) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  // More than two decimals (rare): round half up on the third digit.
  if (decimals.length > 2 && Number(decimals[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents)) return null;
  return match[1] === '-' ? -cents : cents;
}

// 'DZ' + digits, not inside another word ('ADZ1'), though right after 'TXID' ('TXIDDZ000123') is fine.
const TXID = /(?:^|[^A-Z0-9]|TXID)(DZ\d+)/i;

/** The tithe txid ('DZ' + digits) in a memo or name ('PIX RECEBIDO - TXID DZ000123 - MARIA', 'txid:dz000123'). */
export function tithesTxid(...texts: (string | null | undefined)[]): string | null {
  for (const text of texts) {
    const match = text ? TXID.exec(text) : null;
    if (match) return match[1].toUpperCase();
  }
  return null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Field text: XML/SGML entities decoded, whitespace collapsed. */
function fieldText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return String(value)
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name])
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The credits (TRNAMT > 0) of the statement's STMTTRN entries, in file order. Throws OFX_MSG.invalid when it is not OFX. */
export function parseOfxCredits(text: string): OfxCredit[] {
  if (typeof text !== 'string' || !/<OFX>/i.test(text)) throw new Error(OFX_MSG.invalid);
  let transactions: ReturnType<Ofx['getBankTransferList']>;
  try {
    const ofx = new Ofx(text, { formatDate: 'y-M-d', nativeTypes: false, parserMode: 'strict' });
    // toJson throws on a body that is not OFX; getBankTransferList alone would answer [] for it.
    ofx.toJson();
    transactions = ofx.getBankTransferList() ?? [];
  } catch {
    throw new Error(OFX_MSG.invalid);
  }
  const credits: OfxCredit[] = [];
  for (const trn of transactions) {
    const valorCentavos = ofxAmountCents(fieldText(trn.TRNAMT));
    if (valorCentavos === null || valorCentavos <= 0) continue;
    const data = fieldText(trn.DTPOSTED);
    const fitid = fieldText(trn.FITID);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(data) || !fitid) throw new Error(OFX_MSG.invalid);
    const memo = fieldText(trn.MEMO);
    const nome = fieldText(trn.NAME) || null;
    credits.push({ fitid, data, valorCentavos, memo, nome, txid: tithesTxid(memo, nome) });
  }
  return credits;
}
