import { useState } from 'react';
import { useHandedOver } from '../../core/hooks/useHandedOver';
import { useLocalListController } from '../../core/list';
import { useSession } from '../../core/session/useSession';
import { can } from '../../shared/roles';
import { FLASH_KEY, isFlash, type Flash } from './flash';
import { CAMPAIGN_LIST, campaignRows } from './list-params';
import { listQuery } from './queries';

/** The list screen: every campaign fetched once and paged by the browser, and the banner a form handed over. */
export function useCampaignList() {
  const canManage = can(useSession((s) => s.user), 'dizimoAdmin');
  // Someone else (an element placed on another page) is told so, without a call the server would refuse.
  const list = useLocalListController({ ...CAMPAIGN_LIST, query: { ...listQuery(), enabled: canManage }, rows: campaignRows });
  const handed = useHandedOver(FLASH_KEY);
  const [banner, setBanner] = useState<Flash | null>(isFlash(handed) ? handed : null);
  return { canManage, list, banner, dismissBanner: () => setBanner(null) };
}

export type CampaignListController = ReturnType<typeof useCampaignList>;
