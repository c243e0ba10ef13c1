import { useState } from 'react';
import { toast } from '../../core/ui';
import { PROTOCOL_MSG, type Protocol } from '../../shared/schemas/protocols';
import { failureText } from '../../core/api/errors';
import { useNow } from '../../core/hooks/useNow';
import { useListController } from '../../core/list';
import { PARISH_LIST } from './api';
import { parishListQuery, useDecideProtocol, useDeleteProtocol, useMyProtocols } from './queries';
import { canDelete } from './stages';

/**
 * The open protocol: its latest version from the list (a new file, a decision), or the one last
 * known when the list no longer has it (decided while the list shows only pending ones).
 */
function useOpened(items: Protocol[] | undefined) {
  const [picked, setPicked] = useState<Protocol | null>(null);
  const opened = picked && (items?.find((p) => p.id === picked.id) ?? picked);
  return { opened, open: setPicked, close: () => setPicked(null) };
}

/** 'Meus Protocolos': the list, the detail, the new-protocol modal and the delete confirmation. */
export function useMyProtocolsController() {
  const list = useMyProtocols();
  const detail = useOpened(list.data);
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<Protocol | null>(null);
  const remove = useDeleteProtocol();
  // Renewed every minute: the delete button disappears when the 24 hours end.
  const now = useNow(60_000).getTime();

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      toast.success(PROTOCOL_MSG.deleted);
      setToDelete(null);
      detail.close();
    } catch (err) {
      toast.error(failureText(PROTOCOL_MSG.deleteFailed, err));
      setToDelete(null);
    }
  }

  return {
    list,
    detail,
    creating,
    startCreating: () => setCreating(true),
    stopCreating: () => setCreating(false),
    deletable: (p: Protocol) => canDelete(p, now),
    toDelete,
    askDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete,
    deleting: remove.isPending,
  };
}

/** 'Protocolos da paróquia' (roles 1 and 111): filter by status, pages, and the decision on a pending one. */
export function useParishProtocolsController() {
  const list = useListController({ ...PARISH_LIST, query: parishListQuery });
  const detail = useOpened(list.data?.items);
  const decision = useDecideProtocol();

  async function decide(next: 1 | 2 | 3) {
    if (!detail.opened) return;
    try {
      detail.open(await decision.mutateAsync({ id: detail.opened.id, status: next }));
      toast.success(PROTOCOL_MSG.statusChanged);
    } catch (err) {
      toast.error(failureText(PROTOCOL_MSG.statusFailed, err));
    }
  }

  return {
    list,
    detail,
    decide,
    deciding: decision.isPending,
  };
}
