import { SEARCH_MIN, type RegisterFilter } from '../../shared/schemas/registers';
import { Conditions } from '../db/where';
import { foldedContains, foldedParam, likeLiteral } from '../search';

export interface Where {
  sql: string;
  params: unknown[];
  /** Whether anything narrows the parish's registers. */
  filtered: boolean;
  /** The parameter holding the name search ('$2'), when there is one. */
  q?: string;
  /**
   * When the name search is the only filter: its longest piece between spaces, if of WORD_SEARCH_MIN letters or more (a
   * LIKE literal), which some word of every match contains; `whole` when that piece is the whole search. Its count and
   * page can be read off the registers' words (pageOf).
   */
  word?: { piece: string; whole: boolean };
  /**
   * The same conditions with the name compared as `name_search || ''`: out of reach of the trigram index, which
   * holds every parish's names, so a small parish is searched through its own name index (pageOf), by prepared
   * statements (the searched texts folded once each).
   */
  ownSql: string;
}

/** Shorter pieces match most of the vocabulary's words; their matches are dense in name order, and the walk finds them fast. */
const WORD_SEARCH_MIN = 3;

/**
 * The WHERE clause of the list, the export and the picker, from fixed fragments: values only ever
 * travel as $n parameters. Every condition has an index (005-registers.sql): the name through
 * trigrams (anywhere in the name), city and neighbourhood by prefix, the choices by equality;
 * text is compared folded (search_fold: no accents, lower case), so 'joao' finds 'João'.
 */
export function whereOf(paroquiaId: number, filter: Partial<RegisterFilter>): Where {
  const { where, q } = conditionsOf(paroquiaId, filter, false);
  const pieces = q && where.count === 2 ? filter.q!.split(/\s+/) : [];
  const piece = pieces.reduce((longest, p) => (p.length > longest.length ? p : longest), '');
  const word = piece.length >= WORD_SEARCH_MIN ? { piece: likeLiteral(piece), whole: piece === filter.q } : undefined;
  return { sql: where.sql, params: where.params, filtered: where.count > 1, q, word, ownSql: conditionsOf(paroquiaId, filter, true).where.sql };
}

/**
 * The conditions, the same parameters either way. `own`: the name compared as `name_search || ''` (see Where.ownSql),
 * and every searched text folded once per statement (foldedParam), as the prepared statements that read a parish's own
 * name index need; otherwise folded in place, where the trigram and prefix indexes read the folded value.
 */
function conditionsOf(paroquiaId: number, filter: Partial<RegisterFilter>, own: boolean): { where: Conditions; q?: string } {
  const where = new Conditions();
  const fold = own ? foldedParam : (p: string) => `search_fold(${p})`;
  where.add((p) => `paroquia_id = ${p}`, paroquiaId);
  // LIKE's escape character is the backslash (likeLiteral); a pattern built in a subquery is built once.
  const name = (p: string) => (own ? `(name_search || '') LIKE ${foldedContains(p)}` : `name_search LIKE '%' || search_fold(${p}) || '%'`);
  const q = filter.q && filter.q.length >= SEARCH_MIN ? where.add(name, likeLiteral(filter.q)) : undefined;
  // starts_with, not LIKE: it is leakproof, so under row-level security the planner still reads the prefix off the index
  // (with LIKE the policy kept it a filter, and a city + civil status took the civil status index: +15%, docs/benchmarks.md).
  where.optional((p) => `starts_with(city_search, ${fold(p)})`, filter.city || undefined);
  where.optional((p) => `starts_with(bairro_search, ${fold(p)})`, filter.home_situation || undefined);
  where.optional((p) => `civil_status = ${p}`, filter.civil_status);
  where.optional((p) => `work_state = ${p}`, filter.work_state);
  where.optional((p) => `race = ${p}`, filter.race);
  // LGPD: no legal basis recorded, anonymised registers aside (index registers_no_legal_basis_idx, 011-lgpd.sql).
  if (filter.no_legal_basis) where.fixed('legal_basis IS NULL AND anonymised_at IS NULL');
  return { where, q };
}
