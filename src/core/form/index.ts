export { Form, FormActions, FormModal, ModalForm, SubmitButton } from './Form';
export { FieldFrame, requiredLabel } from './FieldFrame';
export { SelectField, TextAreaField, TextField } from './fields';
export { MaskedField } from './MaskedField';
export { CPF_CNPJ_MASK, CPF_MASK, MONEY_MASK, PHONE_MASK } from './masks';
export { serverFieldErrors, unplacedText } from './server-errors';
export { useFillOnce, useSchemaForm } from './useSchemaForm';
export { DropZone, FileButton } from './DropZone';
export { useFormSubmit } from './useFormSubmit';
