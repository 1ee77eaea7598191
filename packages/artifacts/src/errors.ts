export type ArtifactErrorCode = 'invalid_kind' | 'invalid_hash' | 'invalid_content_type' | 'too_large' | 'corrupt';

/** Every refusal of the artifact store, with a code callers can branch on. */
export class ArtifactError extends Error {
  constructor(
    readonly code: ArtifactErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ArtifactError';
  }
}
