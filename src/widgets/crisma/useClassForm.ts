import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, errorText } from '../../core/api/errors';
import { emit, navigate } from '../../core/elements/events';
import { toast } from '../../core/ui';
import { ClassCreateBody, ClassUpdateBody, CRISMA_MSG, type CrismaClass } from '../../shared/schemas/crisma';
import { createClass, updateClass, type ClassPayload } from './api';
import { failureText, schemaErrors, serverFieldErrors } from './form-errors';
import { catechistOptionsQuery, classQuery, crismaKeys } from './queries';

export interface ClassValues {
  turma: string;
  tutor: string;
  inicio: string;
  termino: string;
  status: string;
}

const EMPTY: ClassValues = { turma: '', tutor: '', inicio: '', termino: '', status: '1' };

const valuesOf = (c: CrismaClass): ClassValues => ({
  turma: c.turma,
  tutor: c.tutor ? String(c.tutor) : '',
  inicio: c.inicio ?? '',
  termino: c.termino ?? '',
  status: String(c.status),
});

/**
 * The new-class form (Turma, Tutor(a), Término, Status; 'Próximo' goes on to the enrol screen of
 * the class created) and the edit form (the same plus Início). Checked with the shared schemas
 * before sending; the server's field errors land under their fields.
 */
export function useClassForm(mode: 'new' | 'edit', classId: number | null, container?: HTMLElement | ShadowRoot) {
  const queryClient = useQueryClient();
  const tutors = useQuery(catechistOptionsQuery());
  const current = useQuery({ ...classQuery(classId ?? 0), enabled: mode === 'edit' && !!classId });

  const [values, setValues] = useState<ClassValues>(EMPTY);
  const [loaded, setLoaded] = useState(mode === 'new');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  // The stored class fills the form once; later refetches never overwrite what the user typed.
  useEffect(() => {
    if (!loaded && current.data) {
      setValues(valuesOf(current.data));
      setLoaded(true);
    }
  }, [loaded, current.data]);

  const save = useMutation({
    mutationFn: (payload: ClassPayload) => (mode === 'new' ? createClass(payload) : updateClass(classId!, payload).then((c) => c.id)),
    onSuccess: (id) => {
      void queryClient.invalidateQueries({ queryKey: crismaKeys.classList() });
      void queryClient.invalidateQueries({ queryKey: crismaKeys.class(id) });
    },
  });

  const set = (field: keyof ClassValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    // The new form has no Início: the server starts the class today.
    const input = mode === 'new' ? { ...values, inicio: undefined } : values;
    const parsed = (mode === 'new' ? ClassCreateBody : ClassUpdateBody).safeParse(input);
    if (!parsed.success) {
      setErrors(schemaErrors(parsed.error));
      return;
    }
    const { turma, tutor, inicio, termino, status = 1 } = parsed.data;
    try {
      const id = await save.mutateAsync({ turma, tutor, inicio, termino, status });
      emit(container, 'sacra-crisma-class-saved', { id, created: mode === 'new' });
      if (mode === 'new') {
        navigate(container, `/turmas/crisma/${id}/associar`);
      } else {
        toast.success(CRISMA_MSG.classUpdated);
        navigate(container, '/turmas/crisma');
      }
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (mode === 'edit') setFailure(Object.keys(fields).length ? CRISMA_MSG.saveFailed : failureText(CRISMA_MSG.saveFailed, error));
      // createClass's only failure of its own is an answer without the new id.
      else setFailure(error instanceof ApiError ? errorText(error, 'Falha ao criar turma') : CRISMA_MSG.classIdMissing);
    }
  }

  return {
    values,
    set,
    errors,
    failure,
    saving: save.isPending,
    onSubmit,
    tutors: tutors.data ?? [],
    tutorsError: tutors.isError ? errorText(tutors.error, 'Falha ao carregar catequistas') : null,
    loading: mode === 'edit' && !loaded && current.isPending,
    loadError: mode === 'edit' && (current.isError || !classId) ? failureText(CRISMA_MSG.classLoadFailed, current.error) : null,
  };
}
