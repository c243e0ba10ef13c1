import { defineElement, type ElementProps, type SacraElement } from '../../core/elements/define';
import css from './notifications.css?inline';
import { NotificationsWidget } from './NotificationsWidget';

defineElement('sacra-notifications', NotificationsWidget, css);

declare global {
  interface HTMLElementTagNameMap {
    'sacra-notifications': SacraElement<ElementProps>;
  }
}
