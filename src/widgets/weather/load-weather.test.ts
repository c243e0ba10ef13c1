import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchJson, GEOLOCATION_GUARD_MS, GEOLOCATION_OPTIONS, loadWeather, locate } from './load-weather';

const services = { weatherApiUrl: 'https://wx.test/forecast', geocodingApiUrl: 'https://geo.test/reverse', ipLocationUrl: 'https://ip.test/json' };

type Answer = unknown | ((url: string) => Response | Promise<Response>);

/** A fetch answering by URL prefix; unknown URLs fail like an unreachable host. */
function fakeFetch(answers: Record<string, Answer>) {
  const calls: string[] = [];
  const fn = vi.fn(async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    const key = Object.keys(answers).find((prefix) => url.startsWith(prefix));
    if (!key) throw new TypeError('Failed to fetch');
    const answer = answers[key];
    return typeof answer === 'function' ? (answer as (url: string) => Response)(url) : Response.json(answer);
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

function geolocationAt(latitude: number, longitude: number): Geolocation {
  return {
    getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude, longitude } } as GeolocationPosition),
  } as Geolocation;
}

const deniedGeolocation = {
  getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
    fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
} as Geolocation;

afterEach(() => {
  vi.useRealTimers();
});

describe('locate', () => {
  it('asks with the spec options and resolves the coordinates', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback, _fail?: unknown, _options?: PositionOptions) =>
      ok({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition),
    );
    await expect(locate({ getCurrentPosition } as unknown as Geolocation)).resolves.toEqual({ latitude: 1, longitude: 2 });
    expect(getCurrentPosition.mock.calls[0][2]).toEqual({ timeout: 8000, enableHighAccuracy: true, maximumAge: 60000 });
    expect(GEOLOCATION_OPTIONS).toEqual({ timeout: 8000, enableHighAccuracy: true, maximumAge: 60000 });
  });

  it("rejects with 'Geolocalização indisponível' when refused, missing or throwing", async () => {
    await expect(locate(deniedGeolocation)).rejects.toThrow('Geolocalização indisponível');
    await expect(locate(undefined)).rejects.toThrow('Geolocalização indisponível');
    const throwing = {
      getCurrentPosition: () => {
        throw new Error('insecure context');
      },
    } as unknown as Geolocation;
    await expect(locate(throwing)).rejects.toThrow('Geolocalização indisponível');
  });

  it('gives up when the browser never answers (an ignored permission prompt)', async () => {
    vi.useFakeTimers();
    const silent = { getCurrentPosition: () => {} } as unknown as Geolocation;
    const result = locate(silent);
    const check = expect(result).rejects.toThrow('Geolocalização indisponível');
    await vi.advanceTimersByTimeAsync(GEOLOCATION_GUARD_MS);
    await check;
  });
});

