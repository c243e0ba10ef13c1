import { SEARCH_MIN, type RegisterFilter } from '../../shared/schemas/registers';
import { likeLiteral } from '../search';

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
   * holds every parish's names, so a small parish is searched through its own name index (pageOf).
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
  const params: unknown[] = [paroquiaId];
  const conditions = ['paroquia_id = $1'];
  const add = (fragment: (param: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(fragment(`$${params.length}`));
  };
  let q: string | undefined;
  let own = '';
  if (filter.q && filter.q.length >= SEARCH_MIN) {
    add((p) => `name_search LIKE '%' || search_fold(${p}) || '%' ESCAPE '\\'`, likeLiteral(filter.q));
    q = `$${params.length}`;
    own = conditions[conditions.length - 1];
  }
  // starts_with, not LIKE: it is leakproof, so under row-level security the planner still reads the prefix off the index
  // (with LIKE the policy kept it a filter, and a city + civil status took the civil status index: +15%, docs/benchmarks.md).
  if (filter.city) add((p) => `starts_with(city_search, search_fold(${p}))`, filter.city);
  if (filter.home_situation) add((p) => `starts_with(bairro_search, search_fold(${p}))`, filter.home_situation);
  if (filter.civil_status !== undefined) add((p) => `civil_status = ${p}`, filter.civil_status);
  if (filter.work_state !== undefined) add((p) => `work_state = ${p}`, filter.work_state);
  if (filter.race !== undefined) add((p) => `race = ${p}`, filter.race);
  // LGPD: no legal basis recorded, anonymised registers aside (index registers_no_legal_basis_idx, 011-lgpd.sql).
  if (filter.no_legal_basis) conditions.push('legal_basis IS NULL AND anonymised_at IS NULL');
  const sql = conditions.join(' AND ');
  const pieces = q && conditions.length === 2 ? filter.q!.split(/\s+/) : [];
  const piece = pieces.reduce((longest, p) => (p.length > longest.length ? p : longest), '');
  const word = piece.length >= WORD_SEARCH_MIN ? { piece: likeLiteral(piece), whole: piece === filter.q } : undefined;
  return {
    sql,
    params,
    filtered: conditions.length > 1,
    q,
    word,
    ownSql: own ? sql.replace(own, `(name_search || '')${own.slice('name_search'.length)}`) : sql,
  };
}
