import { getConfig } from '../../core/config';
import { loadConfig } from '../../core/config-load';
import { usePublicFetch } from '../../core/data/usePublicFetch';
import { loadWeather, SERVICE_TIMEOUT_MS } from './load-weather';
import { toWeatherState, type WeatherState } from './weather-view';

/** The services' URLs from the portal (GET /api/config), or the current ones if the portal is slow or away. */
function servicesConfig() {
  const late = new Promise<void>((resolve) => setTimeout(resolve, SERVICE_TIMEOUT_MS));
  return Promise.race([loadConfig().then(() => undefined), late]).then(getConfig, getConfig);
}

/** The browser session's storage, when the page may use it (a sandboxed frame may not). */
function sessionStore(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/** Loads the weather once per element; never fails (a service that does not answer is the 'unavailable' state), never blocks the clock. */
export function useWeather(): WeatherState {
  const { data } = usePublicFetch('weather', (signal) =>
    servicesConfig()
      .then((services) => loadWeather(services, { geolocation: navigator.geolocation, signal, store: sessionStore() }))
      .catch(() => ({ weather: null, city: null })),
  );
  return data ? toWeatherState(data) : { status: 'loading' };
}
