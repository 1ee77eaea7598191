import type { Caller } from '@lookout/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import type { CacheScope } from './hot-store.js';

/**
 * Who may see a scan, decided in one place (contract §2 and §8): a scan made with a key belongs to
 * its workspace; an anonymous scan is public to anyone holding its id. The URL cache follows the same
 * rule, so a cache hit never hands a caller a result it could not have read by id.
 */

/** The cache scope a finished scan's result is filed under. */
export function cacheScopeOf(scan: { workspaceId: string | null }): CacheScope {
  return scan.workspaceId === null ? 'public' : `ws:${scan.workspaceId}`;
}

/** The cache scopes a caller may be served from, own workspace first (its freshest private result wins over a public one). */
export function readableCacheScopes(caller: Caller): CacheScope[] {
  return caller.workspaceId === null ? ['public'] : [`ws:${caller.workspaceId}`, 'public'];
}

/** The scan rows filed under a cache scope. */
export function scopeFilter(scope: CacheScope): Prisma.ScanWhereInput {
  return scope === 'public' ? { workspaceId: null } : { workspaceId: scope.slice('ws:'.length) };
}

/** Whether the caller may read this scan by id. */
export function mayRead(caller: Caller, scan: { workspaceId: string | null }): boolean {
  return scan.workspaceId === null || scan.workspaceId === caller.workspaceId;
}
