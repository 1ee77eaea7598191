import { publish, type Bus } from '@lookout/bus';
import { Operations } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { OutboxEntry } from './scan-events.js';
import type { ScanWrites } from './scan-writes.js';

/** How long published events wait for others before their rows are marked in one statement. */
const MARK_DELAY_MS = 100;
const MARK_BATCH = 1_000;

/**
 * Publishes the events the scan transactions wrote. The event id is the Nats-Msg-Id, so a publish
 * retried after a crash (between PubAck and marking the row) is stored once by JetStream.
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
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Publishes events in hand (just written by the caller's transaction); their rows are marked
   * published shortly after, many per statement. A mark lost to a crash only means the sweep publishes
   * the event again, under the same Nats-Msg-Id, which JetStream stores once.
   */
  async publish(events: readonly Pick<OutboxEntry, 'id' | 'subject' | 'payload'>[]): Promise<void> {
    if (events.length === 0) return;
    // The row's id is its event's id (and so its Nats-Msg-Id), whether published now or by the sweep.
    for (const event of events) await publish(this.bus, Operations.scanCompleted, event.payload);
    for (const event of events) this.unmarked.push(event.id);
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

  /** Publishes events left behind by a crash or a bus outage. */
  async sweep(olderThanMs = 3_000, limit = 200): Promise<number> {
    const rows = await this.prisma.outboxEvent.findMany({
      where: { publishedAt: null, createdAt: { lt: new Date(this.now().getTime() - olderThanMs) } },
      orderBy: { createdAt: 'asc' },
      select: { id: true, subject: true, payload: true },
      take: limit,
    });
    if (rows.length > 0) {
      this.logger.info({ count: rows.length }, 'publishing events left in the outbox');
      await this.publish(rows.map((row) => ({ id: row.id, subject: row.subject, payload: row.payload as unknown as OutboxEntry['payload'] })));
    }
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
