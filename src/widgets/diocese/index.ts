import { defineElement } from '../../core/elements/define';
import css from './diocese.css?inline';
import { DioceseWidget } from './DioceseWidget';

defineElement('sacra-diocese', DioceseWidget, css);
