import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3ArtifactStoreConfig } from './config.js';
import { ArtifactError } from './errors.js';
import type { ArtifactKind, ArtifactRef, ArtifactStore, StoredArtifact } from './types.js';
import { checkContentType, checkHash, checkKind, checkSize, sha256Hex } from './validate.js';

/**
 * S3-compatible object storage: <prefix><kind>/<aa>/<sha256>, the content type stored as the
 * object's Content-Type. Checksums are only sent when an operation requires them, because several
 * S3-compatible servers do not understand the SDK's default CRC32 trailers; integrity is checked by
 * hashing what comes back instead, which every backend allows.
 */
export class S3ArtifactStore implements ArtifactStore {
  private readonly client: S3Client;

  constructor(private readonly config: S3ArtifactStoreConfig) {
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint }),
      ...(config.credentials === undefined ? {} : { credentials: config.credentials }),
    });
  }

  private key(kind: ArtifactKind, sha256: string): string {
    return `${this.config.prefix}${checkKind(kind)}/${checkHash(sha256).slice(0, 2)}/${sha256}`;
  }

  async put(kind: ArtifactKind, body: Buffer, contentType: string): Promise<ArtifactRef> {
    checkSize(body.length, this.config.maxBytes);
    checkContentType(contentType);
    const sha256 = sha256Hex(body);
    const Key = this.key(kind, sha256);
    const ref: ArtifactRef = { kind, sha256, contentType, bytes: body.length };
    // Content-addressed: skip the upload when the object is already there.
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key }));
      return ref;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    await this.client.send(
      new PutObjectCommand({ Bucket: this.config.bucket, Key, Body: body, ContentType: contentType, ContentLength: body.length }),
    );
    return ref;
  }

  async get(kind: ArtifactKind, sha256: string): Promise<StoredArtifact | null> {
    const Key = this.key(kind, sha256);
    let response;
    try {
      response = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    if (response.ContentLength !== undefined) checkSize(response.ContentLength, this.config.maxBytes);
    const bytes = await response.Body?.transformToByteArray();
    const body = Buffer.from(bytes ?? new Uint8Array());
    checkSize(body.length, this.config.maxBytes);
    if (sha256Hex(body) !== sha256) throw new ArtifactError('corrupt', `artifact ${kind}/${sha256} does not match its hash`);
    const contentType = checkContentType(response.ContentType ?? 'application/octet-stream');
    return { body, contentType, bytes: body.length };
  }

  async delete(kind: ArtifactKind, sha256: string): Promise<void> {
    // S3 answers 204 for an absent key too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(kind, sha256) }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}
