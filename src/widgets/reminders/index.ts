import { defineElement } from '../../core/elements/define';
import css from './reminders.css?inline';
import { RemindersWidget } from './RemindersWidget';

defineElement('sacra-reminders', RemindersWidget, css);
