import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from '@lookout/telemetry';

export { Redis } from 'ioredis';

/**
 * One place for Redis defaults: reconnect forever with capped backoff (a Redis restart must not
 * take a service down), fail commands fast while disconnected instead of queueing them without
 * bound, and bound every command's time.
 */
export function createRedis(url: string, logger: Logger, overrides: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    commandTimeout: 5_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    reconnectOnError: (error) => /READONLY/.test(error.message),
    ...overrides,
  });
  redis.on('error', (error: Error) => logger.warn({ err: error.message }, 'redis error'));
  redis.on('ready', () => logger.info('connected to Redis'));
  return redis;
}

/** QUIT, or disconnect when the connection is already gone. */
export async function closeRedis(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
