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

  getCachedResult(scope: CacheScope, key: CacheKey): Promise<CachedResult | null> {
    return this.attempt('cache read', async () => {
      const raw = await this.redis.get(HotStore.cacheKey(scope, key));
      return raw ? (JSON.parse(raw) as CachedResult) : null;
    }, null);
  }

  async putCachedResult(scope: CacheScope, key: CacheKey, entry: CachedResult, ageSeconds: number): Promise<void> {
    const ttl = Math.floor(this.options.cacheTtlSeconds - ageSeconds);
    if (ttl <= 0) return;
    await this.attempt('cache write', () => this.redis.set(HotStore.cacheKey(scope, key), JSON.stringify(entry), 'EX', ttl), null);
  }

  /**
   * Forgets a deleted scan: its hot copy, and the cache entry of its scope and key (which may hold its
   * result; another source, if any, is found again in Postgres on the next miss).
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
