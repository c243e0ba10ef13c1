import { defineElement } from '../../core/elements/define';
import { CatechistsWidget, type CatechistsWidgetProps } from './CatechistsWidget';
import { ClassesWidget, type ClassesWidgetProps } from './ClassesWidget';
import css from './crisma.css?inline';

defineElement<ClassesWidgetProps>('sacra-crisma-classes', ClassesWidget, { props: { view: 'string', classId: 'string' }, css });
defineElement<CatechistsWidgetProps>('sacra-crisma-catechists', CatechistsWidget, { props: { view: 'string', catechistId: 'string' }, css });
