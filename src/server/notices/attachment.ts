import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, NOTICES_MSG, type AttachmentMime } from '../../shared/schemas/notices';
import type { PendingUpload, Storage } from '../storage/types';
import { uploadDisplayName } from '../uploads/display-name';
import { endAtLimit } from '../uploads/limits';

/** Attachments live under uploads/feed (served by /uploads/feed/<file>, see uploads/access.ts). */
export const FEED_KIND = 'feed';

/** An SVG's root element may sit behind an XML declaration, comments and a doctype: look this far. */
const SVG_SNIFF_BYTES = 64 * 1024;
// A file over the limit is cut and flagged (`truncated`), not thrown: the route answers with the spec's size text.
const PART_OPTIONS: FastifyMultipartBaseOptions = { limits: { fileSize: ATTACHMENT_MAX_BYTES }, throwFileSizeLimit: false };

export interface ReceivedFile {
  upload: PendingUpload;
  /** The name the browser sent, for display only. */
  filename: string;
  /** Cut at the size limit by the multipart parser. */
  truncated: boolean;
}

export interface NoticeForm {
  fields: Record<string, unknown>;
  /** The `anexo` part, held in a temporary file until the caller commits or discards it. */
  file: ReceivedFile | null;
}

export interface CheckedAttachment {
  mime: AttachmentMime;
  ext: string;
  /** Display name (uploads/display-name.ts), or `anexo.<ext>`. */
  name: string;
}

/**
 * Reads a notice's multipart body: text fields (first value of each wins) and the `anexo` file
 * streamed to a temporary file. Other files are drained unread. A non-multipart body (JSON or form)
 * gives its fields and no file. On failure nothing is left on disk.
 */
export async function readNoticeForm(request: FastifyRequest, storage: Storage): Promise<NoticeForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {}, file: null };
  }
  const fields: Record<string, unknown> = {};
  let file: ReceivedFile | null = null;
  try {
    for await (const part of request.parts(PART_OPTIONS)) {
      if (part.type === 'field') {
        if (!Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'anexo' || file) {
        part.file.resume();
        continue;
      }
      endAtLimit(part.file);
      const upload = await storage.receive(part.file);
      // An empty file input still sends a part: no name and no bytes means no attachment.
      if (upload.size === 0 && !part.filename) await upload.discard();
      else file = { upload, filename: part.filename, truncated: part.file.truncated };
      // Refused anyway: the rest of the body is not read.
      if (file?.truncated) break;
    }
  } catch (error) {
    await file?.upload.discard();
    throw error;
  }
  return { fields, file };
}

/** Whether text bytes are an SVG document (file-type cannot tell: it only sees XML, or nothing). */
function looksLikeSvg(head: Buffer): boolean {
  if (head.includes(0)) return false;
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  const prolog = /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i;
  const rest = text.slice(prolog.exec(text)?.[0].length ?? 0);
  return /^<svg[\s>/]/i.test(rest);
}

/** The attachment's type by its bytes, or the spec's refusal text (size first, then type). */
export async function checkAttachment(file: ReceivedFile): Promise<CheckedAttachment | { error: string }> {
  if (file.truncated || file.upload.size > ATTACHMENT_MAX_BYTES) return { error: NOTICES_MSG.attachmentSize };
  const head = await file.upload.head(SVG_SNIFF_BYTES);
  const detected = await fileTypeFromBuffer(head);
  let mime: AttachmentMime | null = null;
  if (detected && Object.hasOwn(ATTACHMENT_TYPES, detected.mime)) mime = detected.mime as AttachmentMime;
  else if ((!detected || detected.mime === 'application/xml') && looksLikeSvg(head)) mime = 'image/svg+xml';
  if (!mime) return { error: NOTICES_MSG.attachmentType };
  const ext = ATTACHMENT_TYPES[mime];
  return { mime, ext, name: uploadDisplayName(file.filename, ext, 'anexo') };
}
