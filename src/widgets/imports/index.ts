import { defineElement } from '../../core/elements/define';
import css from './imports.css?inline';
import { ImportsWidget } from './ImportsWidget';

defineElement('sacra-imports', ImportsWidget, css);
