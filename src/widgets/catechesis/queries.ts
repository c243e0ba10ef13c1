import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../core/api/errors';
import { communitiesQuery } from '../../core/communities';
import type { ListState } from '../../core/list';
import { useConfirmedDelete } from '../../core/query/useConfirmedDelete';
import { toast } from '../../core/ui';
import type { AttendanceBody, Catechist, CrismaClass, Encounter, EncounterBody, EncounterList } from '../../shared/schemas/catechesis';
import type { MensagemFamiliasBody } from '../../shared/schemas/familia';
import {
  createCatechist,
  createClass,
  createEncounter,
  deleteCatechist,
  deleteClass,
  enrol,
  fetchCatechist,
  fetchCatechistAccounts,
  fetchCatechistOptions,
  fetchCatechists,
  fetchClass,
  fetchClasses,
  fetchEncounters,
  fetchFamilyMessages,
  fetchGuardianAccounts,
  fetchGuardianLinks,
  linkGuardian,
  unlinkGuardian,
  fetchStudents,
  saveAttendance,
  sendFamilyMessage,
  transfer,
  updateCatechist,
  updateClass,
  type CatechistFields,
  type ClassPayload,
} from './api';
import { useSacrament, type SacramentUi } from './sacrament';

/** Named keys: everything of a sacrament under [slug], classes and catechists each under their own branch for invalidation. */
const catechesisKeys = (s: SacramentUi) => {
  const all = ['catechesis', s.slug] as const;
  const classes = () => [...all, 'classes'] as const;
  const catechists = () => [...all, 'catechists'] as const;
  return {
    classList: () => [...classes(), 'list'] as const,
    class: (id: number) => [...classes(), 'item', id] as const,
    students: (classId: number) => [...classes(), 'students', classId] as const,
    encounters: (classId: number) => [...classes(), 'encounters', classId] as const,
    familyMessages: (classId: number) => [...classes(), 'family-messages', classId] as const,
    catechists,
    catechistList: (query: Record<string, string | number>) => [...catechists(), 'list', query] as const,
    catechistOptions: () => [...catechists(), 'options'] as const,
    catechistAccounts: () => [...catechists(), 'accounts'] as const,
    catechist: (id: number) => [...catechists(), 'item', id] as const,
  };
};

/** The sacrament of the element, its keys and the cache: what every hook below starts from. */
function useCache() {
  const s = useSacrament();
  return { s, keys: catechesisKeys(s), client: useQueryClient() };
}

// A missing row stays missing: no retry for a 404 (nor a 403).
const retryUnlessMissing = (count: number, error: Error) => !(error instanceof ApiError && (error.status === 404 || error.status === 403)) && count < 1;

// ---------------------------------------------------------------- queries

/** Every class of the sacrament, held whole by the class list (the browser filters, sorts and pages it). */
export const classListQuery = (s: SacramentUi) => queryOptions({ queryKey: catechesisKeys(s).classList(), queryFn: ({ signal }) => fetchClasses(s, signal) });

/** A page of catechists, cached by what is sent: the filters that are set (the name trimmed), page and size. */
export function catechistListQuery(s: SacramentUi, { filter, page, perPage }: ListState<Record<string, string>>) {
  const query: Record<string, string | number> = { page, limit: perPage };
  for (const [key, value] of Object.entries(filter)) if (value.trim()) query[key] = value.trim();
  return queryOptions({ queryKey: catechesisKeys(s).catechistList(query), queryFn: ({ signal }) => fetchCatechists(s, query, signal) });
}

/** The other classes a transfer may go to. */
export const useClasses = () => useQuery(classListQuery(useSacrament()));

type Keys = ReturnType<typeof catechesisKeys>;

/** What belongs to one id (a class, its people, its encounters, a catechist): nothing is asked without an id; a 404 stays. */
function useOfId<T>(
  id: number | null,
  key: 'class' | 'students' | 'encounters' | 'familyMessages' | 'catechist',
  fetch: (s: SacramentUi, id: number, signal: AbortSignal) => Promise<T>,
) {
  const { s, keys } = useCache();
  return useQuery({ queryKey: keys[key](id ?? 0), queryFn: ({ signal }) => fetch(s, id!, signal), retry: retryUnlessMissing, enabled: id !== null });
}

