/** The campaigns' calls, parsed at the boundary with the shared schemas. */
import { request } from '../../core/api/client';
import { CampaignList, CampaignResponse, type Campaign, type CampaignBody } from '../../shared/schemas/dizimo';

/** The server's message with the campaign it saved (the success banner shows the message). */
export interface Saved {
  message: string | undefined;
  campaign: Campaign;
}

/** GET /api/campanhas: every campaign of the parish, newest start first (a parish has few). */
export async function fetchCampaigns(signal?: AbortSignal): Promise<Campaign[]> {
  return CampaignList.parse(await request('/api/campanhas', { signal })).data;
}

export async function fetchCampaign(id: number, signal?: AbortSignal): Promise<Campaign> {
  return CampaignResponse.parse(await request(`/api/campanhas/${id}`, { signal })).data;
}

async function save(path: string, method: 'POST' | 'PUT', body: CampaignBody): Promise<Saved> {
  const { message, data } = CampaignResponse.parse(await request(path, { method, body }));
  return { message, campaign: data };
}

export const createCampaign = (body: CampaignBody) => save('/api/campanhas', 'POST', body);
export const updateCampaign = (id: number, body: CampaignBody) => save(`/api/campanhas/${id}`, 'PUT', body);
