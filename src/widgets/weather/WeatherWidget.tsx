import { useEffect } from 'react';
import type { WidgetProps } from '../../core/elements/define';
import { formatTime } from '../../core/format';
import { useNow } from '../../core/hooks/useNow';
import { useDisplayTimeZone } from './useDisplayTimeZone';
import { useWeather } from './useWeather';
import { WeatherIcon } from './WeatherIcon';
import { weatherView } from './weather-view';

/** The clock shows hours and minutes: renewed on the minute. */
const CLOCK_REFRESH_MS = 60_000;

/**
 * The header's local time (refreshed every minute), city and current weather. Works without sign-in,
 * so a parish website can embed it alone; the clock shows at once, the weather when it comes.
 *
 * @tag sacra-weather
 * @csspart base - com `data-state` = `loading`, `loaded` ou `unavailable`
 * @csspart clock
 * @csspart city
 * @csspart weather
 * @csspart icon
 * @csspart temp
 * @csspart description
 * @cssproperty --sacra-weather-gap
 * @cssproperty --sacra-weather-font-size
 * @cssproperty --sacra-weather-clock-color
 * @cssproperty --sacra-weather-temp-color
 * @cssproperty --sacra-weather-icon-color
 */
export function WeatherWidget({ timezone, container }: WidgetProps<'sacra-weather'>) {
  const zone = useDisplayTimeZone(timezone);
  const now = useNow(CLOCK_REFRESH_MS);
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
