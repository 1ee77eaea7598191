import type { Caller, ScanResultBody } from '@lookout/contracts';
import type { DatabasePool } from '@lookout/database';
import type { CacheKey, CacheScope, HotStore } from './hot-store.js';
import type { ScanRow } from './scan-resource.js';
import { prepared } from './scan-writes.js';
import { cacheScopeOf, readableCacheScopes } from './visibility.js';

/**
 * Recent results served again instead of rescanning, per cache scope (a workspace's own, or public):
 * a caller is only ever served a result it may see. Redis answers; Postgres, under the same scope
 * filter, only while Redis may be missing entries (then Redis is refilled).
 *
 * Redis is authoritative for a miss once it has held every entry written for a whole cache TTL: each
 * completed job's result is written to Redis (remember), with the TTL left of its life, so after one
 * TTL of unbroken Redis data every result still young enough to serve was written there, and a
 * Postgres lookup after a miss would find nothing Redis does not have. The start of that window is a
 * key without TTL (HotStore.markCacheCompleteFrom), set on the first miss that finds it absent; it
 * disappears with the data (restart without persistence, flush), so the clock starts again. What
 * can still be missing — an entry evicted under memory pressure, a write lost to a Redis error, the
 * entry of a deleted scan — costs a new scan, never a wrong answer: the cache only ever saves work.
 */
export class ResultCache {
  constructor(
    private readonly pool: DatabasePool,
    private readonly hot: HotStore,
    private readonly ttlSeconds: number,
    private readonly now: () => Date,
  ) {}

  /** The freshest completed result of this URL and options the caller may see: its own workspace's first, then a public one. */
  async find(caller: Caller, key: CacheKey): Promise<{ result: ScanResultBody } | null> {
    const scopes = readableCacheScopes(caller);
    const hot = await this.hot.getCachedResults(scopes, key);
    const found = hot?.entries.find((entry) => entry !== null);
    if (found) return { result: found.result };
    if (hot && hot.completeSince === null) await this.hot.markCacheCompleteFrom(this.now());
    const authoritative = hot?.completeSince != null && this.now().getTime() - hot.completeSince >= this.ttlSeconds * 1000;
    if (authoritative) return null;
    return this.findInPostgres(caller, key);
  }

  /**
   * Remembers the result of a job that just completed. Coalesced callers may come from several scopes:
   * each scope gets the result under its own key, never under another's.
   */
  async remember(rows: readonly ScanRow[], key: CacheKey, completedAt: Date, result: ScanResultBody): Promise<void> {
    const sources = new Map<CacheScope, ScanRow>();
    for (const row of rows) if (!sources.has(cacheScopeOf(row))) sources.set(cacheScopeOf(row), row);
    const ageSeconds = (this.now().getTime() - completedAt.getTime()) / 1000;
    for (const [scope, source] of sources) {
      await this.hot.putCachedResult(scope, key, { sourceScanId: source.id, completedAt: completedAt.toISOString(), result }, ageSeconds);
    }
  }

  /**
   * The freshest original result of the key the caller may be served, own workspace's private ones
   * before public ones (readableCacheScopes' order), in one statement for every scope; Redis is
   * refilled under the scope it belongs to. The scope rule is visibility.ts's: a workspace's private
   * scan is filed under `ws:<id>`, any other (anonymous, public, unlisted) under `public`.
   */
  private async findInPostgres(caller: Caller, key: CacheKey): Promise<{ result: ScanResultBody } | null> {
    const since = new Date(this.now().getTime() - this.ttlSeconds * 1000);
    // Only original scans count: a cached copy must not extend the life of the result it copied.
    const { rows } = await this.pool.query<Pick<ScanRow, 'id' | 'workspaceId' | 'visibility' | 'completedAt' | 'result'>>(
      prepared('cache-lookup', `SELECT id, workspace_id AS "workspaceId", visibility, completed_at AS "completedAt", result FROM scans
        WHERE normalized_url = $1 AND options_fingerprint = $2 AND state = 'completed' AND NOT cached AND completed_at >= $3
          AND (workspace_id IS NULL OR visibility <> 'private' OR workspace_id = $4)
        ORDER BY (visibility = 'private' AND workspace_id IS NOT DISTINCT FROM $4) DESC, completed_at DESC
        LIMIT 1`),
      [key.normalizedUrl, key.optionsFingerprint, since, caller.workspaceId],
    );
    const row = rows[0];
    if (!row?.result || !row.completedAt) return null;
    const result = row.result as ScanResultBody;
    await this.hot.putCachedResult(cacheScopeOf(row), key, { sourceScanId: row.id, completedAt: row.completedAt.toISOString(), result }, (this.now().getTime() - row.completedAt.getTime()) / 1000);
    return { result };
  }
}
