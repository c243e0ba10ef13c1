import { useReversal } from '../../core/reversal';
import { CAIXA_MSG, type Lancamento } from '../../shared/schemas/caixa';
import { useReverseEntryMutation } from './queries';

/** The reversal dialog of an entry: its reason under the field, any other refusal (a closed month) in a toast. */
export function useEntryReversal() {
  return useReversal(useReverseEntryMutation(), (entry: Lancamento) => entry.id, CAIXA_MSG.reversed);
}
