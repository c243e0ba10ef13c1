import { useReversal } from '../../core/reversal';
import { DIZIMO_MSG } from '../../shared/schemas/dizimo';
import { useReverseContributionMutation } from './queries';

/** The reversal of a receipt (a contribution, a Mass stipend): `contributionOf` says which contribution it booked. */
export function useContributionReversal<T>(contributionOf: (item: T) => number | null) {
  return useReversal(useReverseContributionMutation(), contributionOf, DIZIMO_MSG.reversed);
}
