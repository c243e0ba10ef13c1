import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../core/api/errors';
import { toast } from '../../core/ui';
import { CRISMA_MSG } from '../../shared/schemas/catechesis';
import type { RegisterPick } from '../../shared/schemas/registers';
import { enrol } from './api';
import { addRefusal, saveRefusal, type SelectedPerson } from './enrol-rules';
import { failureText } from './form-errors';
import { classQuery, crismaKeys, studentsQuery } from './queries';
import { usePeoplePicker } from './usePeoplePicker';

/**
 * The enrol screen's first half: the class, its students, the people search and the selection
 * (each with its baptised toggle, Não batizado by default), saved in one batch.
 */
export function useEnrol(classId: number | null) {
  const id = classId ?? 0;
  const queryClient = useQueryClient();
  const turma = useQuery({ ...classQuery(id), enabled: id > 0 });
  const students = useQuery({ ...studentsQuery(id), enabled: id > 0 });
  const enrolled = students.data ?? [];
  const picker = usePeoplePicker();

  const [selected, setSelected] = useState<SelectedPerson[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: () => enrol(id, selected.map(({ register_id, batizado }) => ({ register_id, batizado }))),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: crismaKeys.students(id) }),
        queryClient.invalidateQueries({ queryKey: crismaKeys.class(id) }),
        queryClient.invalidateQueries({ queryKey: crismaKeys.classList() }),
      ]),
  });

  function add(person: RegisterPick) {
    const refusal = addRefusal(person.id, enrolled, selected);
    setProblem(refusal);
    if (!refusal) setSelected((list) => [...list, { register_id: person.id, name: person.name, photo: person.photo, batizado: 0 }]);
  }

  async function submit() {
    const refusal = saveRefusal(classId, selected);
    setProblem(refusal);
    if (refusal) return;
    try {
      toast.success((await save.mutateAsync()) ?? CRISMA_MSG.enrolled);
      setSelected([]);
    } catch (error) {
      setProblem(failureText('Falha ao associar crismandos', error));
    }
  }

  return {
    turma: turma.data,
    loadError: !classId || turma.isError ? failureText(CRISMA_MSG.classLoadFailed, turma.error) : null,
    loading: turma.isPending && id > 0,
    enrolled,
    studentsLoading: students.isPending && id > 0,
    studentsError: students.isError ? errorText(students.error, 'Falha ao carregar crismandos') : null,
    picker,
    refusalFor: (person: RegisterPick) => addRefusal(person.id, enrolled, selected),
    selected,
    add,
    remove: (registerId: number) => setSelected((list) => list.filter((s) => s.register_id !== registerId)),
    setBaptised: (registerId: number, batizado: boolean) =>
      setSelected((list) => list.map((s) => (s.register_id === registerId ? { ...s, batizado: batizado ? 1 : 0 } : s))),
    problem,
    saving: save.isPending,
    submit,
  };
}

export type EnrolController = ReturnType<typeof useEnrol>;
