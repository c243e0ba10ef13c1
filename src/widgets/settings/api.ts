/** The settings module's calls (session and account), parsed at the boundary. */
import { form, request } from '../../core/api/client';
import { loadConfig } from '../../core/config-load';
import { LoginResponse } from '../../shared/schemas/session';
import { z } from '../../shared/schemas/zod';
import { GEO_OPTIONS, forecastUrl, zoneFromForecast } from './zone-detection';

const MessageResponse = z.object({ message: z.string().optional() });
const AvatarResponse = MessageResponse.extend({ avatar: z.string().nullable().optional() });

/** POST /api/me/avatar: multipart field `avatar` (the cropped JPEG); sets accepted_photo. */
export async function uploadAvatar(photo: Blob): Promise<z.infer<typeof AvatarResponse>> {
  const body = new FormData();
  body.append('avatar', photo, 'avatar.jpg');
  return AvatarResponse.parse(await request('/api/me/avatar', { method: 'POST', body }));
}

/** Verifies the current password: POST /api/login with JSON {user, password, remember:false}. */
export async function verifyPassword(user: string, password: string): Promise<LoginResponse> {
  return LoginResponse.parse(await request('/api/login', { method: 'POST', body: { user, password, remember: false } }));
}

/** POST /api/me/password, form-encoded; refused unless the current password was just verified. */
export async function changePassword(newPassword: string, confirmPassword: string): Promise<string | undefined> {
  const body = form({ new_password: newPassword, confirm_password: confirmPassword });
  return MessageResponse.parse(await request('/api/me/password', { method: 'POST', body })).message;
}

/** POST /api/me/name, form-encoded. */
export async function changeName(name: string): Promise<string | undefined> {
  return MessageResponse.parse(await request('/api/me/name', { method: 'POST', body: form({ name }) })).message;
}

/** POST /api/me/timezone with JSON {timezone}. */
export async function saveTimezone(timezone: string): Promise<string | undefined> {
  return MessageResponse.parse(await request('/api/me/timezone', { method: 'POST', body: { timezone } })).message;
}

/** The browser's position; rejects with the GeolocationPositionError. */
export function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, GEO_OPTIONS));
}

/**
 * The weather service's automatic time zone for a position, or null. An outside service:
 * no cookies, and never waits longer than the geolocation timeout.
 */
export async function fetchZoneAt(latitude: number, longitude: number): Promise<string | null> {
  const { weatherApiUrl } = await loadConfig();
  const response = await fetch(forecastUrl(weatherApiUrl, latitude, longitude), {
    credentials: 'omit',
    signal: AbortSignal.timeout(GEO_OPTIONS.timeout ?? 8000),
  });
  if (!response.ok) return null;
  return zoneFromForecast(await response.json());
}
