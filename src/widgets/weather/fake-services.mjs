// A fake of the three external services the weather widget calls (spec section 7), for browser tests:
// a forecast service, reverse geocoding and IP location. Pure routing (`fakeWeatherAnswer`) plus adapters
// for Koa (@web/test-runner's middleware) and node:http, so element and end-to-end tests share one fake.
//
//   GET {prefix}/ip/ok | /ip/down
//   GET {prefix}/forecast/current | /legacy | /slow | /down | /reset   (+ ?latitude&longitude&current=…&timezone=auto)
//   GET {prefix}/geocoding/ok | /geocoding/down                        (+ ?latitude&longitude&language=pt&count=1)
//
// 'current' answers current.*, 'legacy' the older current_weather.*, 'slow' answers after SLOW_MS,
// 'down' is a 500, 'reset' drops the connection (an unreachable service). Coordinates other than
// the two known places get a 400, so a wrong request shows up as a failing test.

export const FAKE_WEATHER_PREFIX = '/fake-weather';
export const SLOW_MS = 1500;

/** Where the browser says it is, and where the IP service says it is. */
export const FAKE_PLACES = {
  browser: { latitude: -23.55, longitude: -46.63, city: 'São Paulo', temperature: 23.6, code: 61 },
  ip: { latitude: -25.43, longitude: -49.27, city: 'Curitiba', temperature: 14.4, code: 95 },
};
/** The IP service's own idea of the city (it names the provider's town, geocoding names the real one). */
export const FAKE_IP_CITY = 'São José dos Pinhais';

const placeAt = (params) =>
  Object.values(FAKE_PLACES).find((p) => Number(params.get('latitude')) === p.latitude && Number(params.get('longitude')) === p.longitude);

const json = (body, status = 200) => ({ status, body });
const failure = { status: 500, body: { error: true, reason: 'fake service down' } };

/** The fake's answer to a URL: { status, body, delayMs?, reset? }, or null when the URL is not the fake's. */
export function fakeWeatherAnswer(url, prefix = FAKE_WEATHER_PREFIX) {
  if (!url.pathname.startsWith(`${prefix}/`)) return null;
  const [service, mode] = url.pathname.slice(prefix.length + 1).split('/');
  const params = url.searchParams;
  if (service === 'ip') {
    const { latitude, longitude } = FAKE_PLACES.ip;
    return mode === 'ok' ? json({ city: FAKE_IP_CITY, region: 'Paraná', country_name: 'Brazil', latitude, longitude }) : failure;
  }
  if (service === 'geocoding') {
    if (mode !== 'ok') return failure;
    if (params.get('language') !== 'pt' || params.get('count') !== '1') return json({ error: true, reason: 'language=pt&count=1 expected' }, 400);
    const place = placeAt(params);
    return place ? json({ results: [{ name: place.city }] }) : json({ error: true, reason: 'unknown place' }, 400);
  }
  if (service === 'forecast') {
    if (mode === 'down') return failure;
    if (mode === 'reset') return { status: 0, body: null, reset: true };
    if (params.get('current') !== 'temperature_2m,weather_code' || params.get('timezone') !== 'auto') {
      return json({ error: true, reason: 'current=temperature_2m,weather_code&timezone=auto expected' }, 400);
    }
    const place = placeAt(params);
    if (!place) return json({ error: true, reason: 'unknown place' }, 400);
    const base = { latitude: place.latitude, longitude: place.longitude, timezone: 'America/Sao_Paulo' };
    if (mode === 'legacy') return json({ ...base, current_weather: { temperature: place.temperature, weathercode: place.code } });
    const answer = json({ ...base, current: { time: '2026-11-22T10:00', temperature_2m: place.temperature, weather_code: place.code } });
    return mode === 'slow' ? { ...answer, delayMs: SLOW_MS } : answer;
  }
  return json({ error: true, reason: 'unknown fake route' }, 404);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Koa middleware (@web/test-runner's `middleware` option). */
export function fakeWeatherMiddleware(prefix = FAKE_WEATHER_PREFIX) {
  return async (ctx, next) => {
    const answer = fakeWeatherAnswer(new URL(ctx.url, 'http://fake.invalid'), prefix);
    if (!answer) return next();
    if (answer.delayMs) await sleep(answer.delayMs);
    if (answer.reset) {
      ctx.respond = false;
      ctx.req.socket.destroy();
      return;
    }
    ctx.status = answer.status;
    ctx.body = answer.body;
  };
}

/** node:http handler: `http.createServer((req, res) => handleFakeWeather(req, res) || other(req, res))`. */
export function handleFakeWeather(req, res, prefix = FAKE_WEATHER_PREFIX) {
  const answer = fakeWeatherAnswer(new URL(req.url ?? '/', 'http://fake.invalid'), prefix);
  if (!answer) return false;
  setTimeout(() => {
    if (answer.reset) return req.socket.destroy();
    res.writeHead(answer.status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify(answer.body));
  }, answer.delayMs ?? 0);
  return true;
}
