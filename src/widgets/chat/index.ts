import { defineElement } from '../../core/elements/define';
import { ChatWidget, type ChatWidgetProps } from './ChatWidget';
import css from './chat.css?inline';

defineElement<ChatWidgetProps>('sacra-chat', ChatWidget, { css });
