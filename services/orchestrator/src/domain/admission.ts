import { AppError } from '@lookout/contracts';

export interface AdmissionOptions {
  /** Submissions handled at once while worker reports keep up (ORCHESTRATOR_SUBMIT_CONCURRENCY). */
  maxInFlight: number;
  /** …and while they queue (ORCHESTRATOR_SUBMIT_CONCURRENCY_WHILE_DRAINING): outcomes first. */
  maxInFlightWhileDraining: number;
  /**
   * A submission that waited this long for its turn is refused — 503 with Retry-After, before anything
   * is written or consumed (ORCHESTRATOR_SUBMIT_WAIT_MS). Below the gateway's GATEWAY_RPC_TIMEOUT_MS, so
   * a caller is never told 503 by the gateway about a submission the orchestrator goes on to make.
   */
  maxWaitMs: number;
}

/** How often waiting submissions look again whether worker reports still queue (nothing announces the end). */
const RECHECK_MS = 20;

/** How long reports count as queueing after they were last seen queueing. */
const DRAINING_HOLD_MS = 500;

/**
 * Admission control for submissions, outcomes first. A scan that is queued costs nothing until a worker
 * reports on it; a submission is new work. While the worker reports this instance consumes queue up
 * (`draining()`: its outcome handlers are busy), only a few submissions run at once, so the reports get
 * the event loop and Postgres and the backlog drains at the workers' rate instead of at whatever the
 * submissions leave over; the others wait their turn in order, up to maxWaitMs. Without a backlog the
 * bound is only a cap on concurrent submissions.
 */
export class SubmissionAdmission {
  private running = 0;
  private readonly waiting: { admit: () => void }[] = [];
  private recheck: NodeJS.Timeout | undefined;
  private drainingUntil = 0;

  constructor(
    private readonly options: AdmissionOptions,
    private readonly draining: () => boolean,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get inFlight(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    // A waiter is handed its slot by admitWaiting (which counts it): no one overtakes the queue.
    if (this.waiting.length > 0 || this.running >= this.limit()) await this.turn();
    else this.running++;
    try {
      return await work();
    } finally {
      this.running--;
      this.admitWaiting();
    }
  }

  private limit(): number {
    const now = this.now();
    // Held for a while once seen: the signal flickers (a handler between two messages, a backlog read
    // every 200 ms) and each flicker would let a crowd of waiting submissions in.
    if (this.draining()) this.drainingUntil = now + DRAINING_HOLD_MS;
    return now < this.drainingUntil ? this.options.maxInFlightWhileDraining : this.options.maxInFlight;
  }

  private turn(): Promise<void> {
    return new Promise((resolve, reject) => {
      const entry = {
        admit: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(entry), 1);
        reject(new AppError('unavailable', 'Scans are being finished ahead of new submissions; retry shortly', { retryAfterSeconds: 2 }));
      }, this.options.maxWaitMs);
      this.waiting.push(entry);
      this.scheduleRecheck();
    });
  }

  private admitWaiting(): void {
    while (this.waiting.length > 0 && this.running < this.limit()) {
      this.running++;
      this.waiting.shift()!.admit();
    }
    this.scheduleRecheck();
  }

  private scheduleRecheck(): void {
    if (this.waiting.length === 0 || this.recheck) return;
    this.recheck = setTimeout(() => {
      this.recheck = undefined;
      this.admitWaiting();
    }, RECHECK_MS);
  }
}
