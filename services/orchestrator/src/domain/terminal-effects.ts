import type { Logger } from '@lookout/telemetry';
import { finishedScans } from '../metrics.js';
import type { HotScan, HotStore } from './hot-store.js';
import type { DispatchPort } from './ports.js';
import { completedEvent } from './scan-events.js';
import { toScanResource, type ScanRow } from './scan-resource.js';

/**
 * What follows a scan becoming terminal, after its statement committed, whichever way it got there
 * (a worker's outcome, a deadline, a cache hit): metrics, the Redis copy, waking long-polls on every
 * instance, and publishing its scan.completed now (the outbox sweep publishes any this misses).
 */
export class TerminalEffects {
  constructor(
    private readonly hot: HotStore,
    private readonly dispatch: DispatchPort,
    private readonly logger: Logger,
    private readonly eventSource: string,
  ) {}

  /**
   * `announce: false` for a cache hit: its scan is terminal before its id is known to anyone, so no
   * long-poll can be waiting for it and the broadcast would only cost every instance a message.
   */
  async apply(rows: readonly ScanRow[], options: { announce: boolean } = { announce: true }): Promise<void> {
    if (rows.length === 0) return;
    for (const row of rows) finishedScans().add(1, { state: row.state, reason: row.reasonCode ?? 'none', cached: row.cached });
    const entries: HotScan[] = rows.map((row) => ({ workspaceId: row.workspaceId, scan: toScanResource(row) }));
    await this.hot.putScans(entries);
    if (options.announce) this.dispatch.announceTerminal(entries);
    const events = rows.map((row, i) => completedEvent(row, this.eventSource, entries[i]!.scan));
    await this.dispatch.publishEvents(events).catch((error: unknown) => this.logger.warn({ err: error }, 'event publish deferred to the outbox sweep'));
  }
}
