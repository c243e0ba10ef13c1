import { useState } from 'react';
import { ApiError, errorText, failureText } from '../../core/api/errors';
import { emit, navigate } from '../../core/elements/events';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { pathTo } from '../../core/paths';
import { usePeoplePicker } from '../../core/people/usePeoplePicker';
import { toast } from '../../core/ui';
import { CatechistCreateBody, CatechistUpdateBody, type Catechist, type CatechistAccount } from '../../shared/schemas/catechesis';
import type { RegisterPick } from '../../shared/schemas/registers';
import { useCatechistAccounts, useCommunities, useSaveCatechist } from './queries';
import { useSacrament } from './sacrament';

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
function withLinked(accounts: CatechistAccount[], c: Catechist | null): CatechistAccount[] {
  if (!c?.user_id || accounts.some((a) => a.id === c.user_id)) return accounts;
  return [...accounts, { id: c.user_id, name: c.user_name ?? '', user: c.user_login ?? '' }];
}

/**
 * Adding a catechist (`stored` null: a person from the registers, community, status) and editing one as
 * stored (community and status only). Both return to the list after saving.
 */
export function useCatechistForm(stored: Catechist | null, container?: HTMLElement | ShadowRoot) {
  const s = useSacrament();
  const communities = useCommunities();
  const accounts = useCatechistAccounts();
  const picker = usePeoplePicker();
  const schema = stored ? CatechistUpdateBody : CatechistCreateBody;
  const form = useSchemaForm<CatechistValues>(schema, stored ? valuesOf(stored) : EMPTY);
  const [person, setPerson] = useState<RegisterPick | null>(null);
  const save = useSaveCatechist(stored?.id ?? null);

  const { onSubmit, failure } = useFormSubmit(form, (values: CatechistValues) => save.mutateAsync(schema.parse(values)), {
    failed: s.msg.saveFailed,
    // The spec's lines, with what the server said after a dash (its field texts also under their fields).
    failureText: (error) => (stored ? failureText(s.msg.saveFailed, error) : createFailureText(error)),
    onSaved(id) {
      emit(container, 'sacra-catechesis-catechist-saved', { id, created: !stored, sacramento: s.slug });
      toast.success(stored ? s.msg.catechistUpdated : s.msg.catechistCreated);
      navigate(container, pathTo(`/catequistas/${s.slug}`));
    },
  });

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
    accounts: withLinked(accounts.data ?? [], stored),
    accountsError: accounts.isError ? errorText(accounts.error, 'Falha ao carregar as contas') : null,
  };
}
