import { useState } from 'react';
import { failureText } from '../../core/api/errors';
import { useParishToday } from '../../core/calendar/parish-clock';
import type { DataState } from '../../core/data';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { ATTENDANCE_MSG, EncounterBody, type AttendanceStatus, type CrismaClass } from '../../shared/schemas/catechesis';
import { useClass, useCreateEncounter, useEncounters, useMarkAttendance } from './queries';

/**
 * The attendance screen: the class's encounters (a new one by date and theme), the chosen encounter's
 * marks, one tap per student saving that student's mark, and each student's rate.
 */
export function useAttendance(classId: number | null) {
  const id = classId ?? 0;
  const turma = useClass(classId);
  const encounters = useEncounters(classId);
  const today = useParishToday();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [markFailure, setMarkFailure] = useState<string | null>(null);
  const form = useSchemaForm<{ data: string; tema: string }>(EncounterBody, { data: today, tema: '' });
  const create = useCreateEncounter(id);
  const mark = useMarkAttendance(id);

  const list = encounters.data?.data ?? [];
  const chosen = list.find((e) => e.id === chosenId) ?? list[0] ?? null;

  // A 422's texts under Data and Tema; anything else in the banner, with what the server said.
  const submit = useFormSubmit(form, (values: { data: string; tema: string }) => create.mutateAsync(EncounterBody.parse(values)), {
    failed: 'Falha ao registrar encontro',
    failureText: (error, placed) => (placed.length ? null : failureText('Falha ao registrar encontro', error)),
    onSaved(saved) {
      setChosenId(saved.id);
      form.reset({ data: today, tema: '' });
      toast.success(ATTENDANCE_MSG.encounterCreated);
    },
  });

  async function setMark(register_id: number, status: AttendanceStatus) {
    if (!chosen) return;
    setMarkFailure(null);
    submit.dismissFailure();
    try {
      await mark.mutateAsync({ encontro: chosen.id, register_id, status });
    } catch (error) {
      setMarkFailure(failureText(ATTENDANCE_MSG.saveFailed, error));
    }
  }

  /** The class (its name) and its encounters load as one screen. */
  const screen: DataState<CrismaClass> = {
    data: encounters.data && turma.data,
    error: turma.error ?? encounters.error,
    retrying: turma.isRefetching || encounters.isRefetching,
    retry: () => {
      void turma.refetch();
      void encounters.refetch();
    },
  };

  return {
    screen,
    encounters: list,
    students: encounters.data?.frequencia ?? [],
    chosen,
    choose: setChosenId,
    /** Marks wait for the encounter's day (the parish's today, as the server reckons it too). */
    future: chosen ? chosen.data > today : false,
    statusOf: (registerId: number) => chosen?.presencas.find((m) => m.register_id === registerId)?.status ?? null,
    /** What the student's family wrote about their absence at the chosen encounter, if anything. */
    justificationOf: (registerId: number) => chosen?.justificativas.find((j) => j.register_id === registerId) ?? null,
    setMark,
    saving: mark.isPending ? (mark.variables?.register_id ?? null) : null,
    form,
    addEncounter: (values: { data: string; tema: string }) => {
      setMarkFailure(null);
      return submit.onSubmit(values);
    },
    creating: create.isPending,
    failure: markFailure ?? submit.failure,
    dismissFailure: () => {
      setMarkFailure(null);
      submit.dismissFailure();
    },
  };
}

export type AttendanceController = ReturnType<typeof useAttendance>;
