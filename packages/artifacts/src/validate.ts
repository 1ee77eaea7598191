import { createHash } from 'node:crypto';
import { ArtifactError } from './errors.js';
import { ARTIFACT_KINDS, type ArtifactKind } from './types.js';

const SHA256_HEX = /^[0-9a-f]{64}$/;
// type/subtype with optional simple parameters; no CR/LF or quotes can reach a header or metadata.
const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(?:; ?[a-z0-9_-]+=[a-z0-9_.-]+)*$/i;

export function sha256Hex(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}

export function checkKind(kind: string): ArtifactKind {
  if (!(ARTIFACT_KINDS as readonly string[]).includes(kind)) {
    throw new ArtifactError('invalid_kind', `unknown artifact kind "${kind}"`);
  }
  return kind as ArtifactKind;
}

/** The hash becomes a path or an object key: only 64 lower-case hex characters may get that far. */
export function checkHash(sha256: string): string {
  if (!SHA256_HEX.test(sha256)) throw new ArtifactError('invalid_hash', 'artifact hash must be 64 lower-case hex characters');
  return sha256;
}

export function checkContentType(contentType: string): string {
  if (contentType.length > 100 || !CONTENT_TYPE.test(contentType)) {
    throw new ArtifactError('invalid_content_type', 'artifact content type must be a plain media type');
  }
  return contentType;
}

export function checkSize(bytes: number, maxBytes: number): void {
  if (bytes > maxBytes) throw new ArtifactError('too_large', `artifact of ${bytes} bytes is above the ${maxBytes}-byte cap`);
}
