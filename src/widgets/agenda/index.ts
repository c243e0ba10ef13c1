import { defineElement } from '../../core/elements/define';
import css from './agenda.css?inline';
import { AgendaWidget } from './AgendaWidget';

defineElement('sacra-agenda', AgendaWidget, css);
