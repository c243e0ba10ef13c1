import { useFieldArray } from 'react-hook-form';
import { useFillOnce } from '../../core/form';
import { QuestionarioBody, type PerguntaItem } from '../../shared/schemas/casamentos';
import { searchFold } from '../../shared/search-fold';
import { z } from '../../shared/schemas/zod';
import { useQuestionario, useSaveQuestionario } from './queries';
import { useActionForm } from './useActionForm';

type QuestionarioValues = { perguntas: PerguntaItem[] };

/** A new question's key from its first words ('Como vive a sua fé?' -> 'p_como_vive_a_sua_fe'); a kept question keeps its own. */
const keyOf = (texto: string) =>
  `p_${searchFold(texto)
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')}`.slice(0, 40);
const bodyOf = (v: QuestionarioValues) => ({ perguntas: v.perguntas.map((p) => ({ chave: p.chave || keyOf(p.texto), texto: p.texto })) });
const QuestionarioForm = z.preprocess((v) => bodyOf(v as QuestionarioValues), QuestionarioBody);

/** The parish's questionnaire: each question's text, in order; questions added, edited or removed. */
export function useQuestionarioForm(onDone: () => void) {
  const questionario = useQuestionario(true);
  const save = useSaveQuestionario();
  const f = useActionForm(QuestionarioForm, { perguntas: [] as PerguntaItem[] }, (v: QuestionarioValues) => save.mutateAsync(bodyOf(v)), onDone);
  useFillOnce(f.form, questionario.data, (perguntas) => ({ perguntas }));
  const questions = useFieldArray({ control: f.form.control, name: 'perguntas' });
  return { ...f, questionario, questions, add: () => questions.append({ chave: '', texto: '' }) };
}
