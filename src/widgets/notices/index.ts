import { defineElement } from '../../core/elements/define';
import css from './notices.css?inline';
import { NoticesWidget, type NoticesWidgetProps } from './NoticesWidget';

defineElement<NoticesWidgetProps>('sacra-notices', NoticesWidget, { props: { view: 'string', noticeId: 'number', paroquia: 'number', heading: 'string' }, css });
