// Light: no query cache, session or API client, so a parish website can embed the clock alone.
import { defineLightElement } from '../../core/elements/define-light';
import css from './weather.css?inline';
import { WeatherWidget } from './WeatherWidget';

defineLightElement('sacra-weather', WeatherWidget, css);
