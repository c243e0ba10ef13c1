import { defineElement, type SacraElement } from '../../core/elements/define';
import css from './reminders.css?inline';
import { RemindersWidget, type RemindersWidgetProps } from './RemindersWidget';

defineElement('sacra-reminders', RemindersWidget, css);

declare global {
  interface HTMLElementTagNameMap {
    'sacra-reminders': SacraElement<RemindersWidgetProps>;
  }
}
