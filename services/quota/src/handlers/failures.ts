import { AppError } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';

/**
 * Redis or Postgres failing is a 503 the client may retry, not a 500: nothing is admitted without
 * its counters (the quota service fails closed), and nothing was consumed.
 */
export async function orUnavailable<T>(logger: Logger, what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error({ err: error }, `${what} failed`);
    throw new AppError('unavailable', `The quota service cannot ${what} right now; retry shortly.`, { retryAfterSeconds: 1, cause: error });
  }
}
