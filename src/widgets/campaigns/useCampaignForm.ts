import { useState } from 'react';
import { ApiError, errorText } from '../../core/api/errors';
import { emit } from '../../core/elements/events';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { DIZIMO_MSG, type Campaign } from '../../shared/schemas/dizimo';
import { flashState } from './flash';
import { CampaignForm, campaignPayload, EMPTY_VALUES, valuesOf, type CampaignFormValues } from './form-values';
import { useSaveCampaignMutation } from './queries';
import { useDelayedNavigation } from '../../core/hooks/useDelayedNavigation';
import { pathTo } from '../../core/paths';

/** The list is shown again this long after a successful save: long enough to read the success message. */
const SAVE_REDIRECT_MS = 600;
export const LIST_PATH = pathTo('/dizimo/campanhas');

/** A path's campaign id, or null when it is not one (then the campaign does not exist). */
export function parseId(campaignId: string | undefined): number | null {
  const id = Number(campaignId);
  return campaignId && /^\d+$/.test(campaignId) && id > 0 ? id : null;
}

/** The server's own message for a failed save ('Dados inválidos.' above the fields it names), else the failure's text. */
function failureOf(error: unknown): string {
  const message = error instanceof ApiError && error.body && typeof error.body === 'object' ? (error.body as { message?: unknown }).message : null;
  return typeof message === 'string' && message ? message : errorText(error, 'Falha ao salvar a campanha.');
}

/**
 * The new (`campaign` null) and edit forms: values checked with the server's schema, the save, the server's
 * field errors under their fields. After success: the server's message, then the list 600 ms later with the same banner.
 */
export function useCampaignForm(campaign: Campaign | null, container?: HTMLElement | ShadowRoot) {
  const goLater = useDelayedNavigation(container);
  const form = useSchemaForm<CampaignFormValues>(CampaignForm, campaign ? valuesOf(campaign) : EMPTY_VALUES);
  const save = useSaveCampaignMutation(campaign?.id ?? null);
  const [done, setDone] = useState<string | null>(null);
  const submit = useFormSubmit(form, (values: CampaignFormValues) => save.mutateAsync(campaignPayload(values)), {
    failed: 'Falha ao salvar a campanha.',
    failureText: failureOf,
    onSaved({ message, campaign: saved }) {
      emit(container, 'sacra-campaigns-campaign-saved', { id: saved.id, created: campaign === null });
      const text = message ?? (campaign ? DIZIMO_MSG.campaignUpdated : DIZIMO_MSG.campaignCreated);
      setDone(text);
      goLater(LIST_PATH, SAVE_REDIRECT_MS, flashState({ kind: 'success', text }));
    },
  });
  return {
    form,
    saving: save.isPending,
    done,
    failure: submit.failure,
    // Once saved, the form waits for the list: a second Enter sends nothing.
    onSubmit: (values: CampaignFormValues) => (save.isPending || done ? undefined : submit.onSubmit(values)),
  };
}

export type CampaignFormController = ReturnType<typeof useCampaignForm>;
