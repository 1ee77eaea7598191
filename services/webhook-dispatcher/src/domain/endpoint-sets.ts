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
  /**
   * Reads under way, shared by concurrent lookups. forget() and clear() remove them, which is how a
   * read tells, when it returns, that it overlapped a change: it is answered but not kept.
   */
  private readonly loading = new Map<string, { ids: Promise<readonly string[]> }>();

  constructor(
    private readonly load: (workspaceId: string) => Promise<readonly string[]>,
    private readonly options: { ttlMs: number; maxEntries: number; /** monotonic ms (tests inject one) */ now?: () => number },
  ) {}

  private now(): number {
    return this.options.now ? this.options.now() : performance.now();
  }

  async of(workspaceId: string): Promise<readonly string[]> {
    const cached = this.sets.get(workspaceId);
    if (cached && cached.until > this.now()) {
      // Map order is insertion order: re-inserting keeps the least recently used first.
      this.sets.delete(workspaceId);
      this.sets.set(workspaceId, cached);
      return cached.ids;
    }
    if (cached) this.sets.delete(workspaceId);
    let reading = this.loading.get(workspaceId);
    if (!reading) {
      const started = {} as { ids: Promise<readonly string[]> };
      started.ids = this.loadAndRemember(workspaceId, started);
      this.loading.set(workspaceId, started);
      reading = started;
    }
    return reading.ids;
  }

  private async loadAndRemember(workspaceId: string, reading: { ids: Promise<readonly string[]> }): Promise<readonly string[]> {
    try {
      const ids = await this.load(workspaceId);
      const current = this.loading.get(workspaceId) === reading;
      if (current && this.options.ttlMs > 0) {
        if (this.sets.size >= this.options.maxEntries) {
          const oldest = this.sets.keys().next();
          if (!oldest.done) this.sets.delete(oldest.value);
        }
        this.sets.set(workspaceId, { ids, until: this.now() + this.options.ttlMs });
      }
      return ids;
    } finally {
      if (this.loading.get(workspaceId) === reading) this.loading.delete(workspaceId);
    }
  }

  /** The workspace's endpoints changed (here or on another instance): the next lookup reads Postgres. */
  forget(workspaceId: string): void {
    this.sets.delete(workspaceId);
    // A load under way may have read the set before the change: later callers start afresh.
    this.loading.delete(workspaceId);
  }

  /** Invalidations may have been missed (NATS reconnected): forget everything. */
  clear(): void {
    this.sets.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.sets.size;
  }
}
