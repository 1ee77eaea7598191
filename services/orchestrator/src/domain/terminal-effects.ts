import type { Logger } from '@lookout/telemetry';
import { finishedScans } from '../metrics.js';
import type { HotStore } from './hot-store.js';
import type { DispatchPort } from './ports.js';
import type { OutboxEntry } from './scan-events.js';
import { toScanResource, type ScanRow } from './scan-resource.js';

/**
 * What follows a scan becoming terminal, after its transaction committed, whichever way it got there
 * (a worker's outcome, a deadline, a cache hit): metrics, the Redis copy, waking long-polls on every
 * instance, and publishing its events now (the outbox sweep publishes any this misses).
 */
export class TerminalEffects {
  constructor(
    private readonly hot: HotStore,
    private readonly dispatch: DispatchPort,
    private readonly logger: Logger,
  ) {}

  async apply(rows: readonly ScanRow[], events: readonly OutboxEntry[]): Promise<void> {
    for (const row of rows) finishedScans().add(1, { state: row.state, reason: row.reasonCode ?? 'none', cached: row.cached });
    await this.hot.putScans(rows.map((row) => ({ workspaceId: row.workspaceId, scan: toScanResource(row) })));
    this.dispatch.announceTerminal(rows.map((row) => row.id));
    await this.dispatch.publishEvents(events).catch((error: unknown) => this.logger.warn({ err: error }, 'event publish deferred to the outbox sweep'));
  }
}
