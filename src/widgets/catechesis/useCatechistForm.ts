import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorText } from '../../core/api/errors';
import { emit, navigate } from '../../core/elements/events';
import { placeServerErrors, useFillOnce, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { CatechistCreateBody, CatechistUpdateBody, type Catechist, type CatechistAccount } from '../../shared/schemas/catechesis';
import type { RegisterPick } from '../../shared/schemas/registers';
import { createCatechist, updateCatechist, type CatechistFields } from './api';
import { failureText } from './form-errors';
import { catechesisKeys, catechistAccountsQuery, catechistQuery, communitiesQuery } from './queries';
import { useSacrament } from './sacrament';
import { usePeoplePicker } from '../../core/people/usePeoplePicker';
import { pathTo } from '../../core/paths';

/** 'Falha ao criar catequista ({status})', with the server's words after a dash (why it was refused). */
export function createFailureText(error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  return failureText(`Falha ao criar catequista (${status})`, error);
}

interface CatechistValues {
  register_id: string;
  ent_id: string;
  status: string;
  /** The catechist's account ('' for none): the classes they tutor are the ones it sees. */
  user_id: string;
}
const EMPTY: CatechistValues = { register_id: '', ent_id: '', status: '1', user_id: '' };
// Any status other than 2 shows as Ativo.
const valuesOf = (c: Catechist): CatechistValues => ({
  register_id: String(c.register_id),
  ent_id: String(c.ent_id),
  status: c.status === 2 ? '2' : '1',
  user_id: c.user_id ? String(c.user_id) : '',
});

/** The choices of 'Conta no portal', the account already linked included (it may have lost the catechist role since). */
function withLinked(accounts: CatechistAccount[], c: Catechist | undefined): CatechistAccount[] {
  if (!c?.user_id || accounts.some((a) => a.id === c.user_id)) return accounts;
  return [...accounts, { id: c.user_id, name: c.user_name ?? '', user: c.user_login ?? '' }];
}

/**
 * Adding a catechist (a person from the registers, community, status) and editing one
 * (community and status only). Both return to the list after saving.
 */
export function useCatechistForm(mode: 'new' | 'edit', catechistId: number | null, container?: HTMLElement | ShadowRoot) {
  const queryClient = useQueryClient();
  const s = useSacrament();
  const communities = useQuery(communitiesQuery());
  const accounts = useQuery(catechistAccountsQuery(s));
  const current = useQuery({ ...catechistQuery(s, catechistId ?? 0), enabled: mode === 'edit' && !!catechistId });
  const picker = usePeoplePicker();
  const schema = mode === 'new' ? CatechistCreateBody : CatechistUpdateBody;
  const form = useSchemaForm<CatechistValues>(schema, EMPTY);
  const filled = useFillOnce(form, current.data, valuesOf);
  const [person, setPerson] = useState<RegisterPick | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (fields: CatechistFields) =>
      mode === 'new'
        ? createCatechist(s, { ...fields, register_id: fields.register_id! }).then((c) => c.id)
        : updateCatechist(s, catechistId!, fields).then(() => catechistId!),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catechesisKeys(s).catechists() }),
  });

  async function onSubmit(values: CatechistValues) {
    setFailure(null);
    try {
      const id = await save.mutateAsync(schema.parse(values));
      emit(container, 'sacra-catechesis-catechist-saved', { id, created: mode === 'new', sacramento: s.slug });
      toast.success(mode === 'new' ? s.msg.catechistCreated : s.msg.catechistUpdated);
      navigate(container, pathTo(`/catequistas/${s.slug}`));
    } catch (error) {
      placeServerErrors(form, error);
      setFailure(mode === 'new' ? createFailureText(error) : failureText(s.msg.saveFailed, error));
    }
  }

  return {
    form,
    picker,
    person,
    pick: (p: RegisterPick) => {
      setPerson(p);
      form.setValue('register_id', String(p.id));
      form.clearErrors('register_id');
    },
    failure,
    saving: save.isPending,
    onSubmit,
    communities: communities.data ?? [],
    communitiesError: communities.isError ? errorText(communities.error, 'Falha ao carregar comunidades') : null,
    accounts: withLinked(accounts.data ?? [], current.data),
    accountsError: accounts.isError ? errorText(accounts.error, 'Falha ao carregar as contas') : null,
    catechist: current.data,
    loading: mode === 'edit' && !filled && current.isPending,
    loadError: mode === 'edit' && (current.isError || !catechistId) ? failureText('Falha ao carregar catequista', current.error) : null,
  };
}
