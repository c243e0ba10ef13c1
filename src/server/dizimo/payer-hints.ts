/**
 * Who a pending bank credit seems to be from. Real statements rarely carry the tither's txid; the memo
 * holds the payer's name ('Pix - Recebido 10/11 14:32 MARIA DE LOURDES') or a masked CPF
 * ('•••.456.789-••'). A tither is suggested when exactly one matches the CPF's visible digits, or else
 * exactly one the name (accents and case aside, search_fold(); a bank's truncated name, 'ANA CLA', is a prefix).
 */
import { cardNumber, type PendingCredit } from '../../shared/schemas/dizimo';
import type { Db } from '../db/types';
import { searchFold } from '../../shared/search-fold';

type Suggestion = NonNullable<PendingCredit['sugestao']>;

// Words of a statement that are not the payer's name.
const NOT_A_NAME = new Set(
  'pix recebido recebida recebimento transferencia transf ted doc credito cred deposito dep pagamento pgto remetente origem pelo pela via conta corrente cc qr code ag agencia banco sem identificacao'.split(
    ' ',
  ),
);
const LINKING = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);

/** The first run of two or more words that may be a name ('MARIA DE LOURDES'; the payer comes before their bank), or null. */
export function payerName(text: string): string | null {
  for (const run of text.split(/[^\p{L}\s]+/u)) {
    const words = run.split(/\s+/).filter((w) => w && !NOT_A_NAME.has(searchFold(w)));
    while (words.length && LINKING.has(searchFold(words[0]))) words.shift();
    while (words.length && LINKING.has(searchFold(words[words.length - 1]))) words.pop();
    if (words.length >= 2) return words.join(' ');
  }
  return null;
}

const MASKED_CPF = /([\d•*xX]{3})\.([\d•*xX]{3})\.([\d•*xX]{3})-([\d•*xX]{2})/;

/** A masked CPF's visible digits as a LIKE pattern over the register's 11 digits ('•••.456.789-••' -> '___456789__'); null with fewer than 6 visible. */
export function cpfPattern(text: string): string | null {
  const match = MASKED_CPF.exec(text);
  if (!match) return null;
  const pattern = match.slice(1).join('').replace(/\D/g, '_');
  return pattern.replace(/_/g, '').length >= 6 ? pattern : null;
}

/** The suggestion for each credit that has one, by credit id. */
export async function payerHints(db: Db, paroquiaId: number, credits: Array<{ id: number; descricao: string }>): Promise<Map<number, Suggestion>> {
  const hinted = credits.map((c) => ({ id: c.id, name: payerName(c.descricao), cpf: cpfPattern(c.descricao) })).filter((h) => h.name || h.cpf);
  const found = new Map<number, Suggestion>();
  if (!hinted.length) return found;
  // Up to two tithers per credit and way: a second one means the hint names no one for sure.
  const { rows } = await db.query<{ credit: number; por: 'cpf' | 'nome'; dizimista_id: number; nome: string; card_number: number }>(
    `WITH hints AS (SELECT * FROM unnest($2::int[], $3::text[], $4::text[]) AS h(credit, name, cpf)),
          parish AS (SELECT t.id, t.card_number, r.name, r.name_search, r.cpf FROM tithers t JOIN registers r ON r.id = t.register_id WHERE t.paroquia_id = $1)
     SELECT h.credit, 'cpf' AS por, m.* FROM hints h
      CROSS JOIN LATERAL (SELECT p.id AS dizimista_id, p.name AS nome, p.card_number FROM parish p WHERE p.cpf LIKE h.cpf LIMIT 2) m
     UNION ALL
     SELECT h.credit, 'nome', m.* FROM hints h
      CROSS JOIN LATERAL (
        SELECT p.id, p.name, p.card_number FROM parish p
         WHERE p.name_search LIKE search_fold(h.name) || '%' OR search_fold(h.name) LIKE p.name_search || ' %'
         LIMIT 2) m`,
    [paroquiaId, hinted.map((h) => h.id), hinted.map((h) => h.name), hinted.map((h) => h.cpf)],
  );
  for (const h of hinted) {
    for (const por of ['cpf', 'nome'] as const) {
      const matches = rows.filter((r) => r.credit === h.id && r.por === por);
      if (matches.length === 1 && !found.has(h.id)) {
        const [m] = matches;
        found.set(h.id, { dizimista_id: m.dizimista_id, nome: m.nome, numero_carne: cardNumber(m.card_number), por });
      }
    }
  }
  return found;
}
