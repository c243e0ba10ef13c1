import { defineElement } from '../../core/elements/define';
import { RemindersWidget, type RemindersWidgetProps } from './RemindersWidget';
import css from './reminders.css?inline';

defineElement<RemindersWidgetProps>('sacra-reminders', RemindersWidget, { css });
