import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../core/api/errors';
import type { ListState } from '../../core/list';
import {
  fetchCatechist,
  fetchCatechistAccounts,
  fetchCatechistOptions,
  fetchCatechists,
  fetchClass,
  fetchClasses,
  fetchEncounters,
  fetchStudents,
} from './api';
import type { SacramentUi } from './sacrament';

/** Named keys: everything of a sacrament under [slug], classes and catechists each under their own branch for invalidation. */
export const catechesisKeys = (s: SacramentUi) => {
  const all = ['catechesis', s.slug] as const;
  const classes = () => [...all, 'classes'] as const;
  const catechists = () => [...all, 'catechists'] as const;
  return {
    classes,
    classList: () => [...classes(), 'list'] as const,
    class: (id: number) => [...classes(), 'item', id] as const,
    students: (classId: number) => [...classes(), 'students', classId] as const,
    encounters: (classId: number) => [...classes(), 'encounters', classId] as const,
    catechists,
    catechistList: (query: Record<string, string | number>) => [...catechists(), 'list', query] as const,
    catechistOptions: () => [...catechists(), 'options'] as const,
    catechistAccounts: () => [...catechists(), 'accounts'] as const,
    catechist: (id: number) => [...catechists(), 'item', id] as const,
  };
};

/** People picker page size: 50 a page, the next one fetched as the list scrolls to its end. */

// A missing row stays missing: no retry for a 404.
const retryUnlessMissing = (count: number, error: Error) => !(error instanceof ApiError && (error.status === 404 || error.status === 403)) && count < 1;

export const classListQuery = (s: SacramentUi) => queryOptions({ queryKey: catechesisKeys(s).classList(), queryFn: ({ signal }) => fetchClasses(s, signal) });

export const classQuery = (s: SacramentUi, id: number) =>
  queryOptions({ queryKey: catechesisKeys(s).class(id), queryFn: ({ signal }) => fetchClass(s, id, signal), retry: retryUnlessMissing });

export const studentsQuery = (s: SacramentUi, classId: number) =>
  queryOptions({ queryKey: catechesisKeys(s).students(classId), queryFn: ({ signal }) => fetchStudents(s, classId, signal), retry: retryUnlessMissing });

export const encountersQuery = (s: SacramentUi, classId: number) =>
  queryOptions({ queryKey: catechesisKeys(s).encounters(classId), queryFn: ({ signal }) => fetchEncounters(s, classId, signal), retry: retryUnlessMissing });

/** A page of catechists, cached by what is sent: the filters that are set (the name trimmed), page and size. */
export function catechistListQuery(s: SacramentUi, { filter, page, perPage }: ListState<Record<string, string>>) {
  const query: Record<string, string | number> = { page, limit: perPage };
  for (const [key, value] of Object.entries(filter)) if (value.trim()) query[key] = value.trim();
  return queryOptions({ queryKey: catechesisKeys(s).catechistList(query), queryFn: ({ signal }) => fetchCatechists(s, query, signal) });
}

export const catechistOptionsQuery = (s: SacramentUi) =>
  queryOptions({ queryKey: catechesisKeys(s).catechistOptions(), queryFn: ({ signal }) => fetchCatechistOptions(s, signal) });

export const catechistAccountsQuery = (s: SacramentUi) =>
  queryOptions({ queryKey: catechesisKeys(s).catechistAccounts(), queryFn: ({ signal }) => fetchCatechistAccounts(s, signal) });

export const catechistQuery = (s: SacramentUi, id: number) =>
  queryOptions({ queryKey: catechesisKeys(s).catechist(id), queryFn: ({ signal }) => fetchCatechist(s, id, signal), retry: retryUnlessMissing });

export { communitiesQuery } from '../../core/communities';

/** The people picker: 50 a page, the next page fetched as the list scrolls to its end. */
