import { formatCpf } from '../../shared/cpf';
import { CreateRegister, REGISTER_FIELDS, REGISTER_MSG, type Register, type RegisterField } from '../../shared/schemas/registers';
import { fieldErrorsOf } from './field-errors';
import { listPath } from './list-params';

/** The form's fields as the inputs hold them (text; phones and CEP as digits). */
export type FormValues = Record<RegisterField, string>;

export function emptyValues(): FormValues {
  const values = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, ''])) as FormValues;
  values.status = '0';
  return values;
}

/** A stored register as form values: numbers as text, nothing as ''. */
export function valuesOf(r: Register): FormValues {
  const values = emptyValues();
  for (const field of REGISTER_FIELDS) {
    const value = r[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  values.cpf = formatCpf(values.cpf);
  return values;
}

/** The same check the server makes (the shared schema): the first message of each field at fault. */
export function validate(values: FormValues): Partial<Record<RegisterField, string>> {
  const result = CreateRegister.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}

/** The multipart body of a create, or of an update (_method=PUT), with the photo when there is one. */
export function registerFormData(
  values: FormValues,
  o: { photo?: File | null; removePhoto?: boolean; update?: boolean; extra?: Record<string, string> } = {},
): FormData {
  const body = new FormData();
  if (o.update) body.append('_method', 'PUT');
  for (const field of REGISTER_FIELDS) body.append(field, values[field]);
  // Fields outside the register schema, e.g. the LGPD legal basis (lgpd/useLegalBasisField.ts).
  for (const [field, value] of Object.entries(o.extra ?? {})) body.append(field, value);
  if (o.removePhoto) body.append('remove_photo', '1');
  if (o.photo) body.append('photo', o.photo, o.photo.name);
  return body;
}

/** 'Registro criado com sucesso! 2 anexos enviados.': the save and what was sent with it. */
export function savedMessage(kind: 'created' | 'updated', attachments: number): string {
  const sent = attachments ? REGISTER_MSG.attachmentsSent(attachments) : 'Nenhum anexo enviado.';
  return `${kind === 'created' ? REGISTER_MSG.created : REGISTER_MSG.updated} ${sent}`;
}

/** Where a save lands: the list with its banners. */
export function afterSavePath(kind: 'created' | 'updated', attachments: number, attachmentError: string | null): string {
  return listPath({ success: savedMessage(kind, attachments), error: attachmentError });
}
