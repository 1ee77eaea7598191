import { EventTypes, newId, type ScanCompletedEvent, type WebhookDeliveryAttempt, type WebhookEventType } from '@lookout/contracts';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import type { Clock } from './clock.js';
import type { EndpointSets } from './endpoint-sets.js';
import { scanCompletedBody, testEventBody } from './payload.js';
import { nextAttemptDelay, withJitter, type RandomSource } from './retry.js';
import { messageIdFor } from './signing.js';

/** A delivery taken by this process for one attempt. */
export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: WebhookEventType;
  messageId: string;
  body: string;
  /** 1-based number of this attempt. */
  attempt: number;
  url: string;
  secretEnc: string;
  previousSecretEnc: string | null;
  previousExpiresAt: Date | null;
}

export interface AttemptResult {
  outcome: 'succeeded' | 'failed';
  responseStatus: number | null;
  error: string | null;
  durationMs: number | null;
  /** From Retry-After on a 429/503. */
  retryAfterMs: number | null;
  /** The receiver answered 410 Gone: the endpoint is disabled. */
  gone: boolean;
  /** The failure is this service's (e.g. a secret that does not decrypt): retried, but not held against the endpoint. */
  internal?: boolean;
}

export interface RecordedAttempt {
  /** What became of the delivery. */
  delivery: 'succeeded' | 'retrying' | 'failed' | 'gone';
  nextAttemptAt: Date | null;
  /** Set when this attempt disabled the endpoint. */
  disabled: 'gone' | 'failing' | null;
}

export interface DeliveryPolicy {
  retryScheduleMs: readonly number[];
  disableAfterMs: number;
  random?: RandomSource;
}

export type DisabledReason = 'manual' | 'gone' | 'failing';

type Tx = Prisma.TransactionClient;

/**
 * Disables an endpoint and ends its pending deliveries as failed: a disabled endpoint gets nothing,
 * and re-enabling it does not release a backlog of stale events. Answers the endpoint's workspace,
 * whose endpoint set changed once this commits.
 */
export async function disableEndpoint(tx: Tx | PrismaClient, endpointId: string, reason: DisabledReason, now: Date): Promise<string> {
  const { workspaceId } = await tx.webhookEndpoint.update({ where: { id: endpointId }, data: { status: 'disabled', disabledReason: reason, updatedAt: now }, select: { workspaceId: true } });
  await tx.delivery.updateMany({
    where: { endpointId, state: 'pending' },
    data: { state: 'failed', nextAttemptAt: null, completedAt: now, lastError: `endpoint disabled (${reason})` },
  });
  return workspaceId;
}

