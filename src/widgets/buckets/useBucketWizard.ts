import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../core/api/errors';
import { navigate } from '../../core/elements/events';
import { createBucket } from './api';
import { TEXT } from './messages';
import { bucketKeys } from './useBuckets';
import { canCreate, type Region, type WizardState, type WizardStep } from './wizard';
import { pathTo } from '../../core/paths';

/**
 * /buckets/novo: the three steps (name and region, the 1GB limit, review) and the creation.
 * Step 1 does not move on with a blank name; after creating, the new bucket's page opens.
 */
export function useBucketWizard(container?: HTMLElement | ShadowRoot) {
  const client = useQueryClient();
  const [state, setState] = useState<WizardState>({ step: 1, name: '', regiao: 1 });
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => createBucket({ name: state.name.trim(), regiao: state.regiao }),
    onSuccess: (rand) => {
      void client.invalidateQueries({ queryKey: bucketKeys.list() });
      navigate(container, pathTo('/buckets/{rand}', { rand }));
    },
  });

  const goTo = (step: WizardStep) => setState((s) => ({ ...s, step }));

  function next() {
    if (state.step === 1 && !state.name.trim()) {
      setNameError(TEXT.nameRequired);
      return;
    }
    setNameError(null);
    if (state.step < 3) goTo((state.step + 1) as WizardStep);
  }

  return {
    ...state,
    nameError,
    setName: (name: string) => {
      setState((s) => ({ ...s, name }));
      if (name.trim()) setNameError(null);
    },
    setRegiao: (regiao: Region) => setState((s) => ({ ...s, regiao })),
    next,
    back: () => state.step > 1 && goTo((state.step - 1) as WizardStep),
    creating: create.isPending,
    canCreate: canCreate(state, create.isPending),
    createError: create.error ? errorText(create.error, TEXT.createFailed) : null,
    submit: () => {
      if (canCreate(state, create.isPending)) create.mutate();
    },
  };
}
