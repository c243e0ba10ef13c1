import { upload, type UploadProgress } from '../../core/api/client';
import { ApiError, failureText } from '../../core/api/errors';
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

/** An upload the server refused: 'Falha ao anexar arquivos (HTTP n)', then the server's reason after a dash. */
export function refusedUpload(error: ApiError): UploadError {
  return new UploadError(failureText(PROTOCOL_MSG.attachFailed(error.status), error), error.status);
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
    if (error instanceof ApiError && error.status > 0) throw refusedUpload(error);
    throw new UploadError(PROTOCOL_MSG.uploadNetworkError, 0);
  }
}
