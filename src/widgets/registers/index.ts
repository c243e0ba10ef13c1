import { defineElement, type SacraElement } from '../../core/elements/define';
import css from './registers.css?inline';
import lgpdCss from './lgpd/lgpd.css?inline';
import { RegistersWidget, type RegistersWidgetProps } from './RegistersWidget';

defineElement('sacra-registers', RegistersWidget, css + lgpdCss);

declare global {
  interface HTMLElementTagNameMap {
    'sacra-registers': SacraElement<RegistersWidgetProps>;
  }
}
