import { defineElement } from '../../core/elements/define';
import css from './catechesis.css?inline';
import { CatechistsWidget, EucaristiaCatechistsWidget } from './CatechistsWidget';
import { ClassesWidget, EucaristiaClassesWidget } from './ClassesWidget';

defineElement('sacra-crisma-classes', ClassesWidget, css);
defineElement('sacra-crisma-catechists', CatechistsWidget, css);
defineElement('sacra-eucaristia-classes', EucaristiaClassesWidget, css);
defineElement('sacra-eucaristia-catechists', EucaristiaCatechistsWidget, css);
