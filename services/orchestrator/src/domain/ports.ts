import type { Caller, ScanJobMessage } from '@lookout/contracts';
import type { HotScan } from './hot-store.js';
import type { OutboxEntry } from './scan-events.js';

/** What the scan domain needs from outside the orchestrator, wired in main.ts. */

export interface QuotaPort {
  /** Consumes one scan of the caller's monthly quota, or throws AppError quota_exceeded. */
  consume(caller: Caller): Promise<void>;
  refund(caller: Caller): Promise<void>;
}

export interface DispatchPort {
  publishJob(job: ScanJobMessage): Promise<void>;
  /** Publishes outbox events just written (the sweeper retries any that fail). */
  publishEvents(events: readonly OutboxEntry[]): Promise<void>;
  /** Tells every orchestrator instance these scans are terminal (wakes long-polls; this instance's get them in hand). */
  announceTerminal(entries: readonly HotScan[]): void;
}

/** Deletes the artifacts of deleted scans that no remaining scan references (domain/artifacts.ts). */
export interface ArtifactsPort {
  release(result: unknown): Promise<void>;
}
