import { useState } from 'react';
import { navigate } from '../../core/elements/events';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { CreateBucket } from '../../shared/schemas/buckets';
import { useCreateBucket } from './queries';
import { TEXT } from './text';
import { canCreate, type WizardStep, type WizardValues } from './wizard';
import { pathTo } from '../../core/paths';

/**
 * /buckets/novo: the three steps (name and region, the 1GB limit, review) on one form checked with the
 * shared schema. 'Próximo' submits the form, so step 1 does not move on with a blank name; on the last step
 * the submit creates the bucket and its page opens. The server's refusal of a field takes the user back to
 * step 1, where it shows under the field; any other failure shows on the review.
 */
export function useBucketWizard(container?: HTMLElement | ShadowRoot) {
  const [step, setStep] = useState<WizardStep>(1);
  const form = useSchemaForm<WizardValues>(CreateBucket, { name: '', regiao: '1' });
  const create = useCreateBucket();
  const submit = useFormSubmit(form, (values: WizardValues) => create.mutateAsync(CreateBucket.parse(values)), {
    failed: TEXT.createFailed,
    onSaved: (rand) => navigate(container, pathTo('/buckets/{rand}', { rand })),
  });

  async function onSubmit(values: WizardValues) {
    if (step < 3) return setStep((step + 1) as WizardStep);
    await submit.onSubmit(values);
    if (form.getFieldState('name').error || form.getFieldState('regiao').error) setStep(1);
  }

  return {
    step,
    form,
    back: () => setStep((s) => (s > 1 ? ((s - 1) as WizardStep) : s)),
    onSubmit,
    creating: create.isPending,
    canCreate: canCreate({ name: form.watch('name') }, create.isPending),
    createError: submit.failure,
  };
}
