import { publish, type Bus } from '@lookout/bus';
import { Operations } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { PrismaClient } from '../generated/prisma/client.js';
import { completedEvent, type OutboxEntry } from './scan-events.js';
import type { ScanWrites } from './scan-writes.js';

/** How long published events wait for others before their rows are marked in one statement. */
const MARK_DELAY_MS = 100;
const MARK_BATCH = 1_000;

/**
 * Publishes the events the scan statements wrote outbox rows for. The event id is the Nats-Msg-Id, so
 * a publish retried after a crash (between PubAck and marking the row) is stored once by JetStream.
 */
export class EventOutbox {
  private unmarked: string[] = [];
  private markTimer: NodeJS.Timeout | undefined;
  private marking: Promise<void> = Promise.resolve();

  constructor(
    private readonly prisma: PrismaClient,
    private readonly writes: ScanWrites,
    private readonly bus: Bus,
    private readonly logger: Logger,
    private readonly eventSource: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Publishes events in hand (their rows just written by the caller's statement); the rows are marked
   * published shortly after, many per statement. A mark lost to a crash only means the sweep publishes
   * the event again, under the same Nats-Msg-Id, which JetStream stores once.
   */
  async publish(events: readonly OutboxEntry[]): Promise<void> {
    if (events.length === 0) return;
    // Not checked again here: the result in it was checked when its outcome arrived (scan.outcome's
    // result is the same schema), the rest is completedEvent's (test/scan-events.test.ts checks what it
    // builds), and the dispatcher checks every event it takes.
    await Promise.all(events.map((event) => publish(this.bus, Operations.scanCompleted, event.payload, { validate: false })));
    for (const event of events) this.unmarked.push(event.outboxId);
    this.markTimer ??= setTimeout(() => {
      this.markTimer = undefined;
      void this.flushMarks();
    }, MARK_DELAY_MS);
  }

  /** Marks every event published so far (also on shutdown). Failures are logged: the sweep covers them. */
  flushMarks(): Promise<void> {
    clearTimeout(this.markTimer);
    this.markTimer = undefined;
    this.marking = this.marking.then(async () => {
      while (this.unmarked.length > 0) {
        const ids = this.unmarked.splice(0, MARK_BATCH);
        await this.writes.markPublished(ids, this.now()).catch((error: unknown) => this.logger.warn({ err: error, count: ids.length }, 'could not mark events published; the sweep will publish them again'));
      }
    });
    return this.marking;
  }

  /**
   * Publishes events left behind by a crash or a bus outage, built from their scans' rows as when
   * they were first published. The row of a scan deleted meanwhile is dropped: there is no scan left
   * to describe.
   */
  async sweep(olderThanMs = 3_000, limit = 200): Promise<number> {
    const rows = await this.writes.unpublishedEvents(new Date(this.now().getTime() - olderThanMs), limit);
    if (rows.length === 0) return 0;
    this.logger.info({ count: rows.length }, 'publishing events left in the outbox');
    const events: OutboxEntry[] = [];
    const gone: string[] = [];
    for (const row of rows) {
      if (row.payload) events.push({ outboxId: row.outboxId, subject: row.subject, payload: row.payload });
      else if (row.scan) events.push(completedEvent(row.scan, this.eventSource));
      else gone.push(row.outboxId);
    }
    if (gone.length > 0) {
      this.logger.warn({ count: gone.length }, 'dropping the unpublished events of deleted scans');
      await this.writes.markPublished(gone, this.now());
    }
    await this.publish(events);
    return rows.length;
  }

  /** Published events are kept a week for diagnosis, then removed in batches. */
  async purgePublished(olderThanDays = 7, batch = 1_000): Promise<number> {
    const cutoff = new Date(this.now().getTime() - olderThanDays * 86_400_000);
    return this.prisma.$executeRaw`
      DELETE FROM outbox_events WHERE id IN (
        SELECT id FROM outbox_events WHERE published_at IS NOT NULL AND published_at < ${cutoff} LIMIT ${batch})`;
  }
}
