import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { MSG } from '../../shared/messages';
import { invalidField } from '../http-error';
import type { Storage } from '../storage/types';
import { endAtLimit } from '../uploads/limits';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_KIND = 'avatars';

// Decided by the bytes, not by the name or the declared type: a renamed file is what it contains.
const ACCEPTED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
]);

export const refuseAvatar = (text: string) => invalidField('avatar', text, text);

/**
 * Receives the `avatar` part, checks size and content, and stores it under a random name.
 * Refusals are 422 with the spec's texts, and leave nothing behind on disk.
 */
export async function storeAvatar(storage: Storage, part: MultipartFile | undefined): Promise<string> {
  if (!part || part.fieldname !== 'avatar') {
    part?.file.resume();
    throw refuseAvatar(MSG.photoMissing);
  }
  endAtLimit(part.file);
  const upload = await storage.receive(part.file);
  try {
    if (part.file.truncated || upload.size > AVATAR_MAX_BYTES) throw refuseAvatar(MSG.photoTooLarge);
    if (upload.size === 0) throw refuseAvatar(MSG.photoMissing);
    const detected = await fileTypeFromBuffer(await upload.head());
    const ext = detected && ACCEPTED.get(detected.mime);
    if (!ext) throw refuseAvatar(MSG.photoFormat);
    return await upload.commit(AVATAR_KIND, ext);
  } finally {
    await upload.discard();
  }
}
