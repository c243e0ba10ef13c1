import { defineElement, type SacraElement } from '../../core/elements/define';
import css from './crisma.css?inline';
import { ClassesWidget, type ClassesWidgetProps } from './ClassesWidget';
import { CatechistsWidget, type CatechistsWidgetProps } from './CatechistsWidget';

defineElement('sacra-crisma-classes', ClassesWidget, css);
defineElement('sacra-crisma-catechists', CatechistsWidget, css);

declare global {
  interface HTMLElementTagNameMap {
    'sacra-crisma-classes': SacraElement<ClassesWidgetProps>;
    'sacra-crisma-catechists': SacraElement<CatechistsWidgetProps>;
  }
}
