export { Form, FormActions, FormModal, SubmitButton } from './Form';
export { Field, FieldFrame, requiredLabel, SelectField, TextAreaField, TextField, useFieldChecks, type ControlProps } from './fields';
export { MaskedField } from './MaskedField';
export { CEP_MASK, CPF_MASK, masked, MONEY_MASK, PHONE_MASK, phoneDigits, type DigitsMask } from './masks';
export { placeServerErrors, serverFieldErrors, unplacedText } from './server-errors';
export { useFillOnce, useSchemaForm } from './useSchemaForm';
export { DropZone, FileButton } from './DropZone';
export { useFormSubmit, type FormSubmitOptions } from './useFormSubmit';
