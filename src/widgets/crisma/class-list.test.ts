import { describe, expect, it } from 'vitest';
import type { CrismaClass } from '../../shared/schemas/crisma';
import { DEFAULT_SORT, EMPTY_FILTER, filterClasses, isFiltered, nextSort, pageOf, sortClasses } from './class-list';

const make = (id: number, turma: string, inicio: string | null, o: Partial<CrismaClass> = {}): CrismaClass => ({
  id,
  turma,
  tutor: 1,
  tutor_nome: 'Ana',
  inicio,
  termino: '2026-12-01',
  status: 1,
  alunos_count: 0,
  ...o,
});

const classes = [
  make(1, 'Crisma 2025 - Turma São Paulo', '2025-02-10', { status: 3, alunos_count: 8, tutor_nome: 'Bruno' }),
  make(2, 'Crisma 2026 - Turma São Pedro', '2026-02-07', { status: 2, alunos_count: 12, tutor_nome: 'ágata' }),
  make(3, 'Crisma 2026 - Turma Santa Teresinha', '2026-03-01', { status: 2, alunos_count: 3, tutor_nome: null }),
  make(4, 'Crisma 2027 - Turma São João', '2027-02-06', { status: 1, alunos_count: 0, tutor_nome: 'Carlos' }),
];
const ids = (list: CrismaClass[]) => list.map((c) => c.id);

describe('filterClasses', () => {
  it('matches the name in any case and without accents', () => {
    expect(ids(filterClasses(classes, { ...EMPTY_FILTER, q: 'SAO P' }))).toEqual([1, 2]);
    expect(ids(filterClasses(classes, { ...EMPTY_FILTER, q: '  teresinha ' }))).toEqual([3]);
    expect(filterClasses(classes, { ...EMPTY_FILTER, q: 'xyz' })).toEqual([]);
  });

  it('filters by status and by a start range, both ends included', () => {
    expect(ids(filterClasses(classes, { ...EMPTY_FILTER, status: '2' }))).toEqual([2, 3]);
    expect(ids(filterClasses(classes, { ...EMPTY_FILTER, from: '2026-02-07' }))).toEqual([2, 3, 4]);
    expect(ids(filterClasses(classes, { ...EMPTY_FILTER, from: '2026-01-01', to: '2026-03-01' }))).toEqual([2, 3]);
    expect(ids(filterClasses(classes, { q: 'crisma', status: '2', from: '2026-02-08', to: '' }))).toEqual([3]);
  });

  it('knows when any filter is on', () => {
    expect(isFiltered(EMPTY_FILTER)).toBe(false);
    expect(isFiltered({ ...EMPTY_FILTER, to: '2026-01-01' })).toBe(true);
  });
});

describe('sortClasses', () => {
  it('defaults to início descending', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'inicio', dir: 'desc' });
    expect(ids(sortClasses(classes, DEFAULT_SORT))).toEqual([4, 3, 2, 1]);
  });

  it('sorts numbers as numbers and text the Portuguese way, empty values last', () => {
    expect(ids(sortClasses(classes, { key: 'alunos', dir: 'asc' }))).toEqual([4, 3, 1, 2]);
    expect(ids(sortClasses(classes, { key: 'alunos', dir: 'desc' }))).toEqual([2, 1, 3, 4]);
    expect(ids(sortClasses(classes, { key: 'tutor', dir: 'asc' }))).toEqual([2, 1, 4, 3]);
    expect(ids(sortClasses(classes, { key: 'tutor', dir: 'desc' }))).toEqual([4, 1, 2, 3]);
    expect(ids(sortClasses(classes, { key: 'turma', dir: 'asc' }))).toEqual([1, 3, 2, 4]);
    expect(ids(sortClasses(classes, { key: 'status', dir: 'asc' }))).toEqual([4, 2, 3, 1]);
    expect(ids(sortClasses(classes, { key: 'id', dir: 'desc' }))).toEqual([4, 3, 2, 1]);
  });

  it('a click on the same column flips it; another column starts ascending', () => {
    expect(nextSort(DEFAULT_SORT, 'inicio')).toEqual({ key: 'inicio', dir: 'asc' });
    expect(nextSort({ key: 'inicio', dir: 'asc' }, 'inicio')).toEqual({ key: 'inicio', dir: 'desc' });
    expect(nextSort(DEFAULT_SORT, 'turma')).toEqual({ key: 'turma', dir: 'asc' });
  });
});

describe('pageOf', () => {
  const many = Array.from({ length: 23 }, (_, i) => i + 1);
  it('cuts pages of the chosen size and clamps a page past the end', () => {
    expect(pageOf(many, 1, 10)).toEqual({ items: many.slice(0, 10), page: 1, lastPage: 3, total: 23 });
    expect(pageOf(many, 3, 10).items).toEqual([21, 22, 23]);
    expect(pageOf(many, 9, 10).page).toBe(3);
    expect(pageOf([], 1, 10)).toEqual({ items: [], page: 1, lastPage: 1, total: 0 });
  });
});
