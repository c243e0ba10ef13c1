import { defineElement } from '../../core/elements/define';
import { InventoryWidget, type InventoryWidgetProps } from './InventoryWidget';
import css from './inventory.css?inline';

defineElement<InventoryWidgetProps>('sacra-inventory', InventoryWidget, { props: { view: 'string', itemId: 'string' }, css });
