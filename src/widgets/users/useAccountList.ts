import { pageQuery, useListController, USUAL_PAGES } from '../../core/list';
import { accountsQuery } from './queries';

const ACCOUNT_LIST = { key: 'usuarios', filter: { q: '', regra: '', status: '' }, typed: ['q'] as const, debounceMs: 300, ...USUAL_PAGES };

/** /usuarios' list: by name, user name or e-mail, role and status (in the address). */
export const useAccountList = () => useListController({ ...ACCOUNT_LIST, query: (state) => accountsQuery(pageQuery(state)) });
