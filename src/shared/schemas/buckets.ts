import { z } from './zod';

export const REGIONS = { 1: 'BR-EAST São Paulo', 2: 'BR-WEST Rio de Janeiro' } as const;
export const BUCKET_MAX_BYTES = 1024 ** 3;

export const Bucket = z.object({
  id: z.number().int(),
  rand: z.string(),
  name: z.string(),
  regiao: z.union([z.literal(1), z.literal(2)]),
  tamanho: z.number(),
  tamanho_max: z.number(),
  used_percent: z.number(),
  created_at: z.string(),
});
export type Bucket = z.infer<typeof Bucket>;

export const BucketFile = z.object({
  id: z.number().int(),
  file_name: z.string(),
  file_path: z.string(),
  file_size: z.number(),
  upload_date: z.string(),
});
export type BucketFile = z.infer<typeof BucketFile>;
