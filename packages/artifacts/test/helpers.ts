import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3ArtifactStoreConfig } from '../src/index.js';

export const TEST_BUCKET = 'lookout-artifacts-test';

export interface LocalS3 {
  /** Store config pointing at the server; the credentials are the server's fixed pair. */
  config(maxBytes: number, prefix?: string): S3ArtifactStoreConfig;
  close(): Promise<void>;
}

/**
 * A real S3-compatible HTTP server (s3rver, the maintained @20minutes fork) on loopback, storing
 * objects in a temp directory. It speaks the S3 REST protocol and checks SigV4 signatures, so the
 * real @aws-sdk/client-s3 code path is exercised end to end.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'lookout-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET }] });
  const { port } = await server.run();
  return {
    config: (maxBytes, prefix = '') => ({
      backend: 's3',
      bucket: TEST_BUCKET,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      prefix,
      maxBytes,
      // s3rver's fixed development key pair.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
