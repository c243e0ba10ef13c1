import { defineElement } from '../../core/elements/define';
import css from './notifications.css?inline';
import { NotificationsWidget } from './NotificationsWidget';

defineElement('sacra-notifications', NotificationsWidget, css);
