import { defineElement } from '../../core/elements/define';
import css from './crisma.css?inline';
import { ClassesWidget } from './ClassesWidget';
import { CatechistsWidget } from './CatechistsWidget';

defineElement('sacra-crisma-classes', ClassesWidget, css);
defineElement('sacra-crisma-catechists', CatechistsWidget, css);
