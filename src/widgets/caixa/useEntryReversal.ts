import { useState } from 'react';
import { serverFieldErrors, unplacedText } from '../../core/form';
import { toast } from '../../core/ui';
import { CAIXA_MSG, type Lancamento } from '../../shared/schemas/caixa';
import { useReverseEntryMutation } from './queries';
import { CAIXA_TEXT } from './text';

/** The reversal dialog of an entry: its reason under the field, any other refusal (a closed month) in a toast. */
export function useEntryReversal() {
  const reverse = useReverseEntryMutation();
  const [reversing, setReversing] = useState<Lancamento | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  async function confirm() {
    if (!reversing) return;
    try {
      const done = await reverse.mutateAsync({ id: reversing.id, motivo: reason });
      toast.success(done.message ?? CAIXA_MSG.reversed);
      setReversing(null);
    } catch (error) {
      const refused = serverFieldErrors(error).motivo;
      if (refused) setReasonError(refused);
      else toast.error(unplacedText(error, [], CAIXA_TEXT.reversalFailed) ?? CAIXA_TEXT.reversalFailed);
    }
  }

  return {
    reversing,
    open(entry: Lancamento) {
      setReason('');
      setReasonError(null);
      setReversing(entry);
    },
    cancel: () => setReversing(null),
    reason,
    type(text: string) {
      setReason(text);
      setReasonError(null);
    },
    reasonError,
    busy: reverse.isPending,
    confirm,
  };
}
