import assert from 'node:assert/strict';
import { ConfigError, loadConfig } from '@lookout/config';
import { DEFAULT_ARTIFACTS_MAX_BYTES, readArtifactStoreConfig } from '../src/index.js';

describe('artifacts: configuration', () => {
  it('defaults to the filesystem under .data/artifacts with a 20 MiB cap', () => {
    assert.deepEqual(loadConfig(readArtifactStoreConfig, {}), { backend: 'fs', dir: '.data/artifacts', maxBytes: DEFAULT_ARTIFACTS_MAX_BYTES });
    assert.equal(DEFAULT_ARTIFACTS_MAX_BYTES, 20 * 1024 * 1024);
  });

  it('switches to S3 when a bucket is set, path-style by default with a custom endpoint', () => {
    const config = loadConfig(readArtifactStoreConfig, {
      ARTIFACTS_S3_BUCKET: 'scans',
      ARTIFACTS_S3_ENDPOINT: 'http://127.0.0.1:9000',
      ARTIFACTS_S3_PREFIX: '/lookout/artifacts/',
      ARTIFACTS_MAX_BYTES: '1048576',
    });
    assert.deepEqual(config, {
      backend: 's3',
      bucket: 'scans',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      prefix: 'lookout/artifacts/',
      maxBytes: 1048576,
    });
    const aws = loadConfig(readArtifactStoreConfig, { ARTIFACTS_S3_BUCKET: 'scans', AWS_REGION: 'eu-west-3' });
    assert.deepEqual(aws, { backend: 's3', bucket: 'scans', region: 'eu-west-3', forcePathStyle: false, prefix: '', maxBytes: DEFAULT_ARTIFACTS_MAX_BYTES });
  });

  it('reports every bad value at once', () => {
    assert.throws(
      () => loadConfig(readArtifactStoreConfig, { ARTIFACTS_S3_BUCKET: 'b', ARTIFACTS_S3_ENDPOINT: 'ftp://x', ARTIFACTS_S3_FORCE_PATH_STYLE: 'maybe', ARTIFACTS_MAX_BYTES: '-1' }),
      (error: unknown) => error instanceof ConfigError && error.problems.length === 3,
    );
  });
});
