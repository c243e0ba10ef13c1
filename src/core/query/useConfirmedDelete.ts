import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../api/errors';

export interface ConfirmedDeleteOptions<T> {
  /** Deletes `item`; resolves to the server's message, if any. */
  remove(item: T): Promise<string | undefined>;
  /** Cache upkeep after the attempt, whether it worked or not. */
  settled(item: T): unknown;
  /** Shown when the server sends no message of its own. */
  deleted: string;
  /** Tells the user (a toast or a banner). */
  report(kind: 'success' | 'error', text: string): void;
  /** Tells the page (the element's deleted event). */
  deletedEvent?(item: T): void;
}

/**
 * Delete after a confirmation, the same in every list: `ask(item)` opens the dialog on `target`, `confirm()`
 * deletes it, reports the outcome (a failure as 'Falha ao excluir: ...') and closes the dialog.
 */
export function useConfirmedDelete<T>({ remove, settled, deleted, report, deletedEvent }: ConfirmedDeleteOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const mutation = useMutation({ mutationFn: remove, onSettled: (_message, _error, item) => settled(item) });
  async function confirm() {
    if (!target) return;
    try {
      report('success', (await mutation.mutateAsync(target)) || deleted);
      deletedEvent?.(target);
    } catch (error) {
      report('error', `Falha ao excluir: ${errorText(error)}`);
    }
    setTarget(null);
  }
  return { target, ask: setTarget, cancel: () => setTarget(null), confirm, busy: mutation.isPending };
}

export type ConfirmedDelete<T> = ReturnType<typeof useConfirmedDelete<T>>;
