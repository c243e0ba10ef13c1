import { defineElement, type ElementProps, type SacraElement } from '../../core/elements/define';
import css from './settings.css?inline';
import { SettingsWidget, type SettingsWidgetProps } from './SettingsWidget';
import { TimezonePromptWidget } from './TimezonePromptWidget';

defineElement('sacra-settings', SettingsWidget, css);
defineElement('sacra-timezone-prompt', TimezonePromptWidget, css);

declare global {
  interface HTMLElementTagNameMap {
    'sacra-settings': SacraElement<SettingsWidgetProps>;
    'sacra-timezone-prompt': SacraElement<ElementProps>;
  }
}
