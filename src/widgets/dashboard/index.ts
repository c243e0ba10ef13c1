import { defineElement } from '../../core/elements/define';
import { DashboardWidget, type DashboardWidgetProps } from './DashboardWidget';
import css from './dashboard.css?inline';

defineElement<DashboardWidgetProps>('sacra-dashboard', DashboardWidget, { props: { months: 'number' }, css });
