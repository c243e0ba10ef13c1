import { useEffect } from 'react';
import type { ElementProps } from '../../core/elements/define';
import { formatTime } from '../../core/format';
import { useDisplayTimeZone } from './useDisplayTimeZone';
import { useNow } from './useNow';
import { useWeather } from './useWeather';
import { WeatherIcon } from './WeatherIcon';
import { weatherView } from './weather-view';

export interface WeatherWidgetProps extends ElementProps {
  /** IANA zone for the clock; when missing or invalid: the signed-in user's zone, the browser's, UTC. */
  timezone?: string;
}

/**
 * `<sacra-weather>`: the header's local time, city and current weather.
 * Works without sign-in, so a parish website can embed it alone.
 *
 * Attributes: `api` (portal origin, for the services' URLs), `timezone` (optional IANA zone override).
 * States: `data-state` on the `base` part and on the element is `loading`, `loaded` or `unavailable`; the clock shows at once.
 * Parts: `base`, `clock`, `city`, `weather`, `icon`, `temp`, `description`.
 * CSS custom properties: `--sacra-weather-gap`, `--sacra-weather-font-size`, `--sacra-weather-clock-color`,
 * `--sacra-weather-temp-color`, `--sacra-weather-icon-color`, plus the shared `--sacra-text`, `--sacra-muted`, `--sacra-font`.
 */
export function WeatherWidget({ timezone, container }: WeatherWidgetProps) {
  const zone = useDisplayTimeZone(timezone);
  const now = useNow();
  const view = weatherView(useWeather());
  const busy = view.status === 'loading';
  // Mirrored on the element itself, so the page can lay it out by it (the portal's header on a phone).
  useEffect(() => {
    const host = container instanceof ShadowRoot ? container.host : container;
    host?.setAttribute('data-state', view.status);
  }, [container, view.status]);
  return (
    <div part="base" className="weather" data-state={view.status} aria-busy={busy}>
      <time part="clock" className="clock" dateTime={now.toISOString()} title={zone}>
        {formatTime(now, zone)}
      </time>
      <span part="city" className="city">
        {view.city}
      </span>
      <span part="weather" className="conditions">
        {view.icon && <WeatherIcon name={view.icon} />}
        <span part="temp" className="temp">
          {view.temperature}
        </span>
        <span part="description" className="description">
          {view.description}
        </span>
      </span>
    </div>
  );
}
