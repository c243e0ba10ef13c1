import { defineElement } from '../../core/elements/define';
import css from './dizimo.css?inline';
import { DizimoWidget } from './DizimoWidget';

defineElement('sacra-dizimo', DizimoWidget, css);
