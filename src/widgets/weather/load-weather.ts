import { WEATHER_TEXT } from './weather-codes';
import {
  forecastUrl,
  parseCity,
  parseForecast,
  parseIpLocation,
  reverseGeocodingUrl,
  type Coordinates,
  type CurrentWeather,
  type IpLocation,
} from './responses';

/** Browser position, else IP location (geolocation is often denied); then forecast and city side by side. */

export interface WeatherServices {
  weatherApiUrl: string;
  geocodingApiUrl: string;
  ipLocationUrl: string;
}

export interface WeatherDeps {
  geolocation?: Geolocation;
  fetch?: typeof fetch;
  /** Aborts every pending call (the element was removed). */
  signal?: AbortSignal;
  /** Time box of each service call. */
  timeoutMs?: number;
  /** Keeps the IP-located place for the browser session (sessionStorage): every page load need not ask again. */
  store?: Pick<Storage, 'getItem' | 'setItem'>;
}

export interface WeatherResult {
  weather: CurrentWeather | null;
  city: string | null;
}

/** Geolocation: 8 s at most, high accuracy, a position up to 60 s old will do. */
export const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 8000, enableHighAccuracy: true, maximumAge: 60_000 };
export const SERVICE_TIMEOUT_MS = 8000;
// The geolocation timeout only starts once the visitor answers the permission prompt; an unanswered
// prompt must not keep the widget loading forever.
export const GEOLOCATION_GUARD_MS = 10_000;

/** GET url as JSON within timeoutMs; rejects on network errors, non-2xx answers, bad JSON, timeout or abort. */
export async function fetchJson(url: string, deps: WeatherDeps = {}): Promise<unknown> {
  const doFetch = deps.fetch ?? fetch;
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, deps.timeoutMs ?? SERVICE_TIMEOUT_MS);
  deps.signal?.addEventListener('abort', abort, { once: true });
  if (deps.signal?.aborted) abort();
  try {
    const response = await doFetch(url, { signal: controller.signal, credentials: 'omit' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.json();
  } finally {
    clearTimeout(timer);
    deps.signal?.removeEventListener('abort', abort);
  }
}

/** The browser's position; rejects with 'Geolocalização indisponível' when it is missing, refused, fails or stalls. */
export function locate(geolocation: Geolocation | undefined, signal?: AbortSignal): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    const fail = () => {
      clearTimeout(guard);
      reject(new Error(WEATHER_TEXT.noGeolocation));
    };
    const guard = setTimeout(fail, GEOLOCATION_GUARD_MS);
    signal?.addEventListener('abort', fail, { once: true });
    if (!geolocation || signal?.aborted) return fail();
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => {
          clearTimeout(guard);
          resolve({ latitude: coords.latitude, longitude: coords.longitude });
        },
        fail,
        GEOLOCATION_OPTIONS,
      );
    } catch {
      fail();
    }
  });
}

const IP_PLACE_KEY = 'sacra-ip-place';

/** The IP-located place: the one kept for this session, else the service's answer (then kept). */
async function ipPlace(url: string, deps: WeatherDeps): Promise<IpLocation | null> {
  try {
    const kept = parseIpLocation(JSON.parse(deps.store?.getItem(IP_PLACE_KEY) ?? 'null'));
    if (kept) return kept;
  } catch {
    /* unreadable: ask again */
  }
  const found = await fetchJson(url, deps).then(parseIpLocation, () => null);
  if (found) {
    // Stored in the service's own field names, so the same parser reads it back.
    const { city, region, country, latitude, longitude } = found;
    try {
      deps.store?.setItem(IP_PLACE_KEY, JSON.stringify({ city, region, country_name: country, latitude, longitude }));
    } catch {
      /* storage full or refused: asked again next time */
    }
  }
  return found;
}

/** Never rejects: whatever cannot be found comes back as null. */
export async function loadWeather(services: WeatherServices, deps: WeatherDeps = {}): Promise<WeatherResult> {
  let place: Coordinates;
  let ipCity: string | null = null;
  try {
    place = await locate(deps.geolocation, deps.signal);
  } catch {
    const ip = await ipPlace(services.ipLocationUrl, deps);
    if (!ip) return { weather: null, city: null };
    place = ip;
    ipCity = ip.city;
  }
  const [weather, city] = await Promise.all([
    fetchJson(forecastUrl(services.weatherApiUrl, place), deps).then(parseForecast, () => null),
    fetchJson(reverseGeocodingUrl(services.geocodingApiUrl, place), deps).then(parseCity, () => null),
  ]);
  return { weather, city: city ?? ipCity };
}
