import { errorText, failureText } from '../../core/api/errors';
import { emit, navigate } from '../../core/elements/events';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { pathTo } from '../../core/paths';
import { toast } from '../../core/ui';
import type { CrismaClass } from '../../shared/schemas/catechesis';
import { useCatechistOptions, useSaveClass } from './queries';
import { useSacrament } from './sacrament';

interface ClassValues {
  turma: string;
  tutor: string;
  /** Only in the edit form: a new class starts today. */
  inicio?: string;
  termino: string;
  status: string;
}

const EMPTY: ClassValues = { turma: '', tutor: '', termino: '', status: '1' };

const valuesOf = (c: CrismaClass): ClassValues => ({
  turma: c.turma,
  tutor: c.tutor ? String(c.tutor) : '',
  inicio: c.inicio ?? '',
  termino: c.termino ?? '',
  status: String(c.status),
});

/**
 * The new-class form (`stored` null: Turma, Tutor(a), Término, Status; 'Próximo' goes on to the enrol screen
 * of the class created; without Início the server starts the class today) and the edit form of the class as
 * stored (the same plus Início). Checked with the shared schemas; the server's field errors land under their fields.
 */
export function useClassForm(stored: CrismaClass | null, container?: HTMLElement | ShadowRoot) {
  const s = useSacrament();
  const tutors = useCatechistOptions();
  const schema = stored ? s.bodies.update : s.bodies.create;
  const form = useSchemaForm<ClassValues>(schema, stored ? valuesOf(stored) : EMPTY);
  const save = useSaveClass(stored?.id ?? null);

  const { onSubmit, failure } = useFormSubmit(
    form,
    (values: ClassValues) => {
      const { turma, tutor, inicio, termino, status = 1 } = schema.parse(values);
      return save.mutateAsync({ turma, tutor, inicio, termino, status });
    },
    {
      failed: stored ? s.msg.saveFailed : 'Falha ao criar turma',
      // Editing: the line alone once fields show the server's texts. Creating: the generic rule (an answer
      // without the new id is 'ID da turma não retornado pela API').
      failureText: (error, placed) =>
        stored ? (placed.length ? s.msg.saveFailed : failureText(s.msg.saveFailed, error)) : errorText(error, 'Falha ao criar turma'),
      onSaved(id) {
        emit(container, 'sacra-catechesis-class-saved', { id, created: !stored, sacramento: s.slug });
        if (stored) {
          toast.success(s.msg.classUpdated);
          navigate(container, pathTo(`/turmas/${s.slug}`));
        } else {
          navigate(container, pathTo(`/turmas/${s.slug}/{id}/associar`, { id }));
        }
      },
    },
  );

  return {
    form,
    failure,
    saving: save.isPending,
    onSubmit,
    tutors: tutors.data ?? [],
    tutorsError: tutors.isError ? errorText(tutors.error, 'Falha ao carregar catequistas') : null,
  };
}
