import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { invalidField } from '../http-error';
import type { Storage } from '../storage/types';
import { endAtLimit } from './limits';

/** An image a route takes as one multipart file (a profile photo, a parish's logo). */
export interface ImageRule {
  /** The multipart field, and the field a refusal names. */
  field: string;
  /** Where it is stored (uploads/<kind>). */
  kind: string;
  maxBytes: number;
  /** The accepted types, decided by the bytes, with the extension each is stored under. */
  types: ReadonlyMap<string, string>;
  text: { missing: string; tooLarge: string; format: string };
}

const refuse = (rule: ImageRule, text: string) => invalidField(rule.field, text, text);

/**
 * Receives the rule's file from a multipart request, checks its size and content (a renamed file is
 * what it contains), and stores it under a random name, which it answers. Refusals are 422 on the
 * rule's field and leave nothing behind.
 */
export async function receiveImage(request: FastifyRequest, storage: Storage, rule: ImageRule): Promise<string> {
  if (!request.isMultipart()) throw refuse(rule, rule.text.missing);
  const part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
  if (!part || part.fieldname !== rule.field) {
    part?.file.resume();
    throw refuse(rule, rule.text.missing);
  }
  endAtLimit(part.file);
  const upload = await storage.receive(part.file);
  try {
    if (part.file.truncated || upload.size > rule.maxBytes) throw refuse(rule, rule.text.tooLarge);
    if (upload.size === 0) throw refuse(rule, rule.text.missing);
    const detected = await fileTypeFromBuffer(await upload.head());
    const ext = detected && rule.types.get(detected.mime);
    if (!ext) throw refuse(rule, rule.text.format);
    return await upload.commit(rule.kind, ext);
  } finally {
    await upload.discard();
  }
}

/**
 * Records the stored file `name` with `save` (which answers the file it replaces): the new file goes
 * again if the record fails; the replaced one goes once the record is saved (a leftover is only disk space).
 */
export async function replaceImage(request: FastifyRequest, storage: Storage, kind: string, name: string, save: () => Promise<string | null>): Promise<void> {
  let previous: string | null;
  try {
    previous = await save();
  } catch (error) {
    await storage.remove(kind, name);
    throw error;
  }
  if (previous && previous !== name) await storage.remove(kind, previous).catch((err) => request.log.warn({ err }, `old ${kind} file not removed`));
}
