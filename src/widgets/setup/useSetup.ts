import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { request } from '../../core/api/client';
import { ApiError } from '../../core/api/errors';
import { useCepLookup } from '../../core/cep';
import { navigate } from '../../core/elements/events';
import { placeServerErrors, unplacedText, useSchemaForm } from '../../core/form';
import { sessionStore } from '../../core/session/store';
import { SetupStatus } from '../../shared/schemas/setup';
import { emptySetup, SetupForm, setupBody, type SetupValues } from './form-values';
import { pathTo } from '../../core/paths';

/** The set-up token of the address the terminal printed (/instalar?token=...). */
const tokenOfPage = () => new URLSearchParams(location.search).get('token') ?? '';

/**
 * /instalar: whether the set-up is pending (404 once done: the page is then 'not found'), the form
 * (the parish and its first administrator) with the CEP lookup, and the set-up itself, after which
 * the administrator is signed in and goes on into the portal.
 */
export function useSetup(container?: HTMLElement | ShadowRoot) {
  const pending = useQuery({
    queryKey: ['instalar'],
    queryFn: async ({ signal }) => SetupStatus.parse(await request('/api/instalar', { signal })),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
  const [token] = useState(tokenOfPage);
  const form = useSchemaForm<SetupValues>(SetupForm, emptySetup(token));
  const [failure, setFailure] = useState<string | null>(null);
  const cep = useCepLookup((found) => {
    const fill = (name: 'paroquia.endereco' | 'paroquia.cidade' | 'paroquia.uf', value: string) => {
      if (value && !form.getValues(name).trim()) form.setValue(name, value);
    };
    fill('paroquia.endereco', [found.address, found.home_situation].filter(Boolean).join(' - '));
    fill('paroquia.cidade', found.city);
    fill('paroquia.uf', found.state);
  });
  const save = useMutation({ mutationFn: (values: SetupValues) => request('/api/instalar', { method: 'POST', body: setupBody(values) }) });

  async function onSubmit(values: SetupValues) {
    setFailure(null);
    try {
      await save.mutateAsync(values);
    } catch (error) {
      setFailure(unplacedText(error, placeServerErrors(form, error), 'Falha ao configurar o portal'));
      return;
    }
    await sessionStore.getState().refresh();
    // The guard takes the new administrator through the first-access steps (photo, time zone).
    navigate(container, pathTo('/dashboard'));
  }

  return {
    status: pending.isPending
      ? 'loading'
      : pending.isSuccess
        ? 'pending'
        : pending.error instanceof ApiError && pending.error.status === 404
          ? 'done'
          : 'failed',
    error: pending.error,
    retry: () => void pending.refetch(),
    askToken: token === '',
    form,
    cep,
    saving: save.isPending,
    failure,
    closeFailure: () => setFailure(null),
    onSubmit,
  };
}
