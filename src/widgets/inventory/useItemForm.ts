import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../core/api/errors';
import { getConfig } from '../../core/config';
import { emit } from '../../core/elements/events';
import { useSession } from '../../core/session/useSession';
import { can } from '../../shared/roles';
import { INVENTORY_MSG } from '../../shared/schemas/inventory';
import { createItem, updateItem } from './api';
import { classifySaveError, type SaveError } from './create-error';
import { flashState } from './flash';
import { EMPTY_VALUES, formErrorsOf, validateItem, valuesOf, type ItemField, type ItemFormErrors, type ItemFormValues, type ItemPayload } from './form-values';
import { probeServer, type ProbeResult } from './probe';
import { categoriesQuery, communitiesQuery, inventoryKeys, itemQuery, refreshAfterWrite } from './queries';
import { useDelayedNavigation } from './useDelayedNavigation';

/** The list is shown again this long after a successful save: long enough to read the success message. */
export const SAVE_REDIRECT_MS = 600;
export const LIST_PATH = '/inventario';

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

  const [values, setValues] = useState<ItemFormValues>(EMPTY_VALUES);
  const [loadedId, setLoadedId] = useState<number | null>(null);
  useEffect(() => {
    // The stored item fills the form once; later refreshes never overwrite what is being typed.
    if (item.data && loadedId !== item.data.i_id) {
      setValues(valuesOf(item.data));
      setLoadedId(item.data.i_id);
    }
  }, [item.data, loadedId]);

  const [errors, setErrors] = useState<ItemFormErrors>({});
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

  function setField(field: ItemField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }

  async function explain(error: unknown) {
    const first = classifySaveError(error);
    setFailure(first);
    setErrors(formErrorsOf(first.fields));
    if (first.kind !== 'NetworkError') return;
    setProbe('running');
    const result = await probeServer({ apiBase: getConfig().apiBase, pageOrigin: location.origin });
    setProbe(result);
    setFailure(classifySaveError(error, result));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending || done) return;
    const checked = validateItem(values);
    setFailure(null);
    setProbe(null);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(checked.payload);
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
    loading: mode === 'edit' && !missing && (item.isPending || loadedId === null) && !item.isError,
    missing,
    loadError: !missing && item.isError ? item.error : null,
    values,
    setField,
    errors,
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
