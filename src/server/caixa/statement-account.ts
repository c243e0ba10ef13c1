import { CAIXA_MSG, type Portador } from '../../shared/schemas/caixa';
import type { OfxAccount, OfxBankStatement } from '../dizimo/ofx';

/** An account number as its digits and letters, without marks or leading zeros ('0098765' and '98.765' are one number). */
const bare = (number: string | null) =>
  (number ?? '')
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/^0+/, '');

/** The bank's code (COMPE) a text starts with: BANKID '0237', or the registered '001 - Banco do Brasil'; null without one. */
const bankCode = (text: string | null) => {
  const code = /^\s*(\d{1,4})\b/.exec(text ?? '');
  return code ? Number(code[1]) : null;
};

/**
 * Whether a statement's account is the one registered for a bank account: the same bank when both name its
 * code, and the same number, written with the branch or Caixa's operation in front ('013' + the account),
 * or with or without its check digit.
 */
function isHoldersAccount(conta: OfxAccount, holder: Portador): boolean {
  const [bank, registered] = [bankCode(conta.banco), bankCode(holder.banco)];
  if (bank !== null && registered !== null && bank !== registered) return false;
  const [a, b] = [bare(conta.conta), bare(holder.conta)];
  if (!a || !b) return false;
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 4 && (long.endsWith(short) || (long.length === short.length + 1 && long.startsWith(short)));
}

/** 'conta 21345-X, agência 3069-2, banco 1', and the holder it is registered as, when one is. */
function accountText(conta: OfxAccount, holders: Portador[]): string {
  const text = [`conta ${conta.conta || 'sem número'}`, conta.agencia && `agência ${conta.agencia}`, conta.banco && `banco ${conta.banco}`]
    .filter(Boolean)
    .join(', ');
  const registered = holders.find((h) => h.tipo === 'banco' && isHoldersAccount(conta, h));
  return registered ? `${text}, cadastrada como ${registered.nome}` : text;
}

/**
 * What of an OFX file is the chosen bank account's: the statement whose account number is the one registered
 * for it (or the file's only statement when it names no account). The other accounts' lines are never booked
 * to it: they come back among the refused lines, saying whose they are. A file with no statement of the
 * chosen account is refused, naming the accounts it has (and as which holders they are registered).
 */
export function statementOf(holder: Portador, statements: OfxBankStatement[], holders: Portador[]): OfxBankStatement | { wrongAccount: string } {
  const mine = statements.filter((s) => isHoldersAccount(s.conta, holder));
  const chosen = mine.length ? mine : statements.length === 1 && !bare(statements[0].conta.conta) ? statements : [];
  if (!chosen.length) {
    const found = statements.map((s) => accountText(s.conta, holders));
    const registered = `${holder.nome} (conta ${holder.conta ?? '—'}, agência ${holder.agencia ?? '—'})`;
    return { wrongAccount: CAIXA_MSG.extratoOutraConta(found, registered) };
  }
  const others = statements.filter((s) => !chosen.includes(s));
  const elsewhere = others.flatMap((s) =>
    s.lines.map((l) => ({ linha: l.linha, descricao: l.descricao, motivo: CAIXA_MSG.linhaOutraConta(accountText(s.conta, holders)) })),
  );
  return {
    conta: chosen[0].conta,
    lines: chosen.flatMap((s) => s.lines),
    balances: chosen.reduce((n, s) => n + s.balances, 0),
    refused: [...chosen.flatMap((s) => s.refused), ...elsewhere].sort((a, b) => a.linha - b.linha),
    saldo: chosen.findLast((s) => s.saldo !== null)?.saldo ?? null,
  };
}
