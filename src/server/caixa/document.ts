import { fileTypeFromBuffer } from 'file-type';
import { CAIXA_MSG } from '../../shared/schemas/caixa';
import { FILE_MAX_BYTES } from '../../shared/schemas/registers';
import { invalidField } from '../http-error';
import type { ReceivedFile } from '../registers/files';

// By the bytes (file-type), never by the name or the declared type: a fiscal document is a PDF or a photo.
const ACCEPTED = new Map([
  ['application/pdf', 'pdf'],
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
]);

/** The stored extension of an entry's document, or a 422 on `documento`. */
export async function documentExtension(file: ReceivedFile): Promise<string> {
  if (file.truncated || file.upload.size > FILE_MAX_BYTES) throw invalidField('documento', CAIXA_MSG.documentoTooLarge);
  const detected = await fileTypeFromBuffer(await file.upload.head());
  const ext = detected && ACCEPTED.get(detected.mime);
  if (!ext) throw invalidField('documento', CAIXA_MSG.documentoNotPdfOrImage);
  return ext;
}
