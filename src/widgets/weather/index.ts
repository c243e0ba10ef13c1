// Light: no query cache, session or API client, so a parish website can embed the clock alone.
import { defineLightElement, type SacraElement } from '../../core/elements/define-light';
import css from './weather.css?inline';
import { WeatherWidget, type WeatherWidgetProps } from './WeatherWidget';

defineLightElement('sacra-weather', WeatherWidget, css);

declare global {
  interface HTMLElementTagNameMap {
    'sacra-weather': SacraElement<WeatherWidgetProps>;
  }
}
