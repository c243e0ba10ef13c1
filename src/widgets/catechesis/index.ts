import { defineElement } from '../../core/elements/define';
import css from './catechesis.css?inline';
import { CatechesisWidget } from './CatechesisWidget';

defineElement('sacra-catechesis', CatechesisWidget, css);
