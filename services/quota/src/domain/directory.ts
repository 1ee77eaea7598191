import type { Logger } from '@lookout/telemetry';
import type { PrismaClient } from '../generated/prisma/client.js';
import { decodeScopes } from './api-keys.js';

export interface WorkspaceRecord {
  id: string;
  name: string;
  tier: string;
  rateLimitPerMinute: number | null;
  monthlyScanQuota: number | null;
}

export interface KeyRecord {
  id: string;
  workspaceId: string;
  scopes: readonly string[];
  /** ms since the epoch, or null */
  expiresAt: number | null;
  revokedAt: number | null;
  workspace: WorkspaceRecord;
}

interface Entry<T> {
  value: T;
  until: number;
}

const LAST_USED_EVERY_MS = 60_000;

/**
 * Who keys and workspaces are, read from Postgres and cached for `ttlMs` (a short TTL: plan changes
 * are picked up within it). Revocation does not wait for the TTL: the key-revoked broadcast calls
 * forgetKey() on every instance. Unknown keys are cached too, so a flood of made-up keys costs one
 * query per key per TTL, and the caches are bounded.
 */
export class Directory {
  private readonly keys = new Map<string, Entry<KeyRecord | null>>();
  private readonly hashOfKey = new Map<string, string>();
  private readonly loadingKeys = new Map<string, Promise<KeyRecord | null>>();
  private readonly workspaces = new Map<string, Entry<WorkspaceRecord | null>>();
  private readonly lastTouched = new Map<string, number>();
  private readonly pendingWrites = new Set<Promise<unknown>>();
  /** Bumped on every forgetKey: a lookup that overlapped a revocation is not cached. */
  private revocations = 0;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly logger: Logger,
    private readonly options: { ttlMs: number; maxEntries?: number; now?: () => number },
  ) {}

  private get now(): number {
    return (this.options.now ?? Date.now)();
  }

  private remember<T>(map: Map<string, Entry<T>>, key: string, value: T): void {
    if (this.options.ttlMs <= 0) return;
    if (map.size >= (this.options.maxEntries ?? 50_000)) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = map.keys().next();
      if (!oldest.done) map.delete(oldest.value);
    }
    map.set(key, { value, until: performance.now() + this.options.ttlMs });
  }

  private fresh<T>(map: Map<string, Entry<T>>, key: string): Entry<T> | undefined {
    const entry = map.get(key);
    if (entry && entry.until > performance.now()) return entry;
    if (entry) map.delete(key);
    return undefined;
  }

  async keyByHash(hash: string): Promise<KeyRecord | null> {
    const cached = this.fresh(this.keys, hash);
    if (cached) return cached.value;
    let loading = this.loadingKeys.get(hash);
    if (!loading) {
      loading = this.loadKey(hash).finally(() => {
        if (this.loadingKeys.get(hash) === loading) this.loadingKeys.delete(hash);
      });
      this.loadingKeys.set(hash, loading);
    }
    return loading;
  }

  private async loadKey(hash: string): Promise<KeyRecord | null> {
    const revocationsBefore = this.revocations;
    const row = await this.prisma.apiKey.findUnique({ where: { keyHash: hash }, include: { workspace: true } });
    const record: KeyRecord | null = row
      ? {
          id: row.id,
          workspaceId: row.workspaceId,
          scopes: decodeScopes(row.scopes),
          expiresAt: row.expiresAt?.getTime() ?? null,
          revokedAt: row.revokedAt?.getTime() ?? null,
          workspace: toWorkspaceRecord(row.workspace),
        }
      : null;
    // A revocation may have been committed and broadcast while this read was under way: do not keep it.
    if (this.revocations === revocationsBefore) {
      this.remember(this.keys, hash, record);
      if (record) this.hashOfKey.set(record.id, hash);
    }
    return record;
  }

  /** Called for the key-revoked broadcast (and locally on revocation): the next lookup reads Postgres. */
  forgetKey(keyId: string): void {
    this.revocations++;
    const hash = this.hashOfKey.get(keyId);
    if (hash) this.keys.delete(hash);
    this.hashOfKey.delete(keyId);
    // Lookups already under way may have read the key before it was revoked: later callers start afresh.
    this.loadingKeys.clear();
  }

  async workspace(id: string): Promise<WorkspaceRecord | null> {
    const cached = this.fresh(this.workspaces, id);
    if (cached) return cached.value;
    const row = await this.prisma.workspace.findUnique({ where: { id } });
    const record = row ? toWorkspaceRecord(row) : null;
    this.remember(this.workspaces, id, record);
    return record;
  }

  /** Records that a key was used, at most once a minute per key and instance (and per minute in Postgres). */
  touch(keyId: string): void {
    const now = this.now;
    const last = this.lastTouched.get(keyId);
    if (last !== undefined && now - last < LAST_USED_EVERY_MS) return;
    if (this.lastTouched.size >= (this.options.maxEntries ?? 50_000)) this.lastTouched.clear();
    this.lastTouched.set(keyId, now);
    const at = new Date(now);
    const staleBefore = new Date(now - LAST_USED_EVERY_MS);
    const write = this.prisma.apiKey
      .updateMany({ where: { id: keyId, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: staleBefore } }] }, data: { lastUsedAt: at } })
      .catch((error: unknown) => this.logger.warn({ err: error, keyId }, 'could not record lastUsedAt'))
      .finally(() => this.pendingWrites.delete(write));
    this.pendingWrites.add(write);
  }

  /** Resolves when the lastUsedAt writes started so far are done (before Prisma disconnects). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.pendingWrites]);
  }
}

export function toWorkspaceRecord(row: WorkspaceRecord): WorkspaceRecord {
  return { id: row.id, name: row.name, tier: row.tier, rateLimitPerMinute: row.rateLimitPerMinute, monthlyScanQuota: row.monthlyScanQuota };
}
