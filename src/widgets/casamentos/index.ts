import { defineElement } from '../../core/elements/define';
import css from './casamentos.css?inline';
import { CasamentosWidget } from './CasamentosWidget';

defineElement('sacra-casamentos', CasamentosWidget, css);
