import { defineElement } from '../../core/elements/define';
import css from './settings.css?inline';
import { SettingsWidget } from './SettingsWidget';
import { TimezonePromptWidget } from './TimezonePromptWidget';

defineElement('sacra-settings', SettingsWidget, css);
defineElement('sacra-timezone-prompt', TimezonePromptWidget, css);
