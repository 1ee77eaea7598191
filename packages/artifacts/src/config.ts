import type { EnvReader } from '@lookout/config';

export const DEFAULT_ARTIFACTS_DIR = '.data/artifacts';
/** 20 MiB: a full-page screenshot or a large DOM fits; anything bigger is a hostile page. */
export const DEFAULT_ARTIFACTS_MAX_BYTES = 20 * 1024 * 1024;

interface CommonStoreConfig {
  /** Bodies above this many bytes are refused by put (and by get, should one be there). */
  maxBytes: number;
}

export interface FsArtifactStoreConfig extends CommonStoreConfig {
  backend: 'fs';
  /** Root directory; objects live under <dir>/<kind>/<aa>/<bb>/<sha256>. */
  dir: string;
}

export interface S3ArtifactStoreConfig extends CommonStoreConfig {
  backend: 's3';
  bucket: string;
  /** Custom endpoint for S3-compatible servers (MinIO, Ceph, R2…); unset = AWS. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. "lookout/". */
  prefix: string;
  /**
   * Explicit credentials. Unset in production: the SDK's default chain reads AWS_ACCESS_KEY_ID,
   * AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_PROFILE, web identity, instance roles…
   */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

export type ArtifactStoreConfig = FsArtifactStoreConfig | S3ArtifactStoreConfig;

/**
 * The artifact settings every service that touches artifacts reads (scanner workers write, the
 * gateway reads, the orchestrator deletes). ARTIFACTS_S3_BUCKET set → S3, otherwise the filesystem.
 */
export function readArtifactStoreConfig(env: EnvReader): ArtifactStoreConfig {
  const maxBytes = env.int('ARTIFACTS_MAX_BYTES', DEFAULT_ARTIFACTS_MAX_BYTES, { min: 1024, max: 1024 * 1024 * 1024 });
  const bucket = env.optionalString('ARTIFACTS_S3_BUCKET');
  if (bucket === undefined) {
    return { backend: 'fs', dir: env.string('ARTIFACTS_DIR', DEFAULT_ARTIFACTS_DIR), maxBytes };
  }
  const endpoint = env.optionalUrl('ARTIFACTS_S3_ENDPOINT', ['http', 'https']);
  const prefix = env.string('ARTIFACTS_S3_PREFIX', '');
  return {
    backend: 's3',
    bucket,
    ...(endpoint === undefined ? {} : { endpoint }),
    region: env.string('ARTIFACTS_S3_REGION', env.string('AWS_REGION', 'us-east-1')),
    forcePathStyle: env.bool('ARTIFACTS_S3_FORCE_PATH_STYLE', endpoint !== undefined),
    // A prefix names a "folder": normalise to no leading slash and exactly one trailing one.
    prefix: prefix === '' ? '' : `${prefix.replace(/^\/+|\/+$/g, '')}/`,
    maxBytes,
  };
}
