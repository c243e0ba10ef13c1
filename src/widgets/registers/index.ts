import { defineElement } from '../../core/elements/define';
import css from './registers.css?inline';
import lgpdCss from './lgpd/lgpd.css?inline';
import { RegistersWidget } from './RegistersWidget';

defineElement('sacra-registers', RegistersWidget, css + lgpdCss);
