import type { ListState, Sort } from '../../core/list';
import { CLASS_PAGE_SIZES, type CrismaClass } from '../../shared/schemas/catechesis';
import { searchFold } from '../../shared/search-fold';

/**
 * The class list is held whole in the browser and filtered, sorted and paged there (a parish has few
 * classes): by name (any case or accents), status ('1'..'4'), and a start range ('YYYY-MM-DD' or ''),
 * newest start first, 10, 20 or 50 a page.
 */
export const CLASS_LIST = {
  key: 'crisma-classes',
  filter: { q: '', status: '', from: '', to: '' },
  sort: { key: 'inicio', dir: 'desc' } as Sort,
  sortable: ['id', 'turma', 'tutor', 'inicio', 'termino', 'status', 'alunos'],
  perPage: 10,
  pageSizes: CLASS_PAGE_SIZES,
};
export type ClassFilter = (typeof CLASS_LIST)['filter'];
export const EMPTY_FILTER: ClassFilter = CLASS_LIST.filter;

export function filterClasses(items: readonly CrismaClass[], filter: ClassFilter): CrismaClass[] {
  const q = searchFold(filter.q.trim());
  return items.filter(
    (c) =>
      (!q || searchFold(c.turma).includes(q)) &&
      (!filter.status || c.status === Number(filter.status)) &&
      (!filter.from || (c.inicio !== null && c.inicio >= filter.from)) &&
      (!filter.to || (c.inicio !== null && c.inicio <= filter.to)),
  );
}

function value(c: CrismaClass, key: string): string | number | null {
  switch (key) {
    case 'tutor':
      return c.tutor_nome ?? null;
    case 'alunos':
      return c.alunos_count;
    case 'id':
    case 'turma':
    case 'inicio':
    case 'termino':
    case 'status':
      return c[key];
    default:
      return null;
  }
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Sorted by one column; empty values last whichever the direction, ties by id so the order never jumps. */
export function sortClasses(items: readonly CrismaClass[], sort: Sort): CrismaClass[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const x = value(a, sort.key);
    const y = value(b, sort.key);
    if (x === null || y === null) return x === y ? a.id - b.id : x === null ? 1 : -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return order !== 0 ? sign * order : a.id - b.id;
  });
}

/** The rows a list state shows, in order (before paging). */
export function classRows(items: CrismaClass[], { filter, sort }: ListState<ClassFilter>): CrismaClass[] {
  return sortClasses(filterClasses(items, filter), sort ?? CLASS_LIST.sort);
}
