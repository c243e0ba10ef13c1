import { defineElement } from '../../core/elements/define';
import css from './familia.css?inline';
import { FamiliaWidget } from './FamiliaWidget';

defineElement('sacra-familia', FamiliaWidget, css);
