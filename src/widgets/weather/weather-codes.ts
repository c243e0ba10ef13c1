/** What the widget says about the weather, with no dependencies (it also ships standalone). */

export type WeatherIconName = 'sun' | 'cloud-sun' | 'fog' | 'drizzle' | 'rain' | 'snow' | 'showers' | 'snow-showers' | 'storm' | 'thermometer';

export interface WeatherLook {
  description: string;
  /** Which of WeatherIcon's drawings; the description beside it carries the meaning for screen readers. */
  icon: WeatherIconName;
}

/** Texts when a service cannot answer. */
export const WEATHER_TEXT = {
  noTemperature: '—',
  noCity: 'Cidade não disponível',
  noWeather: 'Clima não disponível',
  /** The description for a code outside the known ranges. */
  unknownWeather: 'Clima indisponível',
  /** The reason browser geolocation failed; it sends the widget to the IP-location fallback. */
  noGeolocation: 'Geolocalização indisponível',
  loadingCity: 'Localizando…',
  loadingWeather: 'Carregando clima…',
} as const;

const FOG: WeatherLook = { description: 'Neblina', icon: 'fog' };

/** WMO weather-code ranges, inclusive. */
const RANGES: ReadonlyArray<readonly [from: number, to: number, look: WeatherLook]> = [
  [0, 0, { description: 'Céu limpo', icon: 'sun' }],
  [1, 3, { description: 'Parcialmente nublado', icon: 'cloud-sun' }],
  [45, 45, FOG],
  [48, 48, FOG],
  [51, 57, { description: 'Garoa', icon: 'drizzle' }],
  [61, 67, { description: 'Chuva', icon: 'rain' }],
  [71, 77, { description: 'Neve', icon: 'snow' }],
  [80, 82, { description: 'Pancadas de chuva', icon: 'showers' }],
  [85, 86, { description: 'Pancadas de neve', icon: 'snow-showers' }],
  [95, 99, { description: 'Trovoadas', icon: 'storm' }],
];

const UNKNOWN: WeatherLook = { description: WEATHER_TEXT.unknownWeather, icon: 'thermometer' };

export function describeWeather(code: number): WeatherLook {
  if (!Number.isInteger(code)) return UNKNOWN;
  return RANGES.find(([from, to]) => code >= from && code <= to)?.[2] ?? UNKNOWN;
}

/** Rounded whole degrees Celsius, e.g. '24°C'; never '-0°C'. */
export function formatTemperature(celsius: number): string {
  const rounded = Math.round(celsius);
  return `${rounded === 0 ? 0 : rounded}°C`;
}
