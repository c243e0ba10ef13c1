import { useState } from 'react';
import { serverFieldErrors, unplacedText } from '../../core/form';
import { toast } from '../../core/ui';
import { DIZIMO_MSG } from '../../shared/schemas/dizimo';
import { useReverseContributionMutation } from './queries';

/**
 * The reversal dialog of a receipt (a contribution, a Mass stipend): the item, its reason, and the reversal.
 * The reason's refusal goes under the reason; anything else in a toast, never with a field's name.
 */
export function useReversal<T>(contributionOf: (item: T) => number | null) {
  const reverse = useReverseContributionMutation();
  const [reversing, setReversing] = useState<T | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  async function confirm() {
    const id = reversing === null ? null : contributionOf(reversing);
    if (id === null) return;
    try {
      const done = await reverse.mutateAsync({ id, motivo: reason });
      toast.success(done.message ?? DIZIMO_MSG.reversed);
      setReversing(null);
    } catch (error) {
      const refused = serverFieldErrors(error).motivo;
      if (refused) setReasonError(refused);
      else toast.error(unplacedText(error, [], 'Falha ao estornar') ?? 'Falha ao estornar');
    }
  }

  return {
    reversing,
    open(item: T) {
      setReason('');
      setReasonError(null);
      setReversing(item);
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

export type Reversal<T> = ReturnType<typeof useReversal<T>>;
