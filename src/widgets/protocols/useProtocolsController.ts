import { useEffect, useState } from 'react';
import { toast } from '../../core/ui';
import { PROTOCOL_MSG, type Protocol } from '../../shared/schemas/protocols';
import { failureText } from '../../core/api/errors';
import { useDecideProtocol, useDeleteProtocol, useMyProtocols, useParishProtocols } from './queries';
import { canDelete } from './stages';

export const PARISH_PAGE_SIZE = 12;

/** The current time, renewed every minute: the delete button disappears when the 24 hours end. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

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
  const now = useMinuteClock();

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
  const [status, setStatusValue] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const list = useParishProtocols({ status, page, limit: PARISH_PAGE_SIZE });
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
    status,
    setStatus(value: number | undefined) {
      setStatusValue(value);
      setPage(1);
    },
    page,
    setPage,
    decide,
    deciding: decision.isPending,
  };
}
