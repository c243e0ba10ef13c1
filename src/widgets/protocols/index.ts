import { defineElement, type SacraElement } from '../../core/elements/define';
import css from './protocols.css?inline';
import { ProtocolsWidget, type ProtocolsWidgetProps } from './ProtocolsWidget';

defineElement('sacra-protocols', ProtocolsWidget, css);

declare global {
  interface HTMLElementTagNameMap {
    'sacra-protocols': SacraElement<ProtocolsWidgetProps>;
  }
}
