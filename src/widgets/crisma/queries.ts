import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../core/api/errors';
import type { ListState } from '../../core/list';
import {
  fetchCatechist,
  fetchCatechistOptions,
  fetchCatechists,
  fetchClass,
  fetchClasses,
  fetchCommunities,
  fetchCrismandos,
  pickPeople,
} from './api';

/** Named keys: everything under ['crisma'], classes and catechists each under their own branch for invalidation. */
export const crismaKeys = {
  all: ['crisma'] as const,
  classes: () => [...crismaKeys.all, 'classes'] as const,
  classList: () => [...crismaKeys.classes(), 'list'] as const,
  class: (id: number) => [...crismaKeys.classes(), 'item', id] as const,
  students: (classId: number) => [...crismaKeys.classes(), 'students', classId] as const,
  catechists: () => [...crismaKeys.all, 'catechists'] as const,
  catechistList: (query: Record<string, string | number>) => [...crismaKeys.catechists(), 'list', query] as const,
  catechistOptions: () => [...crismaKeys.catechists(), 'options'] as const,
  catechist: (id: number) => [...crismaKeys.catechists(), 'item', id] as const,
  communities: () => [...crismaKeys.all, 'communities'] as const,
  people: (q: string) => [...crismaKeys.all, 'people', q] as const,
};

/** People picker page size: 50 a page, the next one fetched as the list scrolls to its end. */
export const PICKER_PAGE_SIZE = 50;

// A missing row stays missing: no retry for a 404.
const retryUnlessMissing = (count: number, error: Error) => !(error instanceof ApiError && (error.status === 404 || error.status === 403)) && count < 1;

export const classListQuery = () => queryOptions({ queryKey: crismaKeys.classList(), queryFn: ({ signal }) => fetchClasses(signal) });

export const classQuery = (id: number) =>
  queryOptions({ queryKey: crismaKeys.class(id), queryFn: ({ signal }) => fetchClass(id, signal), retry: retryUnlessMissing });

export const studentsQuery = (classId: number) =>
  queryOptions({ queryKey: crismaKeys.students(classId), queryFn: ({ signal }) => fetchCrismandos(classId, signal), retry: retryUnlessMissing });

/** A page of catechists, cached by what is sent: the filters that are set (the name trimmed), page and size. */
export function catechistListQuery({ filter, page, perPage }: ListState<Record<string, string>>) {
  const query: Record<string, string | number> = { page, limit: perPage };
  for (const [key, value] of Object.entries(filter)) if (value.trim()) query[key] = value.trim();
  return queryOptions({ queryKey: crismaKeys.catechistList(query), queryFn: ({ signal }) => fetchCatechists(query, signal) });
}

export const catechistOptionsQuery = () =>
  queryOptions({ queryKey: crismaKeys.catechistOptions(), queryFn: ({ signal }) => fetchCatechistOptions(signal) });

export const catechistQuery = (id: number) =>
  queryOptions({ queryKey: crismaKeys.catechist(id), queryFn: ({ signal }) => fetchCatechist(id, signal), retry: retryUnlessMissing });

// Communities change rarely: kept for 5 minutes.
export const communitiesQuery = () =>
  queryOptions({ queryKey: crismaKeys.communities(), queryFn: ({ signal }) => fetchCommunities(signal), staleTime: 300_000 });

/** The people picker: 50 a page, the next page fetched as the list scrolls to its end. */
export const peopleQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: crismaKeys.people(q),
    queryFn: ({ pageParam, signal }) => pickPeople({ q: q || undefined, page: pageParam, limit: PICKER_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.lastPage ? last.page + 1 : undefined),
  });
