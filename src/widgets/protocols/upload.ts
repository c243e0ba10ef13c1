import { getConfig } from '../../core/config';
import { bodyText } from '../../core/api/errors';
import { PROTOCOL_MSG } from '../../shared/schemas/protocols';

/** Share of the bytes sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

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
export function failureText(status: number, responseText: string): string {
  let detail: string | null = null;
  try {
    detail = bodyText(JSON.parse(responseText));
  } catch {
    detail = bodyText(responseText);
  }
  const head = PROTOCOL_MSG.attachFailed(status);
  return detail ? `${head} - ${detail}` : head;
}

/** The parsed JSON answer of a successful upload, or the spec's 'could not process' error. */
export function parseSuccess(responseText: string): unknown {
  try {
    return JSON.parse(responseText);
  } catch {
    throw new UploadError(PROTOCOL_MSG.uploadResponseFailed, 200);
  }
}

/**
 * Multipart `files[]` through XMLHttpRequest, the one browser call that reports upload progress.
 * Cookies travel as with every other call; the failures carry the spec's messages.
 */
export function sendFiles(path: string, files: File[], onProgress?: UploadProgress): Promise<unknown> {
  const form = new FormData();
  for (const file of files) form.append('files[]', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${getConfig().apiBase}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new UploadError(failureText(xhr.status, xhr.responseText), xhr.status));
      try {
        resolve(parseSuccess(xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new UploadError(PROTOCOL_MSG.uploadNetworkError, 0));
    xhr.send(form);
  });
}