/** The endpoint set EndpointSets caches: ids of the workspace's enabled endpoints subscribed to scan.completed. */
export async function subscribedEndpointIds(prisma: PrismaClient, workspaceId: string): Promise<string[]> {
  const rows = await prisma.webhookEndpoint.findMany({
    where: { workspaceId, status: 'enabled', events: { has: EventTypes.scanCompleted } },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  return rows.map((row) => row.id);
}

/** Where the store reads endpoint sets and says they changed (both through the cache every instance keeps). */
export interface EndpointSetAccess {
  sets: EndpointSets;
  /** Called once a change to a workspace's endpoints has committed: forgets it here and tells every other instance. */
  changed: (workspaceId: string) => void;
}

interface ClaimRow {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  message_id: string;
  body: string;
  attempts: number;
  url: string;
  secret_enc: string;
  previous_secret_enc: string | null;
  previous_secret_expires_at: Date | null;
}

/** Deliveries in Postgres: the durable fan-out, the claim of due work, and the attempt log. */
export class DeliveryStore {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly policy: DeliveryPolicy,
    private readonly clock: Clock,
    private readonly endpointSets: EndpointSetAccess,
  ) {}

  /** When a new delivery's first attempt is due: the first entry of the schedule (normally 0s). */
  private firstAttemptAt(now: Date): Date {
    return new Date(now.getTime() + withJitter(this.policy.retryScheduleMs[0] ?? 0, this.policy.random));
  }

  /**
   * One delivery per enabled endpoint of the event's workspace subscribed to its type. Idempotent:
   * (event_id, endpoint_id) is unique, so a redelivered event writes nothing twice.
   * The endpoint set comes from the cache: a workspace without webhooks costs no statement, one with
   * webhooks one INSERT … SELECT, which re-checks each endpoint's status and subscription as it writes.
   */
  async fanOut(event: ScanCompletedEvent): Promise<number> {
    const workspaceId = event.data.workspaceId;
    if (workspaceId === null) return 0; // anonymous scans belong to no workspace, so to no webhook
    const endpointIds = await this.endpointSets.sets.of(workspaceId);
    if (endpointIds.length === 0) return 0;
    const now = this.clock.now();
    const deliveryIds = endpointIds.map(() => newId('dlv', now.getTime()));
    const messageIds = endpointIds.map((endpointId) => messageIdFor(event.id, endpointId));
    return this.prisma.$executeRaw`
      INSERT INTO deliveries (id, event_id, endpoint_id, event_type, message_id, body, next_attempt_at, created_at)
      SELECT c.id, ${event.id}, e.id, ${EventTypes.scanCompleted}, c.message_id, ${scanCompletedBody(event)}, ${this.firstAttemptAt(now)}, ${now}
        FROM unnest(${deliveryIds}::text[], ${[...endpointIds]}::text[], ${messageIds}::text[]) AS c(id, endpoint_id, message_id)
        JOIN webhook_endpoints e ON e.id = c.endpoint_id
       WHERE e.workspace_id = ${workspaceId} AND e.status = 'enabled' AND ${EventTypes.scanCompleted} = ANY(e.events)
      ON CONFLICT (event_id, endpoint_id) DO NOTHING`;
  }

  /** Queues a webhook.test event to one endpoint; answers its event id. */
  async queueTest(endpointId: string, webhookId: string): Promise<string> {
    const now = this.clock.now();
    const eventId = newId('evt', now.getTime());
    await this.prisma.delivery.create({
      data: {
        id: newId('dlv', now.getTime()),
        eventId,
        endpointId,
        eventType: EventTypes.webhookTest,
        messageId: messageIdFor(eventId, endpointId),
        body: testEventBody(webhookId, now),
        nextAttemptAt: this.firstAttemptAt(now),
        createdAt: now,
      },
    });
    return eventId;
  }

  /**
   * Claims due deliveries of enabled endpoints: at most `perEndpoint` per endpoint (less what this
   * process already has in flight there, `busy`) and `limit` in all. Rows another process is claiming
   * at the same moment are skipped (FOR UPDATE SKIP LOCKED). A claim counts the attempt and pushes
   * next_attempt_at forward by the lease, so nothing is held only in memory: if this process dies,
   * the delivery is due again when the lease runs out.
   */
  async claim(limit: number, perEndpoint: number, busy: ReadonlyMap<string, number>, leaseMs: number): Promise<ClaimedDelivery[]> {
    if (limit <= 0) return [];
    const now = this.clock.now();
    const leaseUntil = new Date(now.getTime() + leaseMs);
    const busyIds = [...busy.keys()];
    const busyRemaining = busyIds.map((id) => Math.max(0, perEndpoint - (busy.get(id) ?? 0)));
    // Per endpoint through LATERAL (an index range scan each): a receiver with thousands of due
    // deliveries takes at most its share, so it cannot crowd the other endpoints out of a claim.
    const rows = await this.prisma.$queryRaw<ClaimRow[]>`
      WITH cap AS (
        SELECT * FROM unnest(${busyIds}::text[], ${busyRemaining}::int[]) AS c(endpoint_id, remaining)
      ), candidates AS (
        SELECT due.id FROM webhook_endpoints e
        LEFT JOIN cap ON cap.endpoint_id = e.id
        CROSS JOIN LATERAL (
          SELECT d.id FROM deliveries d
          WHERE d.endpoint_id = e.id AND d.state = 'pending' AND d.next_attempt_at <= ${now}
          ORDER BY d.next_attempt_at
          LIMIT COALESCE(cap.remaining, ${perEndpoint}::int)
        ) due
        WHERE e.status = 'enabled'
      ), picked AS (
        SELECT d.id FROM deliveries d
        WHERE d.id IN (SELECT id FROM candidates) AND d.state = 'pending' AND d.next_attempt_at <= ${now}
        ORDER BY d.next_attempt_at
        LIMIT ${limit}::int
        FOR UPDATE OF d SKIP LOCKED
      )
      UPDATE deliveries d
         SET next_attempt_at = ${leaseUntil}, attempts = d.attempts + 1
        FROM picked, webhook_endpoints e
       WHERE d.id = picked.id AND e.id = d.endpoint_id
      RETURNING d.id, d.endpoint_id, d.event_id, d.event_type, d.message_id, d.body, d.attempts,
                e.url, e.secret_enc, e.previous_secret_enc, e.previous_secret_expires_at`;
    return rows.map((row) => ({
      id: row.id,
      endpointId: row.endpoint_id,
      eventId: row.event_id,
      eventType: row.event_type as WebhookEventType,
      messageId: row.message_id,
      body: row.body,
      attempt: Number(row.attempts),
      url: row.url,
      secretEnc: row.secret_enc,
      previousSecretEnc: row.previous_secret_enc,
      previousExpiresAt: row.previous_secret_expires_at,
    }));
  }

  /**
   * Records one attempt in the log and moves the delivery on: done, rescheduled per the retry
   * schedule (Retry-After honoured), or failed for good. Also keeps the endpoint's failing streak:
   * 410, or failing on every attempt for WEBHOOK_DISABLE_AFTER_HOURS, disables it.
   */
  async recordAttempt(claimed: ClaimedDelivery, result: AttemptResult): Promise<RecordedAttempt> {
    const now = this.clock.now();
    // INSERT … SELECT: nothing is written when the endpoint (and so the delivery) was deleted meanwhile.
    const logAttempt = Prisma.sql`
      INSERT INTO delivery_attempts (delivery_id, attempt, endpoint_id, event_id, event_type, message_id, outcome, response_status, error, duration_ms, at)
      SELECT d.id, ${claimed.attempt}::int, d.endpoint_id, d.event_id, d.event_type, d.message_id,
             ${result.outcome}::"AttemptOutcome", ${result.responseStatus}::int, ${result.error}, ${result.durationMs}::int, ${now}
        FROM deliveries d WHERE d.id = ${claimed.id}
      ON CONFLICT DO NOTHING`;

    if (result.outcome === 'succeeded') {
      // The common case in one statement (its parts commit together): the log row, the delivery done —
      // only by the holder of the latest claim (a claim whose lease ran out may finish late) — and the
      // endpoint's failing streak ended.
      await this.prisma.$executeRaw`
        WITH logged AS (${logAttempt} RETURNING 1),
        done AS (
          UPDATE deliveries SET state = 'succeeded', next_attempt_at = NULL, completed_at = ${now}, last_error = NULL
           WHERE id = ${claimed.id} AND state = 'pending' AND attempts = ${claimed.attempt}::int
          RETURNING 1)
        UPDATE webhook_endpoints SET failing_since = NULL WHERE id = ${claimed.endpointId} AND failing_since IS NOT NULL`;
      return { delivery: 'succeeded', nextAttemptAt: null, disabled: null };
    }

    let disabledIn: string | null = null;
    const recorded = await this.prisma.$transaction(async (tx): Promise<RecordedAttempt> => {
      await tx.$executeRaw(logAttempt);
      // Only the holder of the latest claim moves the delivery (a claim whose lease ran out may finish late).
      const current = { id: claimed.id, state: 'pending' as const, attempts: claimed.attempt };

      if (result.gone) {
        const endpoint = await tx.webhookEndpoint.findUnique({ where: { id: claimed.endpointId }, select: { status: true } });
        if (endpoint?.status === 'enabled') {
          disabledIn = await disableEndpoint(tx, claimed.endpointId, 'gone', now);
          await tx.delivery.updateMany({ where: { id: claimed.id }, data: { lastError: result.error } });
          return { delivery: 'gone', nextAttemptAt: null, disabled: 'gone' };
        }
        await tx.delivery.updateMany({ where: current, data: { state: 'failed', nextAttemptAt: null, completedAt: now, lastError: result.error } });
        return { delivery: 'gone', nextAttemptAt: null, disabled: null };
      }

      const streak = result.internal
        ? []
        : await tx.$queryRaw<{ failing_since: Date; status: string }[]>`
            UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, ${now})
             WHERE id = ${claimed.endpointId}
            RETURNING failing_since, status::text AS status`;
      const endpoint = streak[0];
      if (endpoint?.status === 'enabled' && now.getTime() - endpoint.failing_since.getTime() >= this.policy.disableAfterMs) {
        disabledIn = await disableEndpoint(tx, claimed.endpointId, 'failing', now);
        await tx.delivery.updateMany({ where: { id: claimed.id }, data: { lastError: result.error } });
        return { delivery: 'failed', nextAttemptAt: null, disabled: 'failing' };
      }

      const delay = nextAttemptDelay(this.policy.retryScheduleMs, claimed.attempt, result.retryAfterMs, this.policy.random);
      if (delay === null) {
        await tx.delivery.updateMany({ where: current, data: { state: 'failed', nextAttemptAt: null, completedAt: now, lastError: result.error } });
        return { delivery: 'failed', nextAttemptAt: null, disabled: null };
      }
      const nextAttemptAt = new Date(now.getTime() + delay);
      await tx.delivery.updateMany({ where: current, data: { nextAttemptAt, lastError: result.error } });
      return { delivery: 'retrying', nextAttemptAt, disabled: null };
    });
    // Committed: the workspace's endpoint set lost this endpoint, on every instance.
    if (disabledIn !== null) this.endpointSets.changed(disabledIn);
    return recorded;
  }

  /** Hands claimed deliveries back (shutdown): due again at once, for any instance. The claimed attempt is not given back. */
  async release(claims: readonly ClaimedDelivery[]): Promise<void> {
    const now = this.clock.now();
    for (const claim of claims) {
      await this.prisma.delivery.updateMany({ where: { id: claim.id, state: 'pending', attempts: claim.attempt }, data: { nextAttemptAt: now } });
    }
  }

  /** Newest attempts first, of one endpoint. */
  async listAttempts(endpointId: string, limit: number): Promise<WebhookDeliveryAttempt[]> {
    const rows = await this.prisma.deliveryAttempt.findMany({ where: { endpointId }, orderBy: [{ at: 'desc' }, { attempt: 'desc' }], take: limit });
    return rows.map((row) => ({
      eventId: row.eventId,
      eventType: row.eventType as WebhookEventType,
      messageId: row.messageId,
      attempt: row.attempt,
      status: row.outcome,
      responseStatus: row.responseStatus,
      error: row.error,
      durationMs: row.durationMs,
      at: row.at.toISOString(),
    }));
  }

  /** Removes finished deliveries (and, by cascade, their attempts) older than the retention, in batches. */
  async purgeFinished(olderThan: Date, batch = 1_000): Promise<number> {
    return this.prisma.$executeRaw`
      DELETE FROM deliveries WHERE id IN (
        SELECT id FROM deliveries WHERE state <> 'pending' AND completed_at < ${olderThan} LIMIT ${batch}::int)`;
  }
}