/** One class (a 404: not there, or not one the catechist teaches). */
export const useClass = (id: number | null) => useOfId(id, 'class', fetchClass);
/** The people in a class. */
export const useStudents = (classId: number | null) => useOfId(classId, 'students', fetchStudents);
/** A class's encounters with their marks, and each student's rate. */
export const useEncounters = (classId: number | null) => useOfId(classId, 'encounters', fetchEncounters);
/** What the class's families were sent, newest first. */
export const useFamilyMessages = (classId: number | null) => useOfId(classId, 'familyMessages', (_s, id, signal) => fetchFamilyMessages(id, signal));
/** One catechist. */
export const useCatechist = (id: number | null) => useOfId(id, 'catechist', fetchCatechist);

/** Every catechist of the sacrament, for the Tutor(a) select. */
export function useCatechistOptions() {
  const { s, keys } = useCache();
  return useQuery({ queryKey: keys.catechistOptions(), queryFn: ({ signal }) => fetchCatechistOptions(s, signal) });
}

/** The accounts a catechist may be linked to. */
export function useCatechistAccounts() {
  const { s, keys } = useCache();
  return useQuery({ queryKey: keys.catechistAccounts(), queryFn: ({ signal }) => fetchCatechistAccounts(s, signal) });
}

export const useCommunities = () => useQuery(communitiesQuery());

// ---------------------------------------------------------------- mutations

/** A new class (id null; answers the new class's id) or a class's changes: the list and the class are read again. */
export function useSaveClass(id: number | null) {
  const { s, keys, client } = useCache();
  return useMutation({
    mutationFn: (payload: ClassPayload) => (id === null ? createClass(s, payload) : updateClass(s, id, payload).then((c) => c.id)),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: keys.classList() });
      void client.invalidateQueries({ queryKey: keys.class(saved) });
    },
  });
}

/** The classes' counts change with their people: after an enrolment or a transfer, these classes and the list are read again. */
function refreshClasses(client: QueryClient, keys: Keys, ids: number[]) {
  return Promise.all([
    ...ids.flatMap((id) => [client.invalidateQueries({ queryKey: keys.students(id) }), client.invalidateQueries({ queryKey: keys.class(id) })]),
    client.invalidateQueries({ queryKey: keys.classList() }),
  ]);
}

/** People into a class in one batch; answers the server's message. */
export function useEnrolStudents(classId: number) {
  const { s, keys, client } = useCache();
  return useMutation({
    mutationFn: (items: Array<{ register_id: number; batizado: 0 | 1 }>) => enrol(s, classId, items),
    onSettled: () => refreshClasses(client, keys, [classId]),
  });
}

/** People of a class to another, all or nothing; answers the server's message. */
export function useTransferStudents(classId: number) {
  const { s, keys, client } = useCache();
  return useMutation({
    mutationFn: ({ to, names }: { to: number; names: number[] }) => transfer(s, classId, to, names),
    onSettled: (_message, _error, { to }) => refreshClasses(client, keys, [classId, to]),
  });
}

/** Puts a saved encounter in the cache at once (a new one first); the rates come with the next fetch. */
function keepEncounter(client: QueryClient, key: readonly unknown[], saved: Encounter) {
  client.setQueryData<EncounterList>(key, (old) =>
    old ? { ...old, data: old.data.some((e) => e.id === saved.id) ? old.data.map((e) => (e.id === saved.id ? saved : e)) : [saved, ...old.data] } : old,
  );
}

/** A new encounter of a class (date and theme). */
export function useCreateEncounter(classId: number) {
  const { s, keys, client } = useCache();
  return useMutation({
    mutationFn: (body: EncounterBody) => createEncounter(s, classId, body),
    onSuccess: (saved) => {
      keepEncounter(client, keys.encounters(classId), saved);
      void client.invalidateQueries({ queryKey: keys.encounters(classId) });
    },
  });
}

