import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../core/api/errors';
import { toast } from '../../core/ui';
import type { RegisterPick } from '../../shared/schemas/registers';
import { enrol } from './api';
import { addRefusal, saveRefusal, type SelectedPerson } from './enrol-rules';
import { failureText } from './form-errors';
import { catechesisKeys, classQuery, studentsQuery } from './queries';
import { useSacrament } from './sacrament';
import { usePeoplePicker } from '../../core/people/usePeoplePicker';

/**
 * The enrol screen's first half: the class, its students, the people search and the selection
 * (each with its baptised toggle, Não batizado by default), saved in one batch.
 */
export function useEnrol(classId: number | null) {
  const id = classId ?? 0;
  const s = useSacrament();
  const keys = catechesisKeys(s);
  const queryClient = useQueryClient();
  const turma = useQuery({ ...classQuery(s, id), enabled: id > 0 });
  const students = useQuery({ ...studentsQuery(s, id), enabled: id > 0 });
  const enrolled = students.data ?? [];
  const picker = usePeoplePicker();

  const [selected, setSelected] = useState<SelectedPerson[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: () =>
      enrol(
        s,
        id,
        selected.map(({ register_id, batizado }) => ({ register_id, batizado })),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.students(id) }),
        queryClient.invalidateQueries({ queryKey: keys.class(id) }),
        queryClient.invalidateQueries({ queryKey: keys.classList() }),
      ]),
  });

  function add(person: RegisterPick) {
    const refusal = addRefusal(s.msg, person.id, enrolled, selected);
    setProblem(refusal);
    if (!refusal) setSelected((list) => [...list, { register_id: person.id, name: person.name, photo: person.photo, batizado: 0 }]);
  }

  async function submit() {
    const refusal = saveRefusal(s.msg, classId, selected);
    setProblem(refusal);
    if (refusal) return;
    try {
      toast.success((await save.mutateAsync()) ?? s.msg.enrolled);
      setSelected([]);
    } catch (error) {
      setProblem(failureText(`Falha ao associar ${s.students}`, error));
    }
  }

  return {
    turma: turma.data,
    loadError: !classId || turma.isError ? failureText(s.msg.classLoadFailed, turma.error) : null,
    loading: turma.isPending && id > 0,
    enrolled,
    studentsLoading: students.isPending && id > 0,
    studentsError: students.isError ? errorText(students.error, `Falha ao carregar ${s.students}`) : null,
    picker,
    refusalFor: (person: RegisterPick) => addRefusal(s.msg, person.id, enrolled, selected),
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
