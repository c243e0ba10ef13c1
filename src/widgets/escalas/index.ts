import { defineElement } from '../../core/elements/define';
import css from './escalas.css?inline';
import { EscalasWidget } from './EscalasWidget';

defineElement('sacra-escalas', EscalasWidget, css);
