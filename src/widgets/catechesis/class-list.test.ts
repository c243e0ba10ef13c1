import { describe, expect, it } from 'vitest';
import type { CrismaClass } from '../../shared/schemas/catechesis';
import { CLASS_LIST, EMPTY_FILTER, filterClasses, sortClasses } from './class-list';

const DEFAULT_SORT = CLASS_LIST.sort;

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
});
