import { configure } from '../../core/config';
import { formatTime } from '../../core/format';
import { sessionStore } from '../../core/session/store';
import type { User } from '../../shared/schemas/session';
import { afterEach, assertEqual, assertOneOf, beforeEach, describe, it, waitFor } from '../../core/testing/element-test-kit';
import { FAKE_PLACES, FAKE_WEATHER_PREFIX } from './fake-services.mjs';
import './index';

// The real <sacra-weather> in Chromium against the fake services the test runner serves (web-test-runner.config.mjs).
const fake = `${location.origin}${FAKE_WEATHER_PREFIX}`;

function useServices(forecast: string, geocoding = 'ok', ip = 'ok') {
  configure({ weatherApiUrl: `${fake}/forecast/${forecast}`, geocodingApiUrl: `${fake}/geocoding/${geocoding}`, ipLocationUrl: `${fake}/ip/${ip}` });
}

const positionCalls: PositionOptions[] = [];
function useGeolocation(place: { latitude: number; longitude: number } | 'denied') {
  const geolocation = {
    getCurrentPosition(ok: PositionCallback, fail: PositionErrorCallback, options: PositionOptions) {
      positionCalls.push(options);
      setTimeout(() => {
        if (place === 'denied') fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
        else ok({ coords: { latitude: place.latitude, longitude: place.longitude }, timestamp: Date.now() } as GeolocationPosition);
      }, 10);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
}

function mount(attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('sacra-weather');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const part = (element: HTMLElement, name: string) => element.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;
const text = (element: HTMLElement, name: string) => part(element, name)?.textContent ?? null;
const state = (element: HTMLElement) => part(element, 'base')?.dataset.state;

async function settled(element: HTMLElement): Promise<string> {
  return waitFor(() => state(element) !== 'loading' && state(element), 'the weather to load');
}

/** The clock's text now or a moment ago, so a test that straddles a minute still passes. */
function clockTexts(timeZone: string): string[] {
  const now = Date.now();
  return [formatTime(now, timeZone), formatTime(now - 5000, timeZone)];
}

describe('<sacra-weather>', () => {
  beforeEach(() => {
    positionCalls.length = 0;
    // Each test is a new browser session: no IP-located place kept from the one before.
    sessionStorage.clear();
    sessionStore.setState({ user: null, loading: false });
  });

  afterEach(() => {
    document.querySelectorAll('sacra-weather').forEach((element) => element.remove());
  });

  it('shows the city from reverse geocoding and the rounded temperature with its description', async () => {
    useServices('current');
    useGeolocation(FAKE_PLACES.browser);
    const element = mount();
    assertEqual(await settled(element), 'loaded', 'state');
    assertEqual(text(element, 'city'), 'São Paulo', 'city');
    assertEqual(text(element, 'temp'), '24°C', 'temperature');
    assertEqual(text(element, 'description'), 'Chuva', 'description');
    assertEqual(part(element, 'icon')?.getAttribute('data-icon'), 'rain', 'icon');
    assertEqual(part(element, 'icon')?.getAttribute('aria-hidden'), 'true', 'icon hidden from screen readers');
    assertEqual(JSON.stringify(positionCalls[0]), JSON.stringify({ timeout: 8000, enableHighAccuracy: true, maximumAge: 60000 }), 'geolocation options');
  });

  it('falls back to the IP location when geolocation fails', async () => {
    useServices('current');
    useGeolocation('denied');
    const element = mount();
    assertEqual(await settled(element), 'loaded', 'state');
    assertEqual(text(element, 'city'), 'Curitiba', 'city (geocoded from the IP location)');
    assertEqual(text(element, 'temp'), '14°C', 'temperature at the IP location');
    assertEqual(text(element, 'description'), 'Trovoadas', 'description');
  });

  it("uses the IP location's city when reverse geocoding is down", async () => {
    useServices('current', 'down');
    useGeolocation('denied');
    const element = mount();
    assertEqual(await settled(element), 'loaded', 'state');
    assertEqual(text(element, 'city'), 'São José dos Pinhais', 'city');
    assertEqual(text(element, 'temp'), '14°C', 'temperature');
  });

  it('reads the older current_weather format', async () => {
    useServices('legacy');
    useGeolocation(FAKE_PLACES.browser);
    const element = mount();
    assertEqual(await settled(element), 'loaded', 'state');
    assertEqual(text(element, 'temp'), '24°C', 'temperature');
    assertEqual(text(element, 'description'), 'Chuva', 'description');
  });

  it('shows the unavailable weather, keeping the city, when the weather service answers 500', async () => {
    useServices('down');
    useGeolocation(FAKE_PLACES.browser);
    const element = mount();
    assertEqual(await settled(element), 'unavailable', 'state');
    assertEqual(text(element, 'city'), 'São Paulo', 'city');
    assertEqual(text(element, 'temp'), '—', 'temperature');
    assertEqual(text(element, 'description'), 'Clima não disponível', 'description');
  });

  it('shows every unavailable text when all services are unreachable or down', async () => {
    useServices('reset', 'down', 'down');
    useGeolocation('denied');
    const element = mount();
    assertEqual(await settled(element), 'unavailable', 'state');
    assertEqual(text(element, 'temp'), '—', 'temperature');
    assertEqual(text(element, 'city'), 'Cidade não disponível', 'city');
    assertEqual(text(element, 'description'), 'Clima não disponível', 'description');
    assertEqual(part(element, 'icon'), null, 'no icon');
  });

  it('survives a closed port and no geolocation at all', async () => {
    configure({ weatherApiUrl: 'http://127.0.0.1:1/forecast', geocodingApiUrl: 'http://127.0.0.1:1/reverse', ipLocationUrl: 'http://127.0.0.1:1/ip' });
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
    const element = mount({ timezone: 'UTC' });
    assertEqual(await settled(element), 'unavailable', 'state');
    assertEqual(text(element, 'city'), 'Cidade não disponível', 'city');
    assertOneOf(text(element, 'clock'), clockTexts('UTC'), 'clock');
  });

  it('shows the clock at once, while the weather is still loading', async () => {
    useServices('slow');
    useGeolocation(FAKE_PLACES.browser);
    const element = mount({ timezone: 'Asia/Tokyo' });
    const clock = await waitFor(() => text(element, 'clock'), 'the clock');
    assertOneOf(clock, clockTexts('Asia/Tokyo'), 'clock');
    assertEqual(state(element), 'loading', 'state while the forecast is slow');
    assertEqual(part(element, 'base')?.getAttribute('aria-busy'), 'true', 'aria-busy');
    assertEqual(await settled(element), 'loaded', 'state');
    assertEqual(text(element, 'temp'), '24°C', 'temperature');
  });

  it('takes its look from --sacra-* custom properties, with its own styles in the shadow root', async () => {
    useServices('current');
    useGeolocation(FAKE_PLACES.browser);
    const element = mount();
    element.style.setProperty('--sacra-weather-clock-color', 'rgb(1, 2, 3)');
    const clock = await waitFor(() => part(element, 'clock'), 'the clock');
    assertEqual(getComputedStyle(clock).color, 'rgb(1, 2, 3)', 'clock colour');
    assertEqual(getComputedStyle(clock).fontWeight, '700', 'clock weight from weather.css');
    await settled(element);
  });

  it('shows the clock as HH:mm in the time zone of the attribute, else the signed-in user, else the browser', async () => {
    useServices('current');
    useGeolocation(FAKE_PLACES.browser);
    sessionStore.setState({ user: { timezone: 'America/Manaus' } as User, loading: false });
    const byAttribute = mount({ timezone: 'Asia/Tokyo' });
    const byUser = mount();
    const invalid = mount({ timezone: 'Lua/Mar_da_Tranquilidade' });
    await waitFor(() => text(invalid, 'clock'), 'the clocks');
    assertOneOf(text(byAttribute, 'clock'), clockTexts('Asia/Tokyo'), 'clock with the timezone attribute');
    assertOneOf(text(byUser, 'clock'), clockTexts('America/Manaus'), "clock in the user's zone");
    assertOneOf(text(invalid, 'clock'), clockTexts('America/Manaus'), 'clock with an invalid attribute');
    if (!/^\d{2}:\d{2}$/.test(text(byUser, 'clock') ?? '')) throw new Error(`clock is not HH:mm: ${text(byUser, 'clock')}`);

    sessionStore.setState({ user: null });
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await waitFor(() => clockTexts(browserZone).includes(text(byUser, 'clock') ?? ''), "the clock to follow the browser's zone after sign-out");
  });
});
