import { upload, type UploadProgress } from '../../core/api/client';
import { ApiError, failureText } from '../../core/api/errors';
import { PROTOCOL_MSG, ProtocolFilesResponse, type ProtocolFile } from '../../shared/schemas/protocols';

/** An upload the server refused: 'Falha ao anexar arquivos (HTTP n)', then the server's reason after a dash. */
export function refusedUpload(error: ApiError): ApiError {
  return new ApiError(error.status, null, failureText(PROTOCOL_MSG.attachFailed(error.status), error));
}

/** The stored files an upload answered, or 'Falha ao processar resposta do upload' for anything else. */
export function uploadedFiles(answer: unknown): ProtocolFile[] {
  const parsed = ProtocolFilesResponse.safeParse(answer);
  if (!parsed.success) throw new ApiError(200, null, PROTOCOL_MSG.uploadResponseFailed);
  return parsed.data.files;
}

/** Multipart `files[]` with upload progress; each failure carries the text the user reads. */
export async function sendFiles(path: string, files: File[], onProgress?: UploadProgress): Promise<unknown> {
  const form = new FormData();
  for (const file of files) form.append('files[]', file, file.name);
  try {
    return await upload(path, form, onProgress);
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) throw refusedUpload(error);
    throw new ApiError(0, null, PROTOCOL_MSG.uploadNetworkError);
  }
}
