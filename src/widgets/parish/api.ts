/** The parish's profile and the instance's parishes, parsed at the boundary with the shared schemas. */
import { request } from '../../core/api/client';
import { pageFromMeta, type Page } from '../../core/list';
import { ParishProfile, type ParishProfileBody } from '../../shared/schemas/parish';
import {
  ActingResponse,
  LogoResponse,
  ParishCreated,
  ParishList,
  type NewParishBody,
  type ParishListQuery,
  type ParishSummary,
} from '../../shared/schemas/parishes';
import type { z } from '../../shared/schemas/zod';

export async function fetchProfile(signal?: AbortSignal): Promise<ParishProfile> {
  return ParishProfile.parse(await request('/api/paroquia', { signal }));
}

/** PUT /api/paroquia with the form's values (the server parses them with the same schema). */
export async function saveProfile(body: z.input<typeof ParishProfileBody>): Promise<ParishProfile> {
  return ParishProfile.parse(await request('/api/paroquia', { method: 'PUT', body }));
}

export async function uploadLogo(logo: Blob): Promise<z.infer<typeof LogoResponse>> {
  const body = new FormData();
  body.append('logo', logo, 'logo.png');
  return LogoResponse.parse(await request('/api/paroquia/logo', { method: 'POST', body }));
}

export async function fetchParishes(query: ParishListQuery, signal?: AbortSignal): Promise<Page<ParishSummary>> {
  const { data, meta } = ParishList.parse(await request('/api/paroquias', { query, signal }));
  return pageFromMeta(data, meta);
}

export async function createParish(body: z.input<typeof NewParishBody>): Promise<z.infer<typeof ParishCreated>> {
  return ParishCreated.parse(await request('/api/paroquias', { method: 'POST', body }));
}

/** POST /api/paroquias/{id}/atuar, or /voltar without an id. */
export async function actAs(id: number | null): Promise<z.infer<typeof ActingResponse>> {
  return ActingResponse.parse(await request(id === null ? '/api/paroquias/voltar' : `/api/paroquias/${id}/atuar`, { method: 'POST' }));
}
