import { defineElement } from '../../core/elements/define';
import css from './users.css?inline';
import { UsersWidget } from './UsersWidget';

defineElement('sacra-users', UsersWidget, css);
