import { useState } from 'react';
import { serverFieldErrors, unplacedText } from '../../core/form';
import { toast } from '../../core/ui';
import { CAIXA_MSG } from '../../shared/schemas/caixa';
import { useCloseMonthMutation, useReopenMonthMutation } from './queries';

/** Closing a month (after a confirmation) and reopening one with a reason; a refusal (an earlier month still open) in a toast. */
export function useMonthActions() {
  const closing = useCloseMonthMutation();
  const reopening = useReopenMonthMutation();
  const [toClose, setToClose] = useState<string | null>(null);
  const [toReopen, setToReopen] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  async function close() {
    if (!toClose) return;
    try {
      toast.success((await closing.mutateAsync(toClose)).message ?? CAIXA_MSG.mesClosed);
    } catch (error) {
      toast.error(unplacedText(error, [], 'Falha ao fechar o mês') ?? 'Falha ao fechar o mês');
    }
    setToClose(null);
  }

  async function reopen() {
    if (!toReopen) return;
    try {
      toast.success((await reopening.mutateAsync({ mes: toReopen, motivo: reason })).message ?? CAIXA_MSG.mesReopened);
      setToReopen(null);
    } catch (error) {
      const refused = serverFieldErrors(error).motivo;
      if (refused) setReasonError(refused);
      else toast.error(unplacedText(error, [], 'Falha ao reabrir o mês') ?? 'Falha ao reabrir o mês');
    }
  }

  return {
    toClose,
    askClose: setToClose,
    close,
    closing: closing.isPending,
    toReopen,
    askReopen(mes: string | null) {
      setReason('');
      setReasonError(null);
      setToReopen(mes);
    },
    reopen,
    reopening: reopening.isPending,
    reason,
    type(text: string) {
      setReason(text);
      setReasonError(null);
    },
    reasonError,
  };
}
