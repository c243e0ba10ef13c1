import { CLASS_PAGE_SIZES, type CrismaClass } from '../../shared/schemas/crisma';

/** The class list's client-side filter (spec section 9: filtering, sorting and paging happen in the browser). */
export interface ClassFilter {
  /** Part of the class name, any case or accents. */
  q: string;
  /** '' for all, or '1'..'4'. */
  status: string;
  /** Início from / to, 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
}

export const EMPTY_FILTER: ClassFilter = { q: '', status: '', from: '', to: '' };

export type ClassSortKey = 'id' | 'turma' | 'tutor' | 'inicio' | 'termino' | 'status' | 'alunos';
export interface ClassSort {
  key: ClassSortKey;
  dir: 'asc' | 'desc';
}
export const DEFAULT_SORT: ClassSort = { key: 'inicio', dir: 'desc' };
export const DEFAULT_CLASS_PAGE_SIZE: (typeof CLASS_PAGE_SIZES)[number] = 10;

/** The column headers, in order. */
export const CLASS_COLUMNS: Array<{ key: ClassSortKey; label: string }> = [
  { key: 'id', label: 'ID' },
  { key: 'turma', label: 'Turma' },
  { key: 'tutor', label: 'Tutor' },
  { key: 'inicio', label: 'Início' },
  { key: 'termino', label: 'Término' },
  { key: 'status', label: 'Status' },
  { key: 'alunos', label: 'Alunos' },
];

/** Lower case without accents: 'São' matches 'sao'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

export function isFiltered(filter: ClassFilter): boolean {
  return Object.values(filter).some((v) => v !== '');
}

export function filterClasses(items: readonly CrismaClass[], filter: ClassFilter): CrismaClass[] {
  const q = fold(filter.q.trim());
  return items.filter(
    (c) =>
      (!q || fold(c.turma).includes(q)) &&
      (!filter.status || c.status === Number(filter.status)) &&
      (!filter.from || (c.inicio !== null && c.inicio >= filter.from)) &&
      (!filter.to || (c.inicio !== null && c.inicio <= filter.to)),
  );
}

function value(c: CrismaClass, key: ClassSortKey): string | number | null {
  switch (key) {
    case 'tutor':
      return c.tutor_nome ?? null;
    case 'alunos':
      return c.alunos_count;
    default:
      return c[key];
  }
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Sorted by one column; empty values last whichever the direction, ties by id so the order never jumps. */
export function sortClasses(items: readonly CrismaClass[], sort: ClassSort): CrismaClass[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const x = value(a, sort.key);
    const y = value(b, sort.key);
    if (x === null || y === null) return x === y ? a.id - b.id : x === null ? 1 : -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return order !== 0 ? sign * order : a.id - b.id;
  });
}

/** The next sort after clicking a column: the same column flips, another starts ascending. */
export function nextSort(current: ClassSort, key: ClassSortKey): ClassSort {
  return current.key === key ? { key, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' };
}

export interface PageOf<T> {
  items: T[];
  page: number;
  lastPage: number;
  total: number;
}

/** One page; a page past the end shows the last one. */
export function pageOf<T>(items: readonly T[], page: number, size: number): PageOf<T> {
  const lastPage = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), lastPage);
  return { items: items.slice((current - 1) * size, current * size), page: current, lastPage, total: items.length };
}

