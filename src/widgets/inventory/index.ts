import { defineElement } from '../../core/elements/define';
import css from './inventory.css?inline';
import { InventoryWidget } from './InventoryWidget';

defineElement('sacra-inventory', InventoryWidget, css);
