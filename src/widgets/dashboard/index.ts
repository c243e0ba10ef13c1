import { defineElement } from '../../core/elements/define';
import css from './dashboard.css?inline';
import { DashboardWidget } from './DashboardWidget';

defineElement('sacra-dashboard', DashboardWidget, css);
