import { defineElement } from '../../core/elements/define';
import css from './sacramentos.css?inline';
import { SacramentosWidget } from './SacramentosWidget';

defineElement('sacra-sacramentos', SacramentosWidget, css);
