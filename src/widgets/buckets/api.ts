/** The buckets module's calls (spec section 7, Buckets), parsed at the boundary with the shared schemas. */
import { request } from '../../core/api/client';
import { ApiError } from '../../core/api/errors';
import { getConfig } from '../../core/config';
import { sessionStore } from '../../core/session/store';
import {
  Bucket,
  BucketFile,
  BucketFileList,
  BucketList,
  CreateBucketResponse,
  OkResponse,
  type CreateBucket,
} from '../../shared/schemas/buckets';

const path = (rand: string) => `/api/buckets/${encodeURIComponent(rand)}`;

export async function fetchBuckets(): Promise<Bucket[]> {
  return BucketList.parse(await request('/api/buckets'));
}

/** POST /api/buckets/create JSON {name, regiao}; the new bucket's code. */
export async function createBucket(input: CreateBucket): Promise<string> {
  return CreateBucketResponse.parse(await request('/api/buckets/create', { method: 'POST', body: input })).rand;
}

export async function fetchBucket(rand: string): Promise<Bucket> {
  return Bucket.parse(await request(path(rand)));
}

export async function fetchBucketFiles(rand: string): Promise<BucketFile[]> {
  return BucketFileList.parse(await request(`${path(rand)}/files`));
}

export async function deleteBucketFile(rand: string, fileId: number): Promise<void> {
  OkResponse.parse(await request(`${path(rand)}/files/${fileId}`, { method: 'DELETE' }));
}

export async function deleteBucket(rand: string): Promise<void> {
  OkResponse.parse(await request(path(rand), { method: 'DELETE' }));
}

/** Where a file opens (the portal's origin in front when embedded). */
export function fileUrl(file: BucketFile): string {
  return `${getConfig().apiBase}${file.file_path}`;
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * POST /api/buckets/{rand}/upload, multipart field `file`. XMLHttpRequest rather than fetch:
 * only it reports upload progress. Failures are ApiErrors like every other call's.
 */
export function uploadBucketFile(rand: string, file: File, onProgress: (fraction: number) => void): Promise<BucketFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${getConfig().apiBase}${path(rand)}/upload`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = BucketFile.safeParse(body);
        return parsed.success ? resolve(parsed.data) : reject(new ApiError(xhr.status, null, 'Resposta inválida do servidor.'));
      }
      // An expired session: the store notices and the host goes to /login, as with every other call.
      if (xhr.status === 401) void sessionStore.getState().refresh();
      reject(new ApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, null, 'Não foi possível conectar ao servidor.'));
    xhr.onabort = () => reject(new ApiError(0, null, 'Envio cancelado.'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
