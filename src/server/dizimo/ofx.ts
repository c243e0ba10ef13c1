/**
 * Credits of a bank statement in OFX, to reconcile PIX tithes, read as banks really write it: OFX 1.x
 * SGML (leaves without closing tags) or 2.x XML, on many lines or on one, aggregates left open (Nubank
 * omits `</BANKTRANLIST>`), empty FITIDs, balance lines written as credits (Itaú, Banco do Brasil). The
 * text is read tag by tag, so no layout is required; one bad transaction is a refused line, never a
 * refused file. Pure: no I/O, no database.
 */
import { MAX_CENTS, formatCents } from '../../shared/money';
import { CARD_MAX, type RefusedLine } from '../../shared/schemas/dizimo';
import { decodeText } from '../text-decoding';

/** A bank statement's account, as BANKACCTFROM writes it (any part may be blank). */
export interface OfxAccount {
  banco: string;
  agencia: string;
  conta: string;
}

export interface OfxCredit {
  /** BANKID, BRANCHID and ACCTID of the statement it came in. */
  conta: OfxAccount;
  fitid: string;
  /** YYYY-MM-DD, the posting date as the bank wrote it (no time-zone shift). */
  data: string;
  valorCentavos: number;
  memo: string;
  nome: string | null;
  checknum: string;
  /** 'DZ' + the card number (e.g. 'DZ000123'), found in MEMO or NAME; null when there is none. */
  txid: string | null;
  /** The card number the txid names, 1 to CARD_MAX. */
  carne: number | null;
  /**
   * 1 for the first line of the file with all these same fields, 2 for the next: Banco do Brasil builds
   * FITID from date and amount, so two R$ 50,00 PIX on one day can be identical lines, and both are money.
   */
  ocorrencia: number;
}

export interface OfxStatement {
  credits: OfxCredit[];
  /** Balance lines skipped ('SALDO ANTERIOR', 'SALDO TOTAL DISPONÍVEL DIA'). */
  balances: number;
  refused: RefusedLine[];
}

export const OFX_MSG = {
  invalid: 'O arquivo não é um extrato OFX válido.',
  creditCard: 'Este arquivo é de cartão de crédito: envie o extrato da conta (OFX da conta-corrente), onde os PIX são recebidos.',
  amount: 'Valor ilegível.',
  date: 'Data ilegível.',
  overLimit: `Valor acima do limite por lançamento (${formatCents(MAX_CENTS)}): lance-o à mão, em partes.`,
  card: (txid: string) => `${txid} não é um número de carnê (de 1 a ${CARD_MAX}).`,
} as const;

/**
 * The text of an uploaded OFX file: UTF-8 when it is valid UTF-8, otherwise Windows-1252 (the
 * CHARSET:1252 / latin1 most Brazilian banks use for OFX 1.x; '•' of a masked CPF is its byte 0x95).
 */
export const decodeOfx = (bytes: Uint8Array): string => decodeText(bytes);

/**
 * '150.00', '150,00', '-89.9', '1234', '1.000.000,01' -> integer centavos, from the digits (no float
 * arithmetic); null if not an amount. With both marks the last is the decimal one; a mark repeated
 * alone groups thousands.
 */
