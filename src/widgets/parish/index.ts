import { defineElement } from '../../core/elements/define';
import css from './parish.css?inline';
import { ParishWidget } from './ParishWidget';

defineElement('sacra-parish', ParishWidget, css);
