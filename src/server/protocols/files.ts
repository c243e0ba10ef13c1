import { isUtf8 } from 'node:buffer';
import type { Multipart } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { PROTOCOL_FILE_MAX_BYTES, PROTOCOL_FILES_PER_UPLOAD, PROTOCOL_MSG } from '../../shared/schemas/protocols';
import { invalidField } from '../http-error';
import { extensionOf } from '../storage/names';
import type { PendingUpload, Storage } from '../storage/types';
import { uploadDisplayName } from '../uploads/display-name';
import { endAtLimit } from '../uploads/limits';

/** Multipart limits for POST /api/protocols/{id}/files; over-size files are truncated and refused here. */
export const PROTOCOL_UPLOAD_LIMITS = {
  limits: { fileSize: PROTOCOL_FILE_MAX_BYTES, files: PROTOCOL_FILES_PER_UPLOAD },
  throwFileSizeLimit: false,
};

// Decided by the bytes: a renamed file is what it contains. Word and Excel 97-2003 share one container
// format (CFB), so for those the name says which of the two it is.
const BY_MIME = new Map<string, string>([
  ['application/pdf', 'pdf'],
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/gif', 'gif'],
  ['image/webp', 'webp'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
]);
const CFB_EXTENSIONS = new Map([
  ['doc', 'application/msword'],
  ['xls', 'application/vnd.ms-excel'],
]);
const TEXT_EXTENSIONS = new Map([
  ['txt', 'text/plain'],
  ['csv', 'text/csv'],
]);
const HEAD_BYTES = 64 * 1024;

export interface CheckedFile {
  upload: PendingUpload;
  originalName: string;
  ext: string;
  mimeType: string;
}

const refuse = (text: string) => invalidField('files', text, text);

/** What the file is, by content; throws the refusal the user sees. */
async function identify(upload: PendingUpload, name: string): Promise<{ ext: string; mimeType: string }> {
  if (upload.size === 0) throw refuse(PROTOCOL_MSG.fileEmpty(name));
  const named = extensionOf(name);
  let type = await fileTypeFromBuffer(await upload.head(HEAD_BYTES));
  // An Office file may list its parts after the first 64 KiB: read it whole (at most 10 MB) before calling it a plain zip.
  if (type?.ext === 'zip' && upload.size > HEAD_BYTES) type = await fileTypeFromBuffer(await upload.head(upload.size));
  if (type) {
    if (type.mime.startsWith('video/') || type.mime === 'application/vnd.ms-asf') throw refuse(PROTOCOL_MSG.fileVideo(name));
    const ext = BY_MIME.get(type.mime);
    if (ext) return { ext, mimeType: type.mime };
    const cfb = type.ext === 'cfb' ? CFB_EXTENSIONS.get(named) : undefined;
    if (cfb) return { ext: named, mimeType: cfb };
    throw refuse(PROTOCOL_MSG.fileType(name));
  }
  // No binary signature: accepted only as TXT or CSV, and only if it really is UTF-8 text.
  const textType = TEXT_EXTENSIONS.get(named);
  if (!textType) throw refuse(PROTOCOL_MSG.fileType(name));
  const bytes = await upload.head(upload.size);
  if (bytes.includes(0) || !isUtf8(bytes)) throw refuse(PROTOCOL_MSG.fileType(name));
  return { ext: named, mimeType: textType };
}

/**
 * Receives every `files[]` part to temporary storage and checks each by content. All or nothing:
 * on the first refusal the rest of the body is still read (so the browser gets the answer, not a
 * broken connection) and every received file is dropped; a file over the size limit though stops the
 * reading at once, so a huge body is never received. The caller commits or discards the result.
 */
export async function receiveFiles(storage: Storage, parts: AsyncIterableIterator<Multipart>): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  const received: PendingUpload[] = [];
  let refusal: unknown = null;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (refusal || (part.fieldname !== 'files[]' && part.fieldname !== 'files')) {
        part.file.resume();
        continue;
      }
      const name = uploadDisplayName(part.filename, null);
      endAtLimit(part.file);
      const upload = await storage.receive(part.file);
      received.push(upload);
      if (part.file.truncated) {
        // Too large: refused without reading the rest of the body.
        refusal = refuse(PROTOCOL_MSG.fileTooLarge(name));
        break;
      }
      try {
        const { ext, mimeType } = await identify(upload, name);
        checked.push({ upload, originalName: uploadDisplayName(name, ext), ext, mimeType });
      } catch (error) {
        refusal = error;
      }
    }
  } catch (error) {
    refusal = (error as { code?: string }).code === 'FST_FILES_LIMIT' ? refuse(PROTOCOL_MSG.tooManyFiles) : error;
  }
  if (!refusal && checked.length === 0) refusal = refuse(PROTOCOL_MSG.filesMissing);
  if (refusal) {
    await Promise.all(received.map((u) => u.discard()));
    throw refusal;
  }
  return checked;
}
