import { z } from './zod';

export const REGIONS = { 1: 'BR-EAST São Paulo', 2: 'BR-WEST Rio de Janeiro' } as const;
export const BUCKET_MAX_BYTES = 1024 ** 3;
/** The usage bar turns red from here, so the user sees the quota coming. */
export const BUCKET_WARN_PERCENT = 95;
export const BUCKET_NAME_MAX = 120;

/** Texts of the buckets module shown by both sides (the spec's own strings are copied exactly). */
export const BUCKET_MSG = {
  listFailed: 'Falha ao buscar buckets',
  createFailed: 'Falha ao criar bucket',
  loadFailed: 'Falha ao carregar bucket',
  filesFailed: 'Falha ao carregar arquivos',
  uploadFailed: 'Falha no upload',
  deleteFileFailed: 'Falha ao excluir arquivo',
  deleteFailed: 'Falha ao excluir bucket',
  empty: 'Nenhum bucket criado ainda.',
  nameRequired: 'Informe o nome do bucket.',
  regionInvalid: 'Selecione a região BR-EAST São Paulo (1) ou BR-WEST Rio de Janeiro (2).',
  fileMissing: 'Selecione um arquivo para enviar.',
  quotaExceeded: 'Limite de 1GB do bucket atingido: o arquivo não cabe no espaço restante.',
  uploadInterrupted: 'O envio foi interrompido antes do fim.',
  ownerOnly: 'Somente quem criou o bucket pode alterá-lo.',
  fileDeleted: 'Arquivo excluído.',
  bucketDeleted: 'Bucket excluído.',
} as const;

/** The public code: 22 url-safe characters (128 random bits), never guessable from another. */
export const BUCKET_RAND = /^[A-Za-z0-9_-]{22}$/;
export const BucketRand = z.string().regex(BUCKET_RAND);

export const Bucket = z.object({
  id: z.number().int(),
  rand: z.string(),
  name: z.string(),
  regiao: z.union([z.literal(1), z.literal(2)]),
  tamanho: z.number(),
  tamanho_max: z.number(),
  used_percent: z.number(),
  created_at: z.string(),
  /** Who created it (role 1/111 see everyone's buckets of the parish). */
  owner_name: z.string(),
  /** Whether the signed-in user created it: only the creator uploads and deletes. */
  is_owner: z.boolean(),
});
export type Bucket = z.infer<typeof Bucket>;

export const BucketFile = z.object({
  id: z.number().int(),
  /** The name as sent, cleaned for display; the stored name is random. */
  file_name: z.string(),
  /** Where the file is served (the owner and the parish's 1/111 only). */
  file_path: z.string(),
  file_size: z.number(),
  upload_date: z.string(),
});
export type BucketFile = z.infer<typeof BucketFile>;

export const BucketList = z.array(Bucket);
export const BucketFileList = z.array(BucketFile);

/** POST /api/buckets/create. The region may come as a number or as a select's string value. */
export const CreateBucket = z.object({
  name: z.string({ error: BUCKET_MSG.nameRequired }).trim().min(1, BUCKET_MSG.nameRequired).max(BUCKET_NAME_MAX),
  regiao: z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: BUCKET_MSG.regionInvalid }).transform((v) => Number(v) as 1 | 2),
});
export type CreateBucket = z.infer<typeof CreateBucket>;

export const CreateBucketResponse = z.object({ rand: BucketRand });

export { OkResponse } from './zod';

/** Share of the quota in use, 0 to 100 with two decimals. */
export function usedPercent(tamanho: number, tamanhoMax: number): number {
  if (tamanhoMax <= 0) return 100;
  return Math.min(100, Math.round((tamanho / tamanhoMax) * 10_000) / 100);
}
