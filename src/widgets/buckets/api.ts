/** The buckets module's calls, parsed at the boundary with the shared schemas. */
import { request, upload, type UploadProgress } from '../../core/api/client';
import { ApiError } from '../../core/api/errors';
import { getConfig } from '../../core/config';
import { Bucket, BucketFile, BucketFileList, BucketList, CreateBucketResponse, OkResponse, type CreateBucket } from '../../shared/schemas/buckets';

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

/** POST /api/buckets/{rand}/upload, multipart field `file`, with upload progress. */
export async function uploadBucketFile(rand: string, file: File, onProgress: UploadProgress): Promise<BucketFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  const parsed = BucketFile.safeParse(await upload(`${path(rand)}/upload`, body, onProgress));
  if (!parsed.success) throw new ApiError(200, null, 'Resposta inválida do servidor.');
  return parsed.data;
}
