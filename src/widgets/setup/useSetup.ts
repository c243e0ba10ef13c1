import { useState } from 'react';
import { useCepLookup } from '../../core/cep';
import { navigate } from '../../core/elements/events';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { sessionStore } from '../../core/session/store';
import { emptySetup, SetupForm, type SetupValues } from './form-values';
import { useRunSetup, useSetupStatus } from './queries';
import { pathTo } from '../../core/paths';

/** The set-up token of the address the terminal printed (/instalar?token=...). */
const tokenOfPage = () => new URLSearchParams(location.search).get('token') ?? '';

/**
 * /instalar: whether the set-up is pending (once done the page is 'not found'), the form (the parish and
 * its first administrator) with the CEP lookup, and the set-up itself, after which the administrator is
 * signed in and goes on into the portal.
 */
export function useSetup(container?: HTMLElement | ShadowRoot) {
  const status = useSetupStatus();
  const [token] = useState(tokenOfPage);
  const form = useSchemaForm<SetupValues>(SetupForm, emptySetup(token));
  const cep = useCepLookup((found) => {
    const fill = (name: 'paroquia.endereco' | 'paroquia.cidade' | 'paroquia.uf', value: string) => {
      if (value && !form.getValues(name).trim()) form.setValue(name, value);
    };
    fill('paroquia.endereco', [found.address, found.home_situation].filter(Boolean).join(' - '));
    fill('paroquia.cidade', found.city);
    fill('paroquia.uf', found.state);
  });
  const save = useRunSetup();
  const submit = useFormSubmit(form, save.mutateAsync, {
    failed: 'Falha ao configurar o portal',
    onSaved: async () => {
      await sessionStore.getState().refresh();
      // The guard takes the new administrator through the first-access steps (photo, time zone).
      navigate(container, pathTo('/dashboard'));
    },
  });

  return { status, askToken: token === '', form, cep, saving: save.isPending, ...submit };
}
