import { defineElement } from '../../core/elements/define';
import css from './caixa.css?inline';
import { CaixaWidget } from './CaixaWidget';

defineElement('sacra-caixa', CaixaWidget, css);
