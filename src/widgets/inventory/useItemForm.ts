import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../core/api/errors';
import { getConfig } from '../../core/config';
import { emit } from '../../core/elements/events';
import { placeServerErrors, useFillOnce, useSchemaForm } from '../../core/form';
import { useSession } from '../../core/session/useSession';
import { can } from '../../shared/roles';
import { CreateItem, INVENTORY_MSG } from '../../shared/schemas/inventory';
import { createItem, updateItem } from './api';
import { classifySaveError, type SaveError } from './create-error';
import { flashState } from './flash';
import { EMPTY_VALUES, itemPayload, SERVER_ALIASES, valuesOf, type ItemFormValues, type ItemPayload } from './form-values';
import { probeServer, type ProbeResult } from './probe';
import { categoriesQuery, communitiesQuery, inventoryKeys, itemQuery, refreshAfterWrite } from './queries';
import { useDelayedNavigation } from '../../core/hooks/useDelayedNavigation';
import { pathTo } from '../../core/paths';

/** The list is shown again this long after a successful save: long enough to read the success message. */
export const SAVE_REDIRECT_MS = 600;
export const LIST_PATH = pathTo('/inventario');

/** A path's item id, or null when it is not one (then the item does not exist). */
function parseId(itemId: string | undefined): number | null {
  const id = Number(itemId);
  return itemId && /^\d+$/.test(itemId) && id > 0 ? id : null;
}

/**
 * The new and edit forms: values checked with the shared schema, the save, and on failure its
 * classification, the server's field details on the fields, and the diagnostic ping after a
 * network failure. After success: the message, then the list 600 ms later with the same banner.
 */
export function useItemForm(mode: 'new' | 'edit', itemId: string | undefined, container?: HTMLElement | ShadowRoot) {
  const user = useSession((s) => s.user);
  const paroquiaId = user?.paroquia?.id;
  const queryClient = useQueryClient();
  const goLater = useDelayedNavigation(container);
  const id = mode === 'edit' ? parseId(itemId) : null;

  const item = useQuery({ ...itemQuery(id ?? 0), enabled: id !== null });
  const categories = useQuery(categoriesQuery());
  const communities = useQuery(communitiesQuery());

  const form = useSchemaForm<ItemFormValues>(CreateItem, EMPTY_VALUES);
  const filled = useFillOnce(form, item.data, valuesOf);
  const [failure, setFailure] = useState<SaveError | null>(null);
  const [probe, setProbe] = useState<ProbeResult | 'running' | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (payload: ItemPayload) => (id !== null ? updateItem(id, payload) : createItem(payload)),
    onSuccess: async (saved) => {
      emit(container, 'sacra-inventory-item-saved', { id: saved.i_id, created: id === null });
      queryClient.setQueryData(inventoryKeys.item(saved.i_id), saved);
      await refreshAfterWrite(queryClient, paroquiaId);
    },
  });

  async function explain(error: unknown) {
    setFailure(classifySaveError(error));
    placeServerErrors(form, error, { aliases: SERVER_ALIASES });
    if (!(error instanceof ApiError && error.status === 0)) return;
    setProbe('running');
    const result = await probeServer({ apiBase: getConfig().apiBase, pageOrigin: location.origin });
    setProbe(result);
    setFailure(classifySaveError(error, result));
  }

  async function onSubmit(values: ItemFormValues) {
    if (save.isPending || done) return;
    setFailure(null);
    setProbe(null);
    try {
      await save.mutateAsync(itemPayload(values));
    } catch (error) {
      await explain(error);
      return;
    }
    const text = mode === 'edit' ? INVENTORY_MSG.updated : INVENTORY_MSG.created;
    setDone(text);
    goLater(LIST_PATH, SAVE_REDIRECT_MS, flashState({ kind: 'success', text }));
  }

  const missing = mode === 'edit' && (id === null || (item.error instanceof ApiError && item.error.status === 404));
  return {
    canWrite: can(user, 'inventoryWrite'),
    loading: mode === 'edit' && !missing && !filled && !item.isError,
    missing,
    loadError: !missing && item.isError ? item.error : null,
    form,
    categories: categories.data ?? [],
    communities: communities.data ?? [],
    saving: save.isPending,
    done,
    failure,
    probe,
    onSubmit,
  };
}

export type ItemFormController = ReturnType<typeof useItemForm>;
