import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../config';

/** s3rver's fixed credentials. */
const KEY = 'S3RVER';

/** An S3-compatible server on 127.0.0.1 (s3rver, files in a temporary folder) with one bucket, for tests and benchmarks. */
export async function startS3Server(
  bucket = 'sacra',
): Promise<{ config: Extract<StorageConfig, { driver: 's3' }>; directory: string; stop: () => Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 'sacra-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    config: { driver: 's3', bucket, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, accessKeyId: KEY, secretAccessKey: KEY },
    directory,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
