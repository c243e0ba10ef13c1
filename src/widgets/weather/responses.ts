import type { WeatherData } from '../../shared/schemas/weather';

/**
 * Request URLs and tolerant readers for the three external services (forecast, reverse geocoding, IP location).
 * Hand-written rather than zod-parsed: these answers come from services we do not own, one odd
 * field must not discard the rest, and the widget has to stay small enough to embed on its own.
 */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export type CurrentWeather = Omit<WeatherData, 'city'>;

export interface IpLocation extends Coordinates {
  city: string | null;
  region: string | null;
  country: string | null;
}

function withQuery(base: string, params: Record<string, string | number>): string {
  const query = Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

export function forecastUrl(base: string, { latitude, longitude }: Coordinates): string {
  // Literal commas: some forecast services do not decode %2C in the `current` list.
  return `${withQuery(base, { latitude, longitude })}&current=temperature_2m,weather_code&timezone=auto`;
}

export function reverseGeocodingUrl(base: string, { latitude, longitude }: Coordinates): string {
  return withQuery(base, { latitude, longitude, language: 'pt', count: 1 });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function finite(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** current.weather_code / current.temperature_2m, else the older current_weather.weathercode / .temperature. */
export function parseForecast(json: unknown): CurrentWeather | null {
  if (!isObject(json)) return null;
  const { current, current_weather: legacy } = json;
  if (isObject(current)) {
    const temperature = finite(current.temperature_2m);
    const weatherCode = finite(current.weather_code);
    if (temperature !== null && weatherCode !== null) return { temperature, weatherCode };
  }
  if (isObject(legacy)) {
    const temperature = finite(legacy.temperature);
    const weatherCode = finite(legacy.weathercode);
    if (temperature !== null && weatherCode !== null) return { temperature, weatherCode };
  }
  return null;
}

/** results[0].name of the reverse-geocoding answer. */
export function parseCity(json: unknown): string | null {
  if (!isObject(json) || !Array.isArray(json.results)) return null;
  const first: unknown = json.results[0];
  return isObject(first) ? text(first.name) : null;
}

/** city, region, country_name, latitude, longitude of the IP-location answer; null without usable coordinates. */
export function parseIpLocation(json: unknown): IpLocation | null {
  if (!isObject(json)) return null;
  const latitude = finite(json.latitude);
  const longitude = finite(json.longitude);
  if (latitude === null || longitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude, city: text(json.city), region: text(json.region), country: text(json.country_name) };
}
