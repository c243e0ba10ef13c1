import { defineElement } from '../../core/elements/define';
import { SettingsWidget, type SettingsWidgetProps } from './SettingsWidget';
import { TimezonePromptWidget } from './TimezonePromptWidget';
import css from './settings.css?inline';

defineElement<SettingsWidgetProps>('sacra-settings', SettingsWidget, { props: { view: 'string' }, css });
defineElement('sacra-timezone-prompt', TimezonePromptWidget, { css });