/** One student's mark at one encounter. */
export function useMarkAttendance(classId: number) {
  const { s, keys, client } = useCache();
  return useMutation({
    mutationFn: ({ encontro, ...mark }: { encontro: number } & AttendanceBody['items'][number]) => saveAttendance(s, classId, encontro, [mark]),
    onSuccess: (saved) => keepEncounter(client, keys.encounters(classId), saved),
    onSettled: () => client.invalidateQueries({ queryKey: keys.encounters(classId) }),
  });
}

/** 'Mensagem às famílias' of a class; answers the server's text. The sent list is read again. */
export function useSendFamilyMessage(classId: number) {
  const { keys, client } = useCache();
  return useMutation({
    mutationFn: (body: MensagemFamiliasBody) => sendFamilyMessage(classId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.familyMessages(classId) }),
  });
}

const guardianKeys = {
  links: (registerId: number) => ['familia', 'vinculos', registerId] as const,
  accounts: ['familia', 'contas'] as const,
};

/** The guardians' accounts linked to a student. */
export const useGuardianLinks = (registerId: number) =>
  useQuery({ queryKey: guardianKeys.links(registerId), queryFn: ({ signal }) => fetchGuardianLinks(registerId, signal) });

/** The parish's accounts with the guardian role, to link. */
export const useGuardianAccounts = () => useQuery({ queryKey: guardianKeys.accounts, queryFn: ({ signal }) => fetchGuardianAccounts(signal) });

/** Links an account to the student, or removes a link (`unlink`: the link's id); answers the server's text. */
export function useGuardianLink(registerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { link: number } | { unlink: number }) =>
      'link' in change ? linkGuardian({ register_id: registerId, user_id: change.link }) : unlinkGuardian(change.unlink),
    onSettled: () => client.invalidateQueries({ queryKey: guardianKeys.links(registerId) }),
  });
}

/** A new catechist (id null; answers their id) or a catechist's changes: every catechist query is read again. */
export function useSaveCatechist(id: number | null) {
  const { s, keys, client } = useCache();
  return useMutation({
    mutationFn: (fields: CatechistFields) =>
      id === null ? createCatechist(s, { ...fields, register_id: fields.register_id! }).then((c) => c.id) : updateCatechist(s, id, fields).then(() => id),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.catechists() }),
  });
}

/** A deletion after the dialog, told in a toast (a failure as 'Falha ao excluir: ...'); `deletedEvent` tells the page. */
function useDeletion<T>(remove: (item: T) => Promise<string | undefined>, settled: (item: T) => unknown, deleted: string, deletedEvent: (item: T) => void) {
  return useConfirmedDelete<T>({ remove, settled, deleted, report: (kind, text) => toast[kind](text), deletedEvent });
}

/** A class deleted: its own queries go, the list is read again. */
export function useDeleteClass(deletedEvent: (c: CrismaClass) => void) {
  const { s, keys, client } = useCache();
  const settled = (c: CrismaClass) => {
    client.removeQueries({ queryKey: keys.class(c.id) });
    client.removeQueries({ queryKey: keys.students(c.id) });
    return client.invalidateQueries({ queryKey: keys.classList() });
  };
  return useDeletion((c: CrismaClass) => deleteClass(s, c.id), settled, s.msg.classDeleted, deletedEvent);
}

/** A catechist deleted (refused while they tutor a class): their query goes, the lists are read again. */
export function useDeleteCatechist(deletedEvent: (c: Catechist) => void) {
  const { s, keys, client } = useCache();
  const settled = (c: Catechist) => {
    client.removeQueries({ queryKey: keys.catechist(c.id) });
    return client.invalidateQueries({ queryKey: keys.catechists() });
  };
  return useDeletion((c: Catechist) => deleteCatechist(s, c.id), settled, s.msg.catechistDeleted, deletedEvent);
}
