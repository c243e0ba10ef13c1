import { useState } from 'react';
import { serverFieldErrors, unplacedText } from '../form';
import { toast } from '../ui';

const FAILED = 'Falha ao estornar';

/** The module's reversal mutation (from its queries.ts): the item's id and the reason; the answer's message for the toast. */
interface ReverseMutation {
  mutateAsync(vars: { id: number; motivo: string }): Promise<{ message?: string }>;
  isPending: boolean;
}

/**
 * The reversal dialog of a booked item (a contribution, a Mass stipend, a cash book entry): the item, its reason, and the reversal.
 * `idOf` says what is reversed (null: nothing to reverse); `reversed` is the toast when the server says nothing.
 * The reason's refusal goes under the reason; anything else (a closed month) in a toast, never with a field's name.
 */
export function useReversal<T>(reverse: ReverseMutation, idOf: (item: T) => number | null, reversed: string) {
  const [reversing, setReversing] = useState<T | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  async function confirm() {
    const id = reversing === null ? null : idOf(reversing);
    if (id === null) return;
    try {
      const done = await reverse.mutateAsync({ id, motivo: reason });
      toast.success(done.message ?? reversed);
      setReversing(null);
    } catch (error) {
      const refused = serverFieldErrors(error).motivo;
      if (refused) setReasonError(refused);
      else toast.error(unplacedText(error, [], FAILED) ?? FAILED);
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
