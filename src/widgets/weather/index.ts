// Light: no query cache, session or API client, so a parish website can embed the clock alone.
import { defineLightElement } from '../../core/elements/define-light';
import css from './weather.css?inline';
import { WeatherWidget, type WeatherWidgetProps } from './WeatherWidget';

defineLightElement<WeatherWidgetProps>('sacra-weather', WeatherWidget, { props: { timezone: 'string' }, css });
