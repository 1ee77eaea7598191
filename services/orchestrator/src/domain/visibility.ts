import { AppError, type Caller, type ScanVisibility, type SubmissionOptions } from '@lookout/contracts';
import type { CacheScope } from './hot-store.js';

/**
 * Who may see a scan, decided in one place (contract §2 and §8): `private` scans belong to their
 * workspace; `public` scans are readable by anyone with the id (and searchable by every workspace);
 * anonymous scans are `unlisted`: readable by anyone with the id, never searchable. The URL cache
 * follows the same rule, so a cache hit never hands a caller a result it could not have read by id.
 */

interface Visible {
  workspaceId: string | null;
  visibility: string;
}

/**
 * The visibility a submission gets. Keyed callers choose (default private). An anonymous scan is
 * always unlisted, so an anonymous caller naming a visibility is told so rather than silently ignored.
 */
export function visibilityFor(caller: Caller, options: SubmissionOptions | undefined): ScanVisibility {
  if (caller.workspaceId === null) {
    if (options?.visibility !== undefined) {
      const message = 'needs an API key: anonymous scans are always readable by anyone holding the id and never searchable';
      throw new AppError('bad_request', `visibility ${message}`, { errors: { visibility: [message] } });
    }
    return 'unlisted';
  }
  return options?.visibility ?? 'private';
}

/** Readable by anyone holding the id. */
export function isReadableByAnyone(scan: Visible): boolean {
  return scan.workspaceId === null || scan.visibility !== 'private';
}

/** Whether the caller may read this scan by id. */
export function mayRead(caller: Caller, scan: Visible): boolean {
  return isReadableByAnyone(scan) || scan.workspaceId === caller.workspaceId;
}

/** The cache scope a finished scan's result is filed under. */
export function cacheScopeOf(scan: Visible): CacheScope {
  return isReadableByAnyone(scan) ? 'public' : `ws:${scan.workspaceId}`;
}

/** The cache scopes a caller may be served from, own workspace first (its freshest private result wins over a public one). */
export function readableCacheScopes(caller: Caller): CacheScope[] {
  return caller.workspaceId === null ? ['public'] : [`ws:${caller.workspaceId}`, 'public'];
}
