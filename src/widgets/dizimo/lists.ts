import { pageQuery, useListController, USUAL_PAGES, type ListQuery, type Page } from '../../core/list';
import type { Esportula } from '../../shared/schemas/agenda';
import type { Contribution } from '../../shared/schemas/dizimo';
import { contributionsQuery, esportulasQuery, tithersQuery } from './queries';

/** The dízimo's lists: their filters (in the address), pages and queries; the views only draw them. */

const TITHER_LIST = { key: 'dizimistas', filter: { q: '', status: '', situacao: '' }, typed: ['q'] as const, debounceMs: 300, ...USUAL_PAGES };
const CONTRIBUTION_LIST = { key: 'contribuicoes', filter: { de: '', ate: '', metodo: '', campanha_id: '', dizimista_id: '' }, ...USUAL_PAGES };
const ESPORTULA_LIST = { key: 'esportulas', filter: { estado: '' }, ...USUAL_PAGES };

type WithTotals = Page<Contribution> & { totals: { valor_centavos: number; quantidade: number } };
type WithPending = Page<Esportula> & { pendentes: number };

/** /dizimo: by name or card number, status and 'em dia' / 'atrasado'. */
export const useTitherList = () => useListController({ ...TITHER_LIST, query: (state) => tithersQuery(pageQuery(state)) });

/** /dizimo/contribuicoes: by period, method, campaign and tither; the page carries the filter's totals too. */
export function useContributionList() {
  const list = useListController({
    ...CONTRIBUTION_LIST,
    query: (state) => contributionsQuery(pageQuery(state)) as unknown as ListQuery<Page<Contribution>>,
  });
  return { list, totals: (list.data as WithTotals | undefined)?.totals };
}

/** /dizimo/esportulas: by state; the page carries what awaits confirmation too. */
export function useEsportulaList() {
  const list = useListController({ ...ESPORTULA_LIST, query: (state) => esportulasQuery(pageQuery(state)) as unknown as ListQuery<Page<Esportula>> });
  return { list, pending: (list.data as WithPending | undefined)?.pendentes };
}
