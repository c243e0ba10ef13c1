import type { Campaign } from '../../shared/schemas/dizimo';
import { USUAL_PAGES, type ListState } from '../../core/list';

/**
 * The campaign list is held whole in the browser (a parish runs few campaigns) and paged there, in the
 * server's order: newest start first. No filters.
 */
export const CAMPAIGN_LIST = {
  key: 'campaigns',
  filter: {},
  ...USUAL_PAGES,
};

export function campaignRows(items: Campaign[], _state: ListState<Record<string, string>>): Campaign[] {
  return items;
}

/** Share of the goal raised, in whole percent (may pass 100); null without a goal. */
export function goalPercent(raisedCents: number, goalCents: number | null): number | null {
  return goalCents ? Math.floor((raisedCents / goalCents) * 100) : null;
}
