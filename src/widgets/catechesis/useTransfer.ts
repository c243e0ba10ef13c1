import { useState } from 'react';
import { failureText } from '../../core/api/errors';
import { toast } from '../../core/ui';
import type { Crismando } from '../../shared/schemas/catechesis';
import { transferCandidates, transferDestinations, transferRefusal } from './enrol-rules';
import { useClasses, useTransferStudents } from './queries';
import { useSacrament } from './sacrament';

/**
 * The enrol screen's transfer section: a destination among the parish's other classes and the
 * names to move, picked only from the people already in this class; all or nothing on the server.
 */
export function useTransfer(classId: number, enrolled: readonly Crismando[]) {
  const s = useSacrament();
  const classes = useClasses();
  const move = useTransferStudents(classId);
  const [destination, setDestination] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [candidate, setCandidate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  // Someone moved or removed elsewhere is dropped from the names to move.
  const names = chosen.filter((id) => enrolled.some((s) => s.register_id === id));

  function addName() {
    const id = Number(candidate);
    if (!id) return;
    setChosen((list) => (list.includes(id) ? list : [...list, id]));
    setCandidate('');
    setProblem(null);
  }

  async function submit() {
    const to = Number(destination) || null;
    const refusal = transferRefusal(s.msg, to, names, enrolled);
    setProblem(refusal);
    if (refusal || !to) return;
    try {
      toast.success((await move.mutateAsync({ to, names })) ?? s.msg.transferDone);
      setChosen([]);
    } catch (error) {
      setProblem(failureText(s.msg.transferFailed, error));
    }
  }

  return {
    destinations: transferDestinations(classes.data ?? [], classId),
    destination,
    setDestination: (value: string) => {
      setDestination(value);
      setProblem(null);
    },
    candidates: transferCandidates(enrolled, names),
    candidate,
    setCandidate,
    addName,
    chosen: names.map((id) => enrolled.find((s) => s.register_id === id)!),
    removeName: (id: number) => setChosen((list) => list.filter((n) => n !== id)),
    problem,
    moving: move.isPending,
    submit,
  };
}
