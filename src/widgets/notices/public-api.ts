/**
 * The public feed's call, apart from ./api.ts: a parish website embeds this view alone, so it goes
 * through core's plain-fetch `getJson` and the zod/mini schema instead of ofetch and full zod.
 */
import { getJson } from '../../core/api/get-json';
import { pageFromMeta, type Page } from '../../core/list/page';
import { PublicFeed, type PublicNotice } from '../../shared/schemas/notices-base';

/** The public feed of a parish's published notices: no cookies, so any website may embed it. */
export async function fetchPublicFeed(paroquia: number, page: number, signal?: AbortSignal): Promise<Page<PublicNotice>> {
  const { data } = PublicFeed.parse(await getJson(`/api/public/paroquias/${paroquia}/feed`, { query: { page }, signal }));
  return pageFromMeta(data.items, data);
}
