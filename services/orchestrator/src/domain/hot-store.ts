import { createHash } from 'node:crypto';
import type { Redis } from '@lookout/redis';
import type { Logger } from '@lookout/telemetry';
import type { ScanResource, ScanResultBody } from '@lookout/contracts';

export interface CachedResult {
  sourceScanId: string;
  completedAt: string;
  result: ScanResultBody;
}

/** Who may be served a cached result: everyone (`public`) or one workspace (`ws:<id>`). */
export type CacheScope = 'public' | `ws:${string}`;

/** What makes two scans interchangeable for the cache: the same URL fetched the same way. */
export interface CacheKey {
  normalizedUrl: string;
  optionsFingerprint: string;
}

export interface HotScan {
  workspaceId: string | null;
  scan: ScanResource;
}

/**
 * Redis accelerates the two hot reads — the URL cache and polling — but is never the only copy:
 * every miss or Redis failure falls back to Postgres, so losing Redis costs latency, not correctness.
 */
export class HotStore {
  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
    private readonly options: { cacheTtlSeconds: number; hotCopyTtlSeconds: number },
  ) {}

  /**
   * One cache entry per URL, capture-options fingerprint and visibility scope (`public`, or `ws:<workspaceId>` for a workspace's private
   * results), so a lookup can only ever see results of the scopes it names.
   */
  private static cacheKey(scope: CacheScope, key: CacheKey): string {
    const digest = createHash('sha256').update(`${key.optionsFingerprint}\n${key.normalizedUrl}`).digest('hex');
    return `orch:cache:v3:${scope}:${digest}`;
  }

  /**
   * No TTL: it lives as long as Redis's data does. A restart without persistence, a flush or a failover
   * to an empty replica removes it with the entries, and the clock starts again.
   */
  private static readonly completeSinceKey = 'orch:cache:v3:complete-since';

  // v2: the Scan resource gained visibility, tags and options.
  private static scanKey(scanId: string): string {
    return `orch:scan:v2:${scanId}`;
  }


  private async attempt<T>(what: string, operation: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      this.logger.warn({ err: (error as Error).message, what }, 'redis unavailable; falling back');
      return fallback;
    }
  }

  /**
   * The cache entries of a key in several scopes, and since when Redis has held every entry written
   * (see ResultCache), in one round trip. null when Redis cannot answer.
   */
  getCachedResults(scopes: readonly CacheScope[], key: CacheKey): Promise<{ entries: (CachedResult | null)[]; completeSince: number | null } | null> {
    return this.attempt('cache read', async () => {
      const raw = await this.redis.mget(...scopes.map((scope) => HotStore.cacheKey(scope, key)), HotStore.completeSinceKey);
      const since = raw.pop();
      return { entries: raw.map((entry) => (entry ? (JSON.parse(entry) as CachedResult) : null)), completeSince: since ? Number(since) : null };
    }, null);
  }

  /** Starts the clock of ResultCache's completeness (kept if already running): Redis has every entry written from `at` on. */
  async markCacheCompleteFrom(at: Date): Promise<void> {
    await this.attempt('cache mark', () => this.redis.set(HotStore.completeSinceKey, String(at.getTime()), 'NX'), null);
  }

  async putCachedResult(scope: CacheScope, key: CacheKey, entry: CachedResult, ageSeconds: number): Promise<void> {
    const ttl = Math.floor(this.options.cacheTtlSeconds - ageSeconds);
    if (ttl <= 0) return;
    await this.attempt('cache write', () => this.redis.set(HotStore.cacheKey(scope, key), JSON.stringify(entry), 'EX', ttl), null);
  }

  /**
   * Forgets a deleted scan: its hot copy, and the cache entry of its scope and key (which may hold its
   * result; another source, if any, is not looked for: the next submission scans again).
   */
  async forget(scanId: string, scope: CacheScope, key: CacheKey): Promise<void> {
    await this.attempt('forget', () => this.redis.del(HotStore.scanKey(scanId), HotStore.cacheKey(scope, key)), 0);
  }

  getScan(scanId: string): Promise<HotScan | null> {
    return this.attempt('scan read', async () => {
      const raw = await this.redis.get(HotStore.scanKey(scanId));
      return raw ? (JSON.parse(raw) as HotScan) : null;
    }, null);
  }

  async putScans(entries: HotScan[]): Promise<void> {
    if (entries.length === 0) return;
    await this.attempt('scan write', async () => {
      const pipeline = this.redis.pipeline();
      for (const entry of entries) pipeline.set(HotStore.scanKey(entry.scan.scanId), JSON.stringify(entry), 'EX', this.options.hotCopyTtlSeconds);
      await pipeline.exec();
    }, null);
  }
}
