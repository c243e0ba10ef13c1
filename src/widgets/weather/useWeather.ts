import { useEffect, useState } from 'react';
import { getConfig } from '../../core/config';
import { loadConfig } from '../../core/config-load';
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

/** Loads the weather once per element; never throws, never blocks the clock. */
export function useWeather(): WeatherState {
  const [state, setState] = useState<WeatherState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    servicesConfig()
      .then((services) => loadWeather(services, { geolocation: navigator.geolocation, signal, store: sessionStore() }))
      .catch(() => ({ weather: null, city: null }))
      .then((result) => {
        if (!signal.aborted) setState(toWeatherState(result));
      });
    return () => controller.abort();
  }, []);
  return state;
}
