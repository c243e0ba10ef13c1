import { REGISTER_FIELDS, REGISTER_MSG, type Register, type RegisterField } from '../../shared/schemas/registers';
import { listPath } from './list-params';

/** The register's fields as the inputs hold them (text; phones, CPF and CEP as digits). */
export type FormValues = Record<RegisterField, string>;
/** The form's values: the register's, and the LGPD legal basis (roles 1 and 111 only; lgpd/). */
export type RegisterFormValues = FormValues & { legal_basis: string };

export function emptyValues(): RegisterFormValues {
  const values = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, ''])) as RegisterFormValues;
  values.status = '0';
  values.legal_basis = '';
  return values;
}

/** A stored register as form values: numbers as text, nothing as ''. */
export function valuesOf(r: Register): RegisterFormValues {
  const values = emptyValues();
  for (const field of REGISTER_FIELDS) {
    const value = r[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  values.legal_basis = r.legal_basis ?? '';
  return values;
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
