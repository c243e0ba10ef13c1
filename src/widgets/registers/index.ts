import { defineElement } from '../../core/elements/define';
import { RegistersWidget, type RegistersWidgetProps } from './RegistersWidget';
import css from './registers.css?inline';
import lgpdCss from './lgpd/lgpd.css?inline';

defineElement<RegistersWidgetProps>('sacra-registers', RegistersWidget, { props: { view: 'string', recordId: 'string' }, css: css + lgpdCss });
