import type { FastifyRequest } from 'fastify';
import { MSG } from '../../shared/messages';
import { HttpError } from '../http-error';

/**
 * The request's fields as a plain object, whatever the browser sent: multipart form data
 * (the spec's FormData), form-encoded or JSON. Multipart must hold text fields only; a value
 * cut at the parser's field-size limit is refused rather than saved half.
 */
export async function formFields(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) return request.body;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      throw new HttpError(422, MSG.invalidData, { [part.fieldname]: [MSG.unsupportedMediaType] });
    }
    if (part.valueTruncated) throw new HttpError(413, MSG.payloadTooLarge);
    fields[part.fieldname] = String(part.value);
  }
  return fields;
}
