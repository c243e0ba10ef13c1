import type { Config } from '../config';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { Storage } from './types';

/** The storage the configuration names (STORAGE=local|s3); every module's files go through it. */
export function createStorage(config: Pick<Config, 'storage' | 'uploadsDir'>): Storage {
  const { storage } = config;
  return storage.driver === 's3' ? s3Storage(storage) : localStorage(config.uploadsDir);
}
