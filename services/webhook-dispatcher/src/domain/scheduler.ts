import type { EgressClient } from '@lookout/egress';
import type { Logger } from '@lookout/telemetry';
import type { Clock } from './clock.js';
import type { AttemptResult, ClaimedDelivery, DeliveryStore } from './deliveries.js';
import { sendAttempt } from './sender.js';
import { webhookAttempts } from '../metrics.js';

export interface SchedulerOptions {
  maxInFlight: number;
  endpointConcurrency: number;
  pollIntervalMs: number;
  claimLeaseMs: number;
}

interface Running {
  claim: ClaimedDelivery;
  controller: AbortController;
  done: Promise<void>;
  /** The attempt is in the log and the delivery moved on: nothing to hand back. */
  recorded: boolean;
}

/**
 * Runs deliveries out of Postgres. Each pass claims due deliveries (bounded per endpoint and in all),
 * sends each one through the egress client without waiting for the others, records the attempt, and
 * claims again as slots free up. It polls every pollIntervalMs, so retries that come due and work
 * queued by other instances are found; this process's own fan-out wakes it at once.
 */
export class DeliveryScheduler {
  private readonly running = new Map<string, Running>();
  private readonly perEndpoint = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | undefined;
  private again = false;
  private stopping = false;

  constructor(
    private readonly store: DeliveryStore,
    private readonly egress: EgressClient,
    private readonly secretsFor: (claim: ClaimedDelivery) => string[],
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: SchedulerOptions,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), this.options.pollIntervalMs);
    this.wake();
  }

  get inFlight(): number {
    return this.running.size;
  }

  /** Looks for due work now (coalesced: one pass at a time, one more if woken during it). */
  wake(): void {
    if (this.stopping) return;
    if (this.pass) {
      this.again = true;
      return;
    }
    this.pass = (async () => {
      do {
        this.again = false;
        await this.claimAndSend();
      } while (this.again && !this.stopping);
    })().finally(() => {
      this.pass = undefined;
    });
  }

  /** Waits for the current pass (tests use it to step the scheduler deterministically). */
  async settle(): Promise<void> {
    while (this.pass) await this.pass;
  }

  private async claimAndSend(): Promise<void> {
    const capacity = this.options.maxInFlight - this.running.size;
    if (capacity <= 0) return;
    let claims: ClaimedDelivery[];
    try {
      claims = await this.store.claim(capacity, this.options.endpointConcurrency, this.perEndpoint, this.options.claimLeaseMs);
    } catch (error) {
      this.logger.warn({ err: error }, 'claiming due deliveries failed; will retry');
      return;
    }
    if (this.stopping) {
      // Claimed while stop() began: hand them straight back.
      await this.store.release(claims).catch((error: unknown) => this.logger.warn({ err: error }, 'could not release claims'));
      return;
    }
    for (const claim of claims) this.launch(claim);
    // A full claim suggests more is due.
    if (claims.length === capacity) this.again = true;
  }

  private launch(claim: ClaimedDelivery): void {
    const controller = new AbortController();
    this.perEndpoint.set(claim.endpointId, (this.perEndpoint.get(claim.endpointId) ?? 0) + 1);
    const entry: Running = { claim, controller, done: Promise.resolve(), recorded: false };
    this.running.set(claim.id, entry);
    entry.done = this.attempt(entry)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) this.logger.error({ err: error, deliveryId: claim.id }, 'delivery attempt could not be recorded; it is retried when its lease ends');
      })
      .finally(() => {
        this.running.delete(claim.id);
        const left = (this.perEndpoint.get(claim.endpointId) ?? 1) - 1;
        if (left <= 0) this.perEndpoint.delete(claim.endpointId);
        else this.perEndpoint.set(claim.endpointId, left);
        this.wake();
      });
  }

  private async attempt(entry: Running): Promise<void> {
    const { claim } = entry;
    const signal = entry.controller.signal;
    const now = this.clock.now();
    let result: AttemptResult;
    let secrets: string[];
    try {
      secrets = this.secretsFor(claim);
    } catch (error) {
      // A secret that does not decrypt (wrong installation key) cannot sign: record why, retry per schedule.
      this.logger.error({ err: error, endpointId: claim.endpointId }, 'signing secret could not be decrypted');
      secrets = [];
    }
    if (secrets.length === 0) {
      result = { outcome: 'failed', responseStatus: null, error: 'internal_error: the signing secret could not be decrypted with this installation key', durationMs: null, retryAfterMs: null, gone: false, internal: true };
    } else {
      result = await sendAttempt(this.egress, { url: claim.url, messageId: claim.messageId, body: claim.body, secrets }, Math.floor(now.getTime() / 1000), signal, now);
    }
    const recorded = await this.store.recordAttempt(claim, result);
    entry.recorded = true;
    webhookAttempts().add(1, { outcome: result.outcome, delivery: recorded.delivery, status_class: result.responseStatus ? `${Math.floor(result.responseStatus / 100)}xx` : 'none' });
    const log = { deliveryId: claim.id, endpointId: claim.endpointId, eventId: claim.eventId, attempt: claim.attempt, status: result.responseStatus, error: result.error };
    if (recorded.disabled) this.logger.warn({ ...log, reason: recorded.disabled }, 'webhook endpoint disabled');
    else if (recorded.delivery === 'failed') this.logger.warn(log, 'webhook delivery failed for good');
    else if (recorded.delivery === 'retrying') this.logger.info({ ...log, nextAttemptAt: recorded.nextAttemptAt?.toISOString() }, 'webhook delivery attempt failed; will retry');
    else this.logger.debug(log, 'webhook delivered');
  }

  /**
   * Stops claiming, lets attempts in progress finish for up to graceMs, then aborts the rest and
   * hands their deliveries back (due at once, for any instance).
   */
  async stop(graceMs: number): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.pass;
    const all = Promise.allSettled([...this.running.values()].map((entry) => entry.done));
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<'expired'>((resolve) => {
      timer = setTimeout(() => resolve('expired'), graceMs);
    });
    const outcome = await Promise.race([all.then(() => 'done' as const), expired]);
    clearTimeout(timer);
    if (outcome === 'expired') {
      const left = [...this.running.values()];
      for (const entry of left) entry.controller.abort(new Error('dispatcher stopping'));
      await Promise.allSettled(left.map((entry) => entry.done));
      await this.store.release(left.filter((entry) => !entry.recorded).map((entry) => entry.claim)).catch((error: unknown) => this.logger.warn({ err: error }, 'could not hand deliveries back; they come back when their lease ends'));
      this.logger.warn({ handedBack: left.length }, 'shutdown grace expired; deliveries in progress handed back');
    }
  }
}
