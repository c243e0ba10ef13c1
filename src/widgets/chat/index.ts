import { defineElement } from '../../core/elements/define';
import css from './chat.css?inline';
import { ChatWidget } from './ChatWidget';

defineElement('sacra-chat', ChatWidget, css);
