import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorText } from '../../core/api/errors';
import { emit } from '../../core/elements/events';
import { placeServerErrors, useFillOnce, useSchemaForm } from '../../core/form';
import { useSession } from '../../core/session/useSession';
import { can } from '../../shared/roles';
import { DIZIMO_MSG } from '../../shared/schemas/dizimo';
import { createCampaign, updateCampaign, type Saved } from './api';
import { flashState } from './flash';
import { CampaignForm, campaignPayload, EMPTY_VALUES, valuesOf, type CampaignFormValues } from './form-values';
import { campaignKeys, campaignQuery, refreshAfterWrite } from './queries';
import { useDelayedNavigation } from '../../core/hooks/useDelayedNavigation';
import { pathTo } from '../../core/paths';

/** The list is shown again this long after a successful save: long enough to read the success message. */
export const SAVE_REDIRECT_MS = 600;
export const LIST_PATH = pathTo('/dizimo/campanhas');

/** A path's campaign id, or null when it is not one (then the campaign does not exist). */
function parseId(campaignId: string | undefined): number | null {
  const id = Number(campaignId);
  return campaignId && /^\d+$/.test(campaignId) && id > 0 ? id : null;
}

/** The server's own message for a failed save ('Dados inválidos.' above the fields it names), else the failure's text. */
function failureOf(error: unknown): string {
  const message = error instanceof ApiError && error.body && typeof error.body === 'object' ? (error.body as { message?: unknown }).message : null;
  return typeof message === 'string' && message ? message : errorText(error, 'Falha ao salvar a campanha.');
}

/**
 * The new and edit forms: values checked with the server's schema, the save, the server's field errors
 * under their fields. After success: the server's message, then the list 600 ms later with the same banner.
 */
export function useCampaignForm(mode: 'new' | 'edit', campaignId: string | undefined, container?: HTMLElement | ShadowRoot) {
  const canManage = can(
    useSession((s) => s.user),
    'dizimoAdmin',
  );
  const queryClient = useQueryClient();
  const goLater = useDelayedNavigation(container);
  const id = mode === 'edit' ? parseId(campaignId) : null;

  const campaign = useQuery({ ...campaignQuery(id ?? 0), enabled: canManage && id !== null });
  const form = useSchemaForm<CampaignFormValues>(CampaignForm, EMPTY_VALUES);
  const filled = useFillOnce(form, campaign.data, valuesOf);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (values: CampaignFormValues): Promise<Saved> =>
      id !== null ? updateCampaign(id, campaignPayload(values)) : createCampaign(campaignPayload(values)),
    onSuccess: async ({ campaign: saved }) => {
      emit(container, 'sacra-campaigns-campaign-saved', { id: saved.id, created: id === null });
      queryClient.setQueryData(campaignKeys.campaign(saved.id), saved);
      await refreshAfterWrite(queryClient);
    },
  });

  async function onSubmit(values: CampaignFormValues) {
    if (save.isPending || done) return;
    setFailure(null);
    let saved: Saved;
    try {
      saved = await save.mutateAsync(values);
    } catch (error) {
      setFailure(failureOf(error));
      placeServerErrors(form, error);
      return;
    }
    const text = saved.message ?? (mode === 'edit' ? DIZIMO_MSG.campaignUpdated : DIZIMO_MSG.campaignCreated);
    setDone(text);
    goLater(LIST_PATH, SAVE_REDIRECT_MS, flashState({ kind: 'success', text }));
  }

  const missing = mode === 'edit' && (id === null || (campaign.error instanceof ApiError && campaign.error.status === 404));
  return {
    canManage,
    loading: mode === 'edit' && !missing && !filled && !campaign.isError,
    missing,
    loadError: !missing && campaign.isError ? campaign.error : null,
    form,
    saving: save.isPending,
    done,
    failure,
    onSubmit,
  };
}

export type CampaignFormController = ReturnType<typeof useCampaignForm>;
