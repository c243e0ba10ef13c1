import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_MAX_BYTES, REGISTER_MSG } from '../../shared/schemas/registers';
import { invalidField } from '../http-error';
import { extensionOf } from '../storage/names';
import type { PendingUpload, Storage } from '../storage/types';
import { uploadDisplayName } from '../uploads/display-name';
import { endAtLimit } from '../uploads/limits';

/** A file part received into temporary storage, not yet checked. */
export interface ReceivedFile {
  field: string;
  /** The name the browser gave, made safe to show (uploads/display-name.ts), with the extension it was sent with. */
  name: string;
  upload: PendingUpload;
  /** Cut off at the size limit. */
  truncated: boolean;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Drops every temporary file that was not committed; always call it (finally). */
  discard(): Promise<void>;
}

/**
 * Reads a form: multipart (fields and the files of `fileFields`, each streamed to temporary
 * storage and cut at 10 MB, which ends the reading), or a JSON / form-encoded body (fields only). Other file parts are
 * drained and ignored. Whatever happens, no temporary file outlives the request.
 */
export async function receiveForm(request: FastifyRequest, storage: Storage, accept: { fileFields: string[]; maxFiles: number }): Promise<ReceivedForm> {
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const discard = async () => {
    await Promise.all(files.map((f) => f.upload.discard()));
  };
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object') {
      for (const [key, value] of Object.entries(body)) {
        if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = String(value);
      }
    }
    return { fields, files, discard };
  }
  try {
    // Oversized files are cut and flagged (truncated) rather than thrown, so each gets its own message.
    // The plugin reads throwFileSizeLimit here though its typings leave it out of parts()' options.
    const options = { limits: { fileSize: FILE_MAX_BYTES, files: accept.maxFiles }, throwFileSizeLimit: false };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (!accept.fileFields.includes(part.fieldname) || !part.filename) {
        // An empty file input sends a part with no name and no bytes.
        part.file.resume();
      } else {
        endAtLimit(part.file);
        const upload = await storage.receive(part.file);
        files.push({ field: part.fieldname, name: uploadDisplayName(part.filename, null), upload, truncated: part.file.truncated });
        // Refused anyway: the rest of the body is not read.
        if (part.file.truncated) break;
      }
    }
  } catch (error) {
    await discard();
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      const text = `Envie no máximo ${accept.maxFiles} arquivo(s) por vez.`;
      throw invalidField(accept.fileFields[0], text, text);
    }
    throw error;
  }
  return { fields, files, discard };
}

// Types are decided by the bytes (file-type), never by the name or the declared type.
const IMAGES = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);
const DOCUMENTS = new Map([
  ['application/pdf', 'pdf'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
]);
/** DOC and XLS are both OLE compound files: the content says 'cfb', the name tells which. */
const COMPOUND = new Map([
  ['doc', 'application/msword'],
  ['xls', 'application/vnd.ms-excel'],
]);
const DOCUMENT_EXTENSIONS = new Set(['pdf', 'doc', 'docx', 'xls', 'xlsx']);
/** DOCX and XLSX name their parts inside the ZIP; the listing sits near the start. */
const DETECTION_BYTES = 1024 * 1024;

const refuse = (field: string, text: string) => invalidField(field, text, text);

/** The photo's extension, or a 422 'A foto deve ser uma imagem.' (or too large). */
export async function photoExtension(file: ReceivedFile): Promise<string> {
  if (file.truncated || file.upload.size > FILE_MAX_BYTES) throw refuse('photo', REGISTER_MSG.photoTooLarge);
  const detected = await fileTypeFromBuffer(await file.upload.head());
  const ext = detected && IMAGES.get(detected.mime);
  if (!ext) throw refuse('photo', REGISTER_MSG.photoNotImage);
  return ext;
}

export interface CheckedAttachment {
  file: ReceivedFile;
  ext: string;
  mime: string;
}

/**
 * An attachment's stored extension and type: an image, PDF, DOC, DOCX, XLS or XLSX by content.
 * A name claiming a document type must match the content (a text renamed .pdf is refused).
 */
export async function checkAttachment(file: ReceivedFile): Promise<CheckedAttachment> {
  if (file.truncated || file.upload.size > FILE_MAX_BYTES) throw refuse('files', REGISTER_MSG.fileTooLarge(file.name));
  const detected = await fileTypeFromBuffer(await file.upload.head(DETECTION_BYTES));
  const claimed = extensionOf(file.name);
  const claimedKind = claimed === 'jpeg' ? 'jpg' : claimed;
  let found: { ext: string; mime: string } | null = null;
  if (detected && IMAGES.has(detected.mime)) found = { ext: IMAGES.get(detected.mime)!, mime: detected.mime };
  else if (detected && DOCUMENTS.has(detected.mime)) found = { ext: DOCUMENTS.get(detected.mime)!, mime: detected.mime };
  else if (detected?.mime === 'application/x-cfb' && COMPOUND.has(claimedKind)) found = { ext: claimedKind, mime: COMPOUND.get(claimedKind)! };
  if (DOCUMENT_EXTENSIONS.has(claimedKind) && found?.ext !== claimedKind) throw refuse('files', REGISTER_MSG.fileMismatch(file.name, claimedKind));
  if (!found) throw refuse('files', REGISTER_MSG.fileType(file.name));
  return { file, ...found };
}
