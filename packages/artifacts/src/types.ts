/** What a scan can leave behind besides its JSON result. */
export type ArtifactKind = 'screenshot' | 'dom' | 'har';

export const ARTIFACT_KINDS: readonly ArtifactKind[] = ['screenshot', 'dom', 'har'];

/** What a scan result keeps about an artifact: the hash is the key, the bytes live in the store. */
export interface ArtifactRef {
  kind: ArtifactKind;
  /** Lower-case hex SHA-256 of the stored bytes; the artifact's address. */
  sha256: string;
  contentType: string;
  bytes: number;
}

export interface StoredArtifact {
  body: Buffer;
  contentType: string;
  bytes: number;
}

/**
 * Content-addressed artifact storage. Keys are (kind, sha256 of the body), so writing the same bytes
 * twice is a no-op and scans that share bytes (cache hits, identical pages) share one object; deciding
 * when an object is no longer referenced is the caller's job (the orchestrator's releaseArtifacts).
 */
export interface ArtifactStore {
  /** Stores the body under its SHA-256; idempotent. Rejects bodies above the configured cap. */
  put(kind: ArtifactKind, body: Buffer, contentType: string): Promise<ArtifactRef>;
  /** The artifact, or null when there is none under that hash. */
  get(kind: ArtifactKind, sha256: string): Promise<StoredArtifact | null>;
  /** Removes the artifact; an absent one is not an error. */
  delete(kind: ArtifactKind, sha256: string): Promise<void>;
  close?(): Promise<void>;
}
