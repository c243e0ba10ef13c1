import { useFillOnce } from '../../core/form';
import { EntrevistaBody, type EntrevistaResponse } from '../../shared/schemas/casamentos';
import type { z } from '../../shared/schemas/zod';
import { useEntrevista, useSaveEntrevista } from './queries';
import { useActionForm } from './useActionForm';

type Respostas = Record<string, string>;
interface EntrevistaValues {
  data: string;
  conjuge1: Respostas;
  conjuge2: Respostas;
}
type Answer = z.infer<typeof EntrevistaResponse>;

/**
 * The form asks the parish's questionnaire as it stands; a recorded answer fills its question only when that
 * question's text is unchanged (an answer given to another wording is not moved under the new one).
 */
const valuesOf = ({ perguntas, data: e }: Answer, today: string): EntrevistaValues => {
  const same = (chave: string, texto: string) => e?.perguntas.some((p) => p.chave === chave && p.texto === texto) ?? false;
  const answers = (given: Respostas | undefined) => Object.fromEntries(perguntas.map((p) => [p.chave, same(p.chave, p.texto) ? (given?.[p.chave] ?? '') : '']));
  return { data: e?.data ?? today, conjuge1: answers(e?.conjuge1), conjuge2: answers(e?.conjuge2) };
};

/** The interview (exame dos noivos): loaded first (only for those who may read it), then each spouse's answers saved together. */
export function useEntrevistaForm(id: number, today: string) {
  const entrevista = useEntrevista(id, true);
  const save = useSaveEntrevista(id);
  const f = useActionForm(EntrevistaBody, { data: today, conjuge1: {}, conjuge2: {} } as EntrevistaValues, save.mutateAsync);
  useFillOnce(f.form, entrevista.data, (answer) => valuesOf(answer, today));
  return { ...f, entrevista };
}
