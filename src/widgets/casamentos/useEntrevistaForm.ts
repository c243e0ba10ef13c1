import { useFillOnce } from '../../core/form';
import { EntrevistaBody, ENTREVISTA_PERGUNTAS, type Entrevista } from '../../shared/schemas/casamentos';
import { useEntrevista, useSaveEntrevista } from './queries';
import { useActionForm } from './useActionForm';

type Respostas = Record<string, string>;
interface EntrevistaValues {
  data: string;
  conjuge1: Respostas;
  conjuge2: Respostas;
}

const blank = (): Respostas => Object.fromEntries(ENTREVISTA_PERGUNTAS.map((p) => [p.chave, '']));
const valuesOf = (e: Entrevista | null, today: string): EntrevistaValues => ({
  data: e?.data ?? today,
  conjuge1: { ...blank(), ...e?.conjuge1 },
  conjuge2: { ...blank(), ...e?.conjuge2 },
});

/** The interview (exame dos noivos): loaded first (only for those who may read it), then each spouse's answers saved together. */
export function useEntrevistaForm(id: number, today: string) {
  const entrevista = useEntrevista(id, true);
  const save = useSaveEntrevista(id);
  const f = useActionForm(EntrevistaBody, valuesOf(null, today), save.mutateAsync);
  useFillOnce(f.form, entrevista.data, (answer) => valuesOf(answer.data, today));
  return { ...f, entrevista };
}
