import { mkdtemp, rm, unlink } from 'node:fs/promises';
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
  keepFolders(server);
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

interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  deleteObject(bucket: string, key: string): Promise<void>;
}

/**
 * s3rver 3 removes a folder left empty by a delete, racing a concurrent put into that folder
 * (its write stream then fails with ENOENT and no listener: an uncaught error in the test's
 * process). A delete here removes the object's files and leaves the folders.
 */
function keepFolders(server: S3rver): void {
  const store = (server as unknown as { store: FilesystemStore }).store;
  store.deleteObject = async (bucketName, key) => {
    const files = ['object', 'object.md5', 'metadata.json'].map((resource) => store.getResourcePath(bucketName, key, resource));
    await Promise.all(files.map((file) => unlink(file).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? undefined : Promise.reject(error)))));
  };
}
