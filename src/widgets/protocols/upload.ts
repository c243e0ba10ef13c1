import { upload, type UploadProgress } from '../../core/api/client';
import { ApiError, bodyText } from '../../core/api/errors';
import { PROTOCOL_MSG, ProtocolFilesResponse, type ProtocolFile } from '../../shared/schemas/protocols';

/** A failed attachment upload, with the spec's text (section 8, Protocols). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The text of a finished upload that failed: the spec's 'HTTP n' line, then the server's reason after a dash. */
export function failureText(status: number, body: unknown): string {
  const detail = bodyText(body);
  const head = PROTOCOL_MSG.attachFailed(status);
  return detail ? `${head} - ${detail}` : head;
}

/** The stored files an upload answered, or the spec's 'could not process' error for anything else. */
export function uploadedFiles(answer: unknown): ProtocolFile[] {
  const parsed = ProtocolFilesResponse.safeParse(answer);
  if (!parsed.success) throw new UploadError(PROTOCOL_MSG.uploadResponseFailed, 200);
  return parsed.data.files;
}

/** Multipart `files[]` with upload progress; the failures carry the spec's messages (section 8, Protocols). */
export async function sendFiles(path: string, files: File[], onProgress?: UploadProgress): Promise<unknown> {
  const form = new FormData();
  for (const file of files) form.append('files[]', file, file.name);
  try {
    return await upload(path, form, onProgress);
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) throw new UploadError(failureText(error.status, error.body), error.status);
    throw new UploadError(PROTOCOL_MSG.uploadNetworkError, 0);
  }
}
