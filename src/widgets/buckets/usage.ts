import { BUCKET_WARN_PERCENT, type Bucket } from '../../shared/schemas/buckets';
import { formatSize } from '../../core/format';

const GB = 1024 ** 3;

export type UsageLevel = 'ok' | 'warn' | 'full';

/** The bar's colour: red from 95%, a warning before uploads are blocked at 100%. */
export function usageLevel(bucket: Pick<Bucket, 'used_percent' | 'tamanho' | 'tamanho_max'>): UsageLevel {
  if (bucket.tamanho >= bucket.tamanho_max || bucket.used_percent >= 100) return 'full';
  return bucket.used_percent >= BUCKET_WARN_PERCENT ? 'warn' : 'ok';
}

export function remainingBytes(bucket: Pick<Bucket, 'tamanho' | 'tamanho_max'>): number {
  return Math.max(0, bucket.tamanho_max - bucket.tamanho);
}

/** Whole gigabytes as '1GB' (the spelling the screens use), anything else in MB. */
export function formatLimit(bytes: number): string {
  return bytes % GB === 0 ? `${bytes / GB}GB` : formatSize(bytes);
}

/** '12,34 MB de 1GB (1,2%)', or '4,2 KB de 1GB (0%)' for a few small files. */
export function usageText(bucket: Pick<Bucket, 'used_percent' | 'tamanho' | 'tamanho_max'>): string {
  const percent = bucket.used_percent.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
  return `${formatSize(bucket.tamanho)} de ${formatLimit(bucket.tamanho_max)} (${percent}%)`;
}
