import { useState } from 'react';
import { failureText } from '../../core/api/errors';
import { usePeoplePicker } from '../../core/people/usePeoplePicker';
import { toast } from '../../core/ui';
import type { RegisterPick } from '../../shared/schemas/registers';
import { addRefusal, saveRefusal, type SelectedPerson } from './enrol-rules';
import { useClass, useEnrolStudents, useStudents } from './queries';
import { useSacrament } from './sacrament';

/**
 * The enrol screen's first half: the class, its students, the people search and the selection
 * (each with its baptised toggle, Não batizado by default), saved in one batch.
 */
export function useEnrol(classId: number | null) {
  const s = useSacrament();
  const turma = useClass(classId);
  const students = useStudents(classId);
  const enrolled = students.data ?? [];
  const picker = usePeoplePicker();
  const save = useEnrolStudents(classId ?? 0);

  const [selected, setSelected] = useState<SelectedPerson[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

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
      toast.success((await save.mutateAsync(selected.map(({ register_id, batizado }) => ({ register_id, batizado })))) ?? s.msg.enrolled);
      setSelected([]);
    } catch (error) {
      setProblem(failureText(`Falha ao associar ${s.students}`, error));
    }
  }

  return {
    turma,
    students,
    enrolled,
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
