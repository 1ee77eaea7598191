/**
 * @lookout/artifacts: content-addressed storage for scan artifacts (screenshot, DOM snapshot, HAR)
 * outside Postgres. Scan results carry only the hashes; workers put, the gateway gets, the
 * orchestrator deletes what no scan references any more.
 */
import type { ArtifactStoreConfig } from './config.js';
import { FsArtifactStore } from './fs-store.js';
import { S3ArtifactStore } from './s3-store.js';
import type { ArtifactStore } from './types.js';

export * from './types.js';
export * from './config.js';
export { ArtifactError, type ArtifactErrorCode } from './errors.js';
export { FsArtifactStore } from './fs-store.js';
export { S3ArtifactStore } from './s3-store.js';
export { sha256Hex } from './validate.js';

export function createArtifactStore(config: ArtifactStoreConfig): ArtifactStore {
  return config.backend === 's3' ? new S3ArtifactStore(config) : new FsArtifactStore(config);
}
