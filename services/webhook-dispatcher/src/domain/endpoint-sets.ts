/**
 * Each workspace's endpoint set — the ids of its enabled endpoints subscribed to scan.completed —
 * cached so that a scan.completed of a workspace with no webhooks costs no SQL. Bounded (least
 * recently used goes first) and exact through invalidation: every committed change to a workspace's
 * endpoints is broadcast (webhookEndpointsChanged) and every instance calls forget(); after a NATS
 * reconnect (broadcasts may have been missed) the whole cache is dropped; the TTL is only a backstop.
 * A set is a hint of which endpoints to fan out to: the fan-out statement itself re-checks status and
 * subscription, so a set that still names a just-disabled endpoint writes nothing for it.
 */
export class EndpointSets {
  private readonly sets = new Map<string, { ids: readonly string[]; until: number }>();
  private readonly loading = new Map<string, Promise<readonly string[]>>();
  /** Bumped by every forget: a load that overlapped an invalidation is used once, not cached. */
  private generation = 0;

  constructor(
    private readonly load: (workspaceId: string) => Promise<readonly string[]>,
    private readonly options: { ttlMs: number; maxEntries: number },
  ) {}

  async of(workspaceId: string): Promise<readonly string[]> {
    const cached = this.sets.get(workspaceId);
    if (cached && cached.until > performance.now()) {
      // Map order is insertion order: re-inserting keeps the least recently used first.
      this.sets.delete(workspaceId);
      this.sets.set(workspaceId, cached);
      return cached.ids;
    }
    if (cached) this.sets.delete(workspaceId);
    let pending = this.loading.get(workspaceId);
    if (!pending) {
      pending = this.loadAndRemember(workspaceId).finally(() => {
        if (this.loading.get(workspaceId) === pending) this.loading.delete(workspaceId);
      });
      this.loading.set(workspaceId, pending);
    }
    return pending;
  }

  private async loadAndRemember(workspaceId: string): Promise<readonly string[]> {
    const generationBefore = this.generation;
    const ids = await this.load(workspaceId);
    if (this.generation === generationBefore && this.options.ttlMs > 0) {
      if (this.sets.size >= this.options.maxEntries) {
        const oldest = this.sets.keys().next();
        if (!oldest.done) this.sets.delete(oldest.value);
      }
      this.sets.set(workspaceId, { ids, until: performance.now() + this.options.ttlMs });
    }
    return ids;
  }

  /** The workspace's endpoints changed (here or on another instance): the next lookup reads Postgres. */
  forget(workspaceId: string): void {
    this.generation++;
    this.sets.delete(workspaceId);
    // A load under way may have read the set before the change: later callers start afresh.
    this.loading.delete(workspaceId);
  }

  /** Invalidations may have been missed (NATS reconnected): forget everything. */
  clear(): void {
    this.generation++;
    this.sets.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.sets.size;
  }
}
