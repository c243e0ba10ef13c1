import type { WeatherIconName } from './weather-codes';

// Drawn here rather than emoji: emoji look different on every system, show as empty boxes where no emoji
// font is installed, and make the browser search its fallback fonts while laying out the header.
const CLOUD = 'M7 15.5a3.5 3.5 0 0 1-.4-7 5.5 5.5 0 0 1 10.6 1.2A3 3 0 0 1 17 15.5Z';

/** Each icon's strokes on a 24 x 24 grid. */
const PATHS: Record<WeatherIconName, string[]> = {
  sun: ['M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z', 'M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4'],
  'cloud-sun': [
    'M9.5 4.5v1.5M4.5 9.5H3M5.9 5.9l1 1M13.1 5.9l-1 1M6.6 12a3.5 3.5 0 1 1 6.3-2.7',
    'M9 20a3 3 0 0 1-.3-6 4.5 4.5 0 0 1 8.7.9A2.6 2.6 0 0 1 17.5 20Z',
  ],
  fog: ['M4 8h16M3 12h14M6 16h15M4 20h12'],
  drizzle: [CLOUD, 'M9 18.5v1M12 19.5v1M15 18.5v1'],
  rain: [CLOUD, 'M8.5 18l-1 3M12.5 18l-1 3M16.5 18l-1 3'],
  snow: ['M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9M10 4.5l2 2 2-2M10 19.5l2-2 2 2'],
  showers: [CLOUD, 'M8 18l-1.5 3.5M11.5 18 10 21.5M15 18l-1.5 3.5M18.5 18 17 21.5'],
  'snow-showers': [CLOUD, 'M8.5 19h.01M12 20.5h.01M15.5 19h.01M10 22h.01M14 22h.01'],
  storm: [CLOUD, 'M12.5 16l-2 3.5h3l-2 3.5'],
  thermometer: ['M10 14.5V5a2 2 0 0 1 4 0v9.5a4 4 0 1 1-4 0Z', 'M12 9v7'],
};

/** The weather's icon in --sacra-weather-icon-color, decorative: the description beside it says it. */
export function WeatherIcon({ name }: { name: WeatherIconName }) {
  return (
    <svg part="icon" className="icon" data-icon={name} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
