import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, errorText } from '../../core/api/errors';
import { emit, navigate } from '../../core/elements/events';
import { toast } from '../../core/ui';
import { CatechistCreateBody, CatechistUpdateBody, CRISMA_MSG } from '../../shared/schemas/crisma';
import type { RegisterPick } from '../../shared/schemas/registers';
import { createCatechist, updateCatechist } from './api';
import { failureText, schemaErrors, serverFieldErrors } from './form-errors';
import { catechistQuery, communitiesQuery, crismaKeys } from './queries';
import { usePeoplePicker } from './usePeoplePicker';

/** 'Falha ao criar catequista ({status})', with the server's words after a dash (why it was refused). */
export function createFailureText(error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  return failureText(`Falha ao criar catequista (${status})`, error);
}

/**
 * Adding a catechist (a person from the registers, community, status) and editing one
 * (community and status only). Both return to the list after saving.
 */
export function useCatechistForm(mode: 'new' | 'edit', catechistId: number | null, container?: HTMLElement | ShadowRoot) {
  const queryClient = useQueryClient();
  const communities = useQuery(communitiesQuery());
  const current = useQuery({ ...catechistQuery(catechistId ?? 0), enabled: mode === 'edit' && !!catechistId });
  const picker = usePeoplePicker();

  const [person, setPerson] = useState<RegisterPick | null>(null);
  const [entId, setEntId] = useState('');
  const [status, setStatus] = useState('1');
  const [loaded, setLoaded] = useState(mode === 'new');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!loaded && current.data) {
      setEntId(String(current.data.ent_id));
      setStatus(current.data.status === 2 ? '2' : '1');
      setLoaded(true);
    }
  }, [loaded, current.data]);

  const save = useMutation({
    mutationFn: (fields: { register_id?: number; ent_id: number; status: number }) =>
      mode === 'new' ? createCatechist({ ...fields, register_id: fields.register_id! }).then((c) => c.id) : updateCatechist(catechistId!, fields).then(() => catechistId!),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crismaKeys.catechists() }),
  });

  const clearError = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input = { register_id: person?.id, ent_id: entId, status };
    const parsed = mode === 'new' ? CatechistCreateBody.safeParse(input) : CatechistUpdateBody.safeParse(input);
    if (!parsed.success) {
      setErrors(schemaErrors(parsed.error));
      return;
    }
    try {
      const id = await save.mutateAsync(parsed.data);
      emit(container, 'sacra-crisma-catechist-saved', { id, created: mode === 'new' });
      toast.success(mode === 'new' ? CRISMA_MSG.catechistCreated : CRISMA_MSG.catechistUpdated);
      navigate(container, '/catequistas/crisma');
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFailure(mode === 'new' ? createFailureText(error) : failureText(CRISMA_MSG.saveFailed, error));
    }
  }

  return {
    picker,
    person,
    pick: (p: RegisterPick) => {
      setPerson(p);
      clearError('register_id');
    },
    entId,
    setEntId: (value: string) => {
      setEntId(value);
      clearError('ent_id');
    },
    status,
    setStatus,
    errors,
    failure,
    saving: save.isPending,
    onSubmit,
    communities: communities.data ?? [],
    communitiesError: communities.isError ? errorText(communities.error, 'Falha ao carregar comunidades') : null,
    catechist: current.data,
    loading: mode === 'edit' && !loaded && current.isPending,
    loadError: mode === 'edit' && (current.isError || !catechistId) ? failureText('Falha ao carregar catequista', current.error) : null,
  };
}
