import { useLocalListController } from '../../core/list';
import { useFlash } from '../../core/ui/FlashBanner';
import { FLASH_KEY } from './flash';
import { CAMPAIGN_LIST, campaignRows } from './list-params';
import { listQuery } from './queries';
import { useCanManage } from './useCanManage';

/** The list screen: every campaign fetched once and paged by the browser, and the banner a form handed over. */
export function useCampaignList() {
  const canManage = useCanManage();
  // Someone else (an element placed on another page) is told so, without a call the server would refuse.
  const list = useLocalListController({ ...CAMPAIGN_LIST, query: { ...listQuery(), enabled: canManage }, rows: campaignRows });
  const [banner, setBanner] = useFlash(FLASH_KEY);
  return { canManage, list, banner, dismissBanner: () => setBanner(null) };
}
