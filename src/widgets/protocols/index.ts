import { defineElement } from '../../core/elements/define';
import css from './protocols.css?inline';
import { ProtocolsWidget } from './ProtocolsWidget';

defineElement('sacra-protocols', ProtocolsWidget, css);
