import { defineElement, type SacraElement } from '../../core/elements/define';
import css from './dashboard.css?inline';
import { DashboardWidget, type DashboardWidgetProps } from './DashboardWidget';

defineElement('sacra-dashboard', DashboardWidget, css);

declare global {
  interface HTMLElementTagNameMap {
    'sacra-dashboard': SacraElement<DashboardWidgetProps>;
  }
}
