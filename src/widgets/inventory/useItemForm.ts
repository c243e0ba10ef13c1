import { useState } from 'react';
import { ApiError } from '../../core/api/errors';
import { getConfig } from '../../core/config';
import { emit } from '../../core/elements/events';
import { useFillOnce, useFormSubmit, useSchemaForm } from '../../core/form';
import { useDelayedNavigation } from '../../core/hooks/useDelayedNavigation';
import { useSession } from '../../core/session/useSession';
import { can } from '../../shared/roles';
import { CreateItem, INVENTORY_MSG } from '../../shared/schemas/inventory';
import { classifySaveError, type SaveError } from './create-error';
import { flashState } from './flash';
import { EMPTY_VALUES, itemPayload, SERVER_ALIASES, valuesOf, type ItemFormValues } from './form-values';
import { probeServer, type ProbeResult } from './probe';
import { useCategories, useCommunities, useItem, useSaveItem } from './queries';
import { pathTo } from '../../core/paths';

/** The list is shown again this long after a successful save: long enough to read the success message. */
const SAVE_REDIRECT_MS = 600;
const LIST_PATH = pathTo('/inventario');

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
  const goLater = useDelayedNavigation(container);
  const id = mode === 'edit' ? parseId(itemId) : null;

  const item = useItem(id);
  const categories = useCategories();
  const communities = useCommunities();

  const form = useSchemaForm<ItemFormValues>(CreateItem, EMPTY_VALUES);
  useFillOnce(form, item.data ?? undefined, valuesOf);
  const [failure, setFailure] = useState<SaveError | null>(null);
  const [probe, setProbe] = useState<ProbeResult | 'running' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const save = useSaveItem(id, paroquiaId);

  /** The failure classified for its panel, and after a network failure the diagnostic ping's finding. */
  async function explain(error: unknown) {
    setFailure(classifySaveError(error));
    if (!(error instanceof ApiError && error.status === 0)) return;
    setProbe('running');
    const result = await probeServer({ apiBase: getConfig().apiBase, pageOrigin: location.origin });
    setProbe(result);
    setFailure(classifySaveError(error, result));
  }

  const submit = useFormSubmit(
    form,
    async (values: ItemFormValues) => {
      setFailure(null);
      setProbe(null);
      try {
        return await save.mutateAsync(itemPayload(values));
      } catch (error) {
        void explain(error);
        throw error;
      }
    },
    {
      failed: 'Falha ao salvar item',
      aliases: SERVER_ALIASES,
      // The failure panel says it all (kind, message, details, the ping).
      failureText: () => null,
      onSaved: (saved) => {
        emit(container, 'sacra-inventory-item-saved', { id: saved.i_id, created: id === null });
        const text = mode === 'edit' ? INVENTORY_MSG.updated : INVENTORY_MSG.created;
        setDone(text);
        goLater(LIST_PATH, SAVE_REDIRECT_MS, flashState({ kind: 'success', text }));
      },
    },
  );

  return {
    canWrite: can(user, 'inventoryWrite'),
    /** The item being edited (its data null: there is no such item); null for a new one. */
    item: id !== null ? item : null,
    missing: mode === 'edit' && id === null,
    form,
    categories: categories.data ?? [],
    communities: communities.data ?? [],
    saving: save.isPending,
    done,
    failure,
    probe,
    onSubmit: submit.onSubmit,
  };
}

export type ItemFormController = ReturnType<typeof useItemForm>;
