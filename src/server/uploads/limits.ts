import type { Readable } from 'node:stream';

/**
 * A file part cut at its size limit ends there, not when the rest of the part (2 GB, say) has been
 * received and dropped by the parser: the route stops reading parts and refuses the file at once,
 * and the refusal closes the connection with the rest of the body unread (plugins/errors.ts).
 */
export function endAtLimit(file: Readable): void {
  file.once('limit', () => file.push(null));
}