export function ofxAmountCents(text: string): number | null {
  const match = /^([+-])?([\d.,]*\d[\d.,]*)$/.exec(text.trim());
  if (!match) return null;
  let whole = match[2];
  let decimals = '';
  const last = Math.max(whole.lastIndexOf('.'), whole.lastIndexOf(','));
  if (last >= 0) {
    const mark = whole[last];
    // Decimal when the other mark is used too ('1.000,01') or it appears once ('150.00'); repeated alone it groups ('1.000.000').
    if (whole.includes(mark === '.' ? ',' : '.') || whole.indexOf(mark) === last) [whole, decimals] = [whole.slice(0, last), whole.slice(last + 1)];
  }
  // The whole part: plain digits, or grouped by three.
  if (!/^\d*$/.test(whole) && !/^\d{1,3}([.,]\d{3})+$/.test(whole)) return null;
  if (!/^\d*$/.test(decimals)) return null;
  let cents = Number(whole.replace(/[.,]/g, '') || '0') * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
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

/** A character reference's character; the reference as written when it names no character ('&#99999999;'). */
function reference(written: string, code: number): string {
  return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : written;
}

/** Field text: entities and character references decoded, whitespace collapsed; every other character kept ('•'). */
function fieldText(value: string | undefined): string {
  if (!value) return '';
  return value
    .replace(/&(amp|lt|gt|quot|apos);/gi, (_, name: string) => ENTITIES[name.toLowerCase()])
    .replace(/&#(\d{1,10});/g, (written, code: string) => reference(written, Number(code)))
    .replace(/&#x([0-9a-f]{1,8});/gi, (written, code: string) => reference(written, parseInt(code, 16)))
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'YYYYMMDD...' (any time and zone after it) -> 'YYYY-MM-DD' when it is a real day from 1900 on. */
function ofxDate(value: string | undefined): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec((value ?? '').trim());
  if (!m) return null;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  const date = new Date(`${day}T00:00:00Z`);
  return Number(m[1]) >= 1900 && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : null;
}

/** Itaú's 'SALDO ANTERIOR', 'SALDO TOTAL DISPONÍVEL DIA', Banco do Brasil's 'Saldo Anterior': the balance, not money received. */
const BALANCE = /^\s*saldo\b/i;

const TAG = /<(\/?)([A-Za-z][\w.]*)[^>]*>([^<]*)/g;
const ACCOUNT_TAGS: Record<string, keyof OfxAccount> = { BANKID: 'banco', BRANCHID: 'agencia', ACCTID: 'conta' };
// Tags after which a transaction left open (no </STMTTRN>) is over.
const ENDS_TRANSACTION = new Set(['STMTTRN', 'BANKTRANLIST', 'LEDGERBAL', 'AVAILBAL', 'STMTRS', 'CCSTMTRS', 'CREDITCARDMSGSRSV1', 'BANKACCTFROM']);

interface RawLine {
  fields: Record<string, string>;
  conta: OfxAccount;
  /** The index of its statement (STMTRS) in the file. */
  statement: number;
}

/** The statement's closing balance (LEDGERBAL's BALAMT and DTASOF), as the bank wrote it. */
interface RawBalance {
  amount: string;
  asOf: string;
}

/** One bank statement (STMTRS) of the file: its account and LEDGERBAL. */
interface RawStatement {
  conta: OfxAccount;
  ledger: RawBalance | null;
}

const NO_ACCOUNT: OfxAccount = { banco: '', agencia: '', conta: '' };

/**
 * The bank statements' transactions, tag by tag, and each statement's account and LEDGERBAL (a file may
 * hold several accounts: Banco do Brasil exports the checking and the savings account together); throws
 * for a file with no bank statement (a card statement says so).
 */
function readTransactions(text: string): { lines: RawLine[]; statements: RawStatement[] } {
  const start = text.search(/<OFX>/i);
  if (start < 0) throw new Error(OFX_MSG.invalid);
  const lines: RawLine[] = [];
  const found: RawStatement[] = [];
  let statements = 0;
  let cardStatements = 0;
  let inCard = false;
  let inAccount = false;
  let account: OfxAccount = NO_ACCOUNT;
  let open: RawLine | null = null;
  let inLedger = false;
  for (const [, closing, tagName, rawValue] of text.slice(start).matchAll(TAG)) {
    const tag = tagName.toUpperCase();
    if (ENDS_TRANSACTION.has(tag)) open = null;
    if (tag !== 'BALAMT' && tag !== 'DTASOF') inLedger = tag === 'LEDGERBAL' && !closing && !inCard;
    if (closing) {
      if (tag === 'BANKACCTFROM') inAccount = false;
      if (tag === 'CCSTMTRS' || tag === 'CREDITCARDMSGSRSV1') inCard = false;
      continue;
    }
    if (tag === 'STMTRS') {
      statements++;
      account = NO_ACCOUNT;
      found.push({ conta: account, ledger: null });
    } else if (tag === 'CCSTMTRS' || tag === 'CREDITCARDMSGSRSV1') {
      cardStatements++;
      inCard = true;
    } else if (tag === 'BANKACCTFROM') {
      inAccount = true;
    } else if (tag === 'STMTTRN') {
      inAccount = false;
      // A transaction before any STMTRS (a broken file) belongs to a statement of no account.
      if (!inCard && !found.length) found.push({ conta: NO_ACCOUNT, ledger: null });
      if (!inCard) lines.push((open = { fields: {}, conta: account, statement: found.length - 1 }));
    } else if (inLedger && found.length && (tag === 'BALAMT' || tag === 'DTASOF')) {
      const current = found[found.length - 1];
      const ledger = current.ledger ?? { amount: '', asOf: '' };
      current.ledger = { ...ledger, [tag === 'BALAMT' ? 'amount' : 'asOf']: fieldText(rawValue) };
    } else if (open) {
      // The first of a name wins: a <PAYEE> aggregate's NAME does not replace the transaction's.
      open.fields[tag] ??= rawValue;
    } else if (inAccount && ACCOUNT_TAGS[tag]) {
      account = { ...account, [ACCOUNT_TAGS[tag]]: fieldText(rawValue) };
      if (found.length) found[found.length - 1].conta = account;
    }
  }
  if (!statements) throw new Error(cardStatements ? OFX_MSG.creditCard : OFX_MSG.invalid);
  return { lines, statements: found };
}

/**
 * The credits (TRNAMT > 0) of the file's bank statements, in file order; balance lines counted and
 * skipped; a credit that cannot be booked (unreadable amount or date, above the entry limit, a txid
 * naming no possible card) refused with its reason. Throws OFX_MSG.invalid when it is not a bank statement.
 */
export function parseOfx(text: string): OfxStatement {
  const statement: OfxStatement = { credits: [], balances: 0, refused: [] };
  const seen = new Map<string, number>();
  readTransactions(text).lines.forEach(({ fields, conta }, index) => {
    const memo = fieldText(fields.MEMO);
    const nome = fieldText(fields.NAME) || null;
    const descricao = [nome, memo].filter(Boolean).join(' — ') || '—';
    const refuse = (motivo: string) => statement.refused.push({ linha: index + 1, descricao, motivo });
    if (BALANCE.test(memo) || BALANCE.test(nome ?? '')) return void statement.balances++;
    const valorCentavos = ofxAmountCents(fieldText(fields.TRNAMT));
    if (valorCentavos === null) return refuse(OFX_MSG.amount);
    if (valorCentavos <= 0 || fieldText(fields.TRNTYPE).toUpperCase() === 'DEBIT') return;
    const data = ofxDate(fieldText(fields.DTPOSTED));
    if (!data) return refuse(OFX_MSG.date);
    if (valorCentavos > MAX_CENTS) return refuse(OFX_MSG.overLimit);
    const txid = tithesTxid(memo, nome);
    const carne = txid ? Number(txid.slice(2)) : null;
    if (txid && (carne! < 1 || carne! > CARD_MAX)) return refuse(OFX_MSG.card(txid));
    const fitid = fieldText(fields.FITID);
    const checknum = fieldText(fields.CHECKNUM);
    const identity = JSON.stringify([conta, fitid, data, valorCentavos, memo, nome, checknum]);
    const ocorrencia = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, ocorrencia);
    statement.credits.push({ conta, fitid, data, valorCentavos, memo, nome, checknum, txid, carne, ocorrencia });
  });
  return statement;
}

/** A statement line of either sign, for the cash book's reconciliation. */
interface OfxBankLine {
  /** Its place among the file's transactions (1 first), as a refused line is numbered. */
  linha: number;
  fitid: string;
  data: string;
  /** Signed: credits +, debits − (TRNTYPE DEBIT with a positive TRNAMT, as some banks write it, is a debit). */
  valorCentavos: number;
  descricao: string;
  ocorrencia: number;
}

export interface OfxBankStatement {
  /** The account of this statement (BANKACCTFROM). */
  conta: OfxAccount;
  lines: OfxBankLine[];
  balances: number;
  refused: RefusedLine[];
  /** LEDGERBAL: the closing balance and its day, when the bank wrote a readable one. */
  saldo: { valorCentavos: number; data: string } | null;
}

/** LEDGERBAL as centavos and a day, when both are readable. */
function closingBalance(ledger: RawBalance | null): OfxBankStatement['saldo'] {
  const amount = ledger ? ofxAmountCents(ledger.amount) : null;
  const asOf = ledger ? ofxDate(ledger.asOf) : null;
  return amount !== null && asOf ? { valorCentavos: amount, data: asOf } : null;
}

/**
 * Every line of the file's bank statements, credits and debits, for reconciling the books, one statement
 * per account in file order (each with its own LEDGERBAL): the same reading as parseOfx (balance lines
 * skipped, a bad line refused with its reason), amounts up to `maxCents`.
 */
export function parseOfxLines(text: string, maxCents: number): OfxBankStatement[] {
  const { lines, statements } = readTransactions(text);
  const result = statements.map(({ conta, ledger }): OfxBankStatement => ({ conta, lines: [], balances: 0, refused: [], saldo: closingBalance(ledger) }));
  const seen = new Map<string, number>();
  lines.forEach(({ fields, conta, statement: at }, index) => {
    const statement = result[at];
    const memo = fieldText(fields.MEMO);
    const nome = fieldText(fields.NAME) || null;
    const descricao = [nome, memo].filter(Boolean).join(' — ') || '—';
    const refuse = (motivo: string) => statement.refused.push({ linha: index + 1, descricao, motivo });
    if (BALANCE.test(memo) || BALANCE.test(nome ?? '')) return void statement.balances++;
    const amount = ofxAmountCents(fieldText(fields.TRNAMT));
    if (amount === null || amount === 0) return refuse(OFX_MSG.amount);
    const valorCentavos = fieldText(fields.TRNTYPE).toUpperCase() === 'DEBIT' ? -Math.abs(amount) : amount;
    const data = ofxDate(fieldText(fields.DTPOSTED));
    if (!data) return refuse(OFX_MSG.date);
    if (Math.abs(valorCentavos) > maxCents) return refuse(`Valor acima do limite por lançamento (${formatCents(maxCents)}).`);
    const fitid = fieldText(fields.FITID);
    const identity = JSON.stringify([conta, fitid, data, valorCentavos, memo, nome, fieldText(fields.CHECKNUM)]);
    const ocorrencia = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, ocorrencia);
    statement.lines.push({ linha: index + 1, fitid, data, valorCentavos, descricao, ocorrencia });
  });
  return result;
}
