import { defineElement } from '../../core/elements/define';
import css from './weather.css?inline';
import { WeatherWidget, type WeatherWidgetProps } from './WeatherWidget';

defineElement<WeatherWidgetProps>('sacra-weather', WeatherWidget, { props: { timezone: 'string' }, css });
