import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../core/api/errors';
import { useParishToday } from '../../core/calendar/parish-clock';
import { placeServerErrors, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { ATTENDANCE_MSG, EncounterBody, type AttendanceStatus, type Encounter, type EncounterList } from '../../shared/schemas/catechesis';
import { createEncounter, saveAttendance } from './api';
import { failureText } from './form-errors';
import { catechesisKeys, classQuery, encountersQuery } from './queries';
import { useSacrament } from './sacrament';

/**
 * The attendance screen: the class's encounters (a new one by date and theme), the chosen encounter's
 * marks, one tap per student saving that student's mark, and each student's rate.
 */
export function useAttendance(classId: number | null) {
  const id = classId ?? 0;
  const s = useSacrament();
  const keys = catechesisKeys(s);
  const queryClient = useQueryClient();
  const turma = useQuery({ ...classQuery(s, id), enabled: id > 0 });
  const encounters = useQuery({ ...encountersQuery(s, id), enabled: id > 0 });
  const today = useParishToday();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<{ data: string; tema: string }>(EncounterBody, { data: today, tema: '' });

  const list = encounters.data?.data ?? [];
  const chosen = list.find((e) => e.id === chosenId) ?? list[0] ?? null;

  /** Puts a saved encounter in the cache at once; the rates come with the next fetch. */
  const keep = (saved: Encounter) =>
    queryClient.setQueryData<EncounterList>(keys.encounters(id), (old) =>
      old ? { ...old, data: old.data.some((e) => e.id === saved.id) ? old.data.map((e) => (e.id === saved.id ? saved : e)) : [saved, ...old.data] } : old,
    );

  const create = useMutation({ mutationFn: (body: EncounterBody) => createEncounter(s, id, body) });
  const mark = useMutation({
    mutationFn: ({ encontro, register_id, status }: { encontro: number; register_id: number; status: AttendanceStatus }) =>
      saveAttendance(s, id, encontro, [{ register_id, status }]),
    onSuccess: keep,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.encounters(id) }),
  });

  async function addEncounter(values: { data: string; tema: string }) {
    setFailure(null);
    try {
      const saved = await create.mutateAsync(EncounterBody.parse(values));
      keep(saved);
      setChosenId(saved.id);
      form.reset({ data: today, tema: '' });
      toast.success(ATTENDANCE_MSG.encounterCreated);
      void queryClient.invalidateQueries({ queryKey: keys.encounters(id) });
    } catch (error) {
      if (!placeServerErrors(form, error).length) setFailure(failureText('Falha ao registrar encontro', error));
    }
  }

  async function setMark(register_id: number, status: AttendanceStatus) {
    if (!chosen) return;
    setFailure(null);
    try {
      await mark.mutateAsync({ encontro: chosen.id, register_id, status });
    } catch (error) {
      setFailure(failureText(ATTENDANCE_MSG.saveFailed, error));
    }
  }

  return {
    turma: turma.data,
    loadError: !classId || turma.isError || encounters.isError ? errorText(turma.error ?? encounters.error, ATTENDANCE_MSG.loadFailed) : null,
    loading: id > 0 && (turma.isPending || encounters.isPending),
    encounters: list,
    students: encounters.data?.frequencia ?? [],
    chosen,
    choose: setChosenId,
    /** Marks wait for the encounter's day (the parish's today, as the server reckons it too). */
    future: chosen ? chosen.data > today : false,
    statusOf: (registerId: number) => chosen?.presencas.find((m) => m.register_id === registerId)?.status ?? null,
    setMark,
    saving: mark.isPending ? (mark.variables?.register_id ?? null) : null,
    form,
    addEncounter,
    creating: create.isPending,
    failure,
    dismissFailure: () => setFailure(null),
  };
}

export type AttendanceController = ReturnType<typeof useAttendance>;