describe('fetchJson', () => {
  it('rejects non-2xx answers', async () => {
    const { fetch } = fakeFetch({ 'https://wx.test': () => new Response('boom', { status: 500 }) });
    await expect(fetchJson('https://wx.test/forecast', { fetch })).rejects.toThrow('HTTP 500');
  });

  it('aborts a call that outlives its time box', async () => {
    vi.useFakeTimers();
    const fetch = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as typeof globalThis.fetch;
    const result = fetchJson('https://wx.test/forecast', { fetch, timeoutMs: 8000 });
    const check = expect(result).rejects.toThrow('aborted');
    await vi.advanceTimersByTimeAsync(8000);
    await check;
  });

  it('aborts when the caller aborts', async () => {
    const controller = new AbortController();
    const fetch = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as typeof globalThis.fetch;
    const result = fetchJson('https://wx.test/forecast', { fetch, signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toThrow('aborted');
  });
});

describe('loadWeather', () => {
  it('uses the browser position for the forecast and the city', async () => {
    const { fetch, calls } = fakeFetch({
      'https://wx.test': { current: { temperature_2m: 24.6, weather_code: 61 } },
      'https://geo.test': { results: [{ name: 'São Paulo' }] },
    });
    const result = await loadWeather(services, { fetch, geolocation: geolocationAt(-23.55, -46.63) });
    expect(result).toEqual({ weather: { temperature: 24.6, weatherCode: 61 }, city: 'São Paulo' });
    expect(calls).toContain('https://wx.test/forecast?latitude=-23.55&longitude=-46.63&current=temperature_2m,weather_code&timezone=auto');
    expect(calls).toContain('https://geo.test/reverse?latitude=-23.55&longitude=-46.63&language=pt&count=1');
    expect(calls.some((url) => url.startsWith('https://ip.test'))).toBe(false);
  });

  it('falls back to the IP location when geolocation fails', async () => {
    const { fetch, calls } = fakeFetch({
      'https://ip.test': { city: 'Curitiba', region: 'Paraná', country_name: 'Brazil', latitude: -25.43, longitude: -49.27 },
      'https://wx.test': { current_weather: { temperature: 12.2, weathercode: 3 } },
      'https://geo.test': { results: [{ name: 'Curitiba (geo)' }] },
    });
    const result = await loadWeather(services, { fetch, geolocation: deniedGeolocation });
    expect(result).toEqual({ weather: { temperature: 12.2, weatherCode: 3 }, city: 'Curitiba (geo)' });
    expect(calls[0]).toBe('https://ip.test/json');
    expect(calls).toContain('https://wx.test/forecast?latitude=-25.43&longitude=-49.27&current=temperature_2m,weather_code&timezone=auto');
  });

  it('asks the IP location once per session: the next load uses the place kept', async () => {
    const kept = new Map<string, string>();
    const store = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) };
    const { fetch, calls } = fakeFetch({
      'https://ip.test': { ip: '200.1.2.3', city: 'Curitiba', region: 'Paraná', country_name: 'Brazil', latitude: -25.43, longitude: -49.27 },
      'https://wx.test': { current_weather: { temperature: 12.2, weathercode: 3 } },
      'https://geo.test': () => new Response('down', { status: 503 }),
    });
    const first = await loadWeather(services, { fetch, geolocation: deniedGeolocation, store });
    const second = await loadWeather(services, { fetch, geolocation: deniedGeolocation, store });
    expect(second).toEqual(first);
    expect(second.city).toBe('Curitiba');
    expect(calls.filter((url) => url.startsWith('https://ip.test'))).toHaveLength(1);
    // The place, not the address it was found from.
    expect(JSON.parse([...kept.values()][0])).toEqual({ city: 'Curitiba', region: 'Paraná', country_name: 'Brazil', latitude: -25.43, longitude: -49.27 });
  });

  it("uses the IP location's city when reverse geocoding fails", async () => {
    const { fetch } = fakeFetch({
      'https://ip.test': { city: 'Curitiba', latitude: -25.43, longitude: -49.27 },
      'https://wx.test': { current: { temperature_2m: 12, weather_code: 0 } },
      'https://geo.test': () => new Response('down', { status: 503 }),
    });
    expect(await loadWeather(services, { fetch })).toEqual({ weather: { temperature: 12, weatherCode: 0 }, city: 'Curitiba' });
  });

  it('keeps the city when only the forecast fails', async () => {
    const { fetch } = fakeFetch({
      'https://wx.test': () => new Response('{"error":true}', { status: 500 }),
      'https://geo.test': { results: [{ name: 'Recife' }] },
    });
    expect(await loadWeather(services, { fetch, geolocation: geolocationAt(-8.05, -34.9) })).toEqual({ weather: null, city: 'Recife' });
  });

  it('reports nothing, without throwing, when every service fails', async () => {
    const { fetch, calls } = fakeFetch({});
    expect(await loadWeather(services, { fetch, geolocation: deniedGeolocation })).toEqual({ weather: null, city: null });
    expect(calls).toEqual(['https://ip.test/json']);
  });

  it('treats unusable answers like failures', async () => {
    const { fetch } = fakeFetch({
      'https://wx.test': () => new Response('<html>oops</html>', { status: 200 }),
      'https://geo.test': { results: [] },
    });
    expect(await loadWeather(services, { fetch, geolocation: geolocationAt(0, 0) })).toEqual({ weather: null, city: null });
  });
});
