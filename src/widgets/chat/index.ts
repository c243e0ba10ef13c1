import { defineElement, type SacraElement } from '../../core/elements/define';
import css from './chat.css?inline';
import { ChatWidget, type ChatWidgetProps } from './ChatWidget';

defineElement('sacra-chat', ChatWidget, css);

declare global {
  interface HTMLElementTagNameMap {
    'sacra-chat': SacraElement<ChatWidgetProps>;
  }
}
