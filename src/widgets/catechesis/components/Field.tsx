// The form kit's labelled frame, for the controls outside a form (filters, the people picker).
export { FieldFrame as Field } from '../../../core/form';
