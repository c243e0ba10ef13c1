import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorText } from '../../core/api/errors';
import { emit, navigate } from '../../core/elements/events';
import { placeServerErrors, useFillOnce, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import type { CrismaClass } from '../../shared/schemas/catechesis';
import { createClass, updateClass, type ClassPayload } from './api';
import { failureText } from './form-errors';
import { catechesisKeys, catechistOptionsQuery, classQuery } from './queries';
import { useSacrament } from './sacrament';
import { pathTo } from '../../core/paths';

export interface ClassValues {
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
 * The new-class form (Turma, Tutor(a), Término, Status; 'Próximo' goes on to the enrol screen of
 * the class created; without Início the server starts the class today) and the edit form (the same
 * plus Início). Checked with the shared schemas; the server's field errors land under their fields.
 */
export function useClassForm(mode: 'new' | 'edit', classId: number | null, container?: HTMLElement | ShadowRoot) {
  const queryClient = useQueryClient();
  const s = useSacrament();
  const keys = catechesisKeys(s);
  const tutors = useQuery(catechistOptionsQuery(s));
  const current = useQuery({ ...classQuery(s, classId ?? 0), enabled: mode === 'edit' && !!classId });
  const schema = mode === 'new' ? s.bodies.create : s.bodies.update;
  const form = useSchemaForm<ClassValues>(schema, EMPTY);
  const filled = useFillOnce(form, current.data, valuesOf);
  const [failure, setFailure] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (payload: ClassPayload) => (mode === 'new' ? createClass(s, payload) : updateClass(s, classId!, payload).then((c) => c.id)),
    onSuccess: (id) => {
      void queryClient.invalidateQueries({ queryKey: keys.classList() });
      void queryClient.invalidateQueries({ queryKey: keys.class(id) });
    },
  });

  async function onSubmit(values: ClassValues) {
    setFailure(null);
    const { turma, tutor, inicio, termino, status = 1 } = schema.parse(values);
    try {
      const id = await save.mutateAsync({ turma, tutor, inicio, termino, status });
      emit(container, 'sacra-catechesis-class-saved', { id, created: mode === 'new', sacramento: s.slug });
      if (mode === 'new') {
        navigate(container, pathTo(`/turmas/${s.slug}/{id}/associar`, { id }));
      } else {
        toast.success(s.msg.classUpdated);
        navigate(container, pathTo(`/turmas/${s.slug}`));
      }
    } catch (error) {
      const placed = placeServerErrors(form, error).length > 0;
      if (mode === 'edit') setFailure(placed ? s.msg.saveFailed : failureText(s.msg.saveFailed, error));
      // createClass's only failure of its own is an answer without the new id.
      else setFailure(error instanceof ApiError ? errorText(error, 'Falha ao criar turma') : s.msg.classIdMissing);
    }
  }

  return {
    form,
    failure,
    saving: save.isPending,
    onSubmit,
    tutors: tutors.data ?? [],
    tutorsError: tutors.isError ? errorText(tutors.error, 'Falha ao carregar catequistas') : null,
    /** The class as stored (edit): its saved status, not the one being typed. */
    stored: current.data,
    loading: mode === 'edit' && !filled && current.isPending,
    loadError: mode === 'edit' && (current.isError || !classId) ? failureText(s.msg.classLoadFailed, current.error) : null,
  };
}
