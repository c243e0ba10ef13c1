import type { WeatherResult } from './load-weather';
import { describeWeather, formatTemperature, WEATHER_TEXT, type WeatherIconName } from './weather-codes';

type WeatherStatus = 'loading' | 'loaded' | 'unavailable';

export type WeatherState = { status: 'loading' } | ({ status: 'loaded' | 'unavailable' } & WeatherResult);

export interface WeatherView {
  status: WeatherStatus;
  city: string;
  temperature: string;
  icon: WeatherIconName | null;
  description: string;
}

export function toWeatherState(result: WeatherResult): WeatherState {
  return { status: result.weather ? 'loaded' : 'unavailable', ...result };
}

/** The texts the widget shows in each state; a missing city or forecast gets the last-resort text. */
export function weatherView(state: WeatherState): WeatherView {
  if (state.status === 'loading') {
    return { status: 'loading', city: WEATHER_TEXT.loadingCity, temperature: '', icon: null, description: WEATHER_TEXT.loadingWeather };
  }
  const city = state.city ?? WEATHER_TEXT.noCity;
  if (!state.weather) {
    return { status: 'unavailable', city, temperature: WEATHER_TEXT.noTemperature, icon: null, description: WEATHER_TEXT.noWeather };
  }
  const { description, icon } = describeWeather(state.weather.weatherCode);
  return { status: 'loaded', city, temperature: formatTemperature(state.weather.temperature), icon, description };
}
