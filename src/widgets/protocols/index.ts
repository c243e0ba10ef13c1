import { defineElement } from '../../core/elements/define';
import { ProtocolsWidget, type ProtocolsWidgetProps } from './ProtocolsWidget';
import css from './protocols.css?inline';

defineElement<ProtocolsWidgetProps>('sacra-protocols', ProtocolsWidget, { props: { view: 'string' }, css });
