import { defineElement, type SacraElement } from '../../core/elements/define';
import css from './inventory.css?inline';
import { InventoryWidget, type InventoryWidgetProps } from './InventoryWidget';

defineElement('sacra-inventory', InventoryWidget, css);

declare global {
  interface HTMLElementTagNameMap {
    'sacra-inventory': SacraElement<InventoryWidgetProps>;
  }
}
