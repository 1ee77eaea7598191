import { fileURLToPath } from 'node:url';
import { databasePool, migrateAllServices, prismaAdapter, type DatabasePool } from '@lookout/database';
import { Redis } from '@lookout/redis';
import { createLogger } from '@lookout/telemetry';
import { createDatabase, startRedis, type DatabaseHandle, type RedisHandle } from '@lookout/testing';
import { PrismaClient } from '../src/generated/prisma/client.js';

export const SERVICES_DIR = fileURLToPath(new URL('../../', import.meta.url));
export const silentLogger = createLogger('quota-test', 'silent');

/** A migrated database of its own, for one suite. */
export async function migratedDatabase(): Promise<DatabaseHandle> {
  const database = await createDatabase();
  await migrateAllServices({ databaseUrl: database.url, servicesDir: SERVICES_DIR });
  return database;
}

export function quotaPrisma(databaseUrl: string): PrismaClient {
  return new PrismaClient({ adapter: prismaAdapter(databaseUrl, 'quota') });
}

/** A Prisma client and the pool beneath it, as the service builds them. */
export function quotaDatabase(databaseUrl: string): { prisma: PrismaClient; pool: DatabasePool } {
  const pool = databasePool(databaseUrl, 'quota');
  return { prisma: new PrismaClient({ adapter: prismaAdapter(databaseUrl, 'quota', pool) }), pool };
}

/** Several Redis connections, so "concurrent" means concurrent on the server, not one pipelined socket. */
export function redisClients(handle: RedisHandle, count: number): Redis[] {
  return Array.from({ length: count }, () => new Redis(handle.url, { maxRetriesPerRequest: 5, retryStrategy: (attempt) => Math.min(attempt * 50, 500) }));
}

export async function closeAll(clients: Redis[]): Promise<void> {
  await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
}

/** A clock tests move by hand: windows and month boundaries without sleeping. */
export class ManualClock {
  constructor(public ms: number) {}

  static at(iso: string): ManualClock {
    return new ManualClock(Date.parse(iso));
  }

  readonly now = (): number => this.ms;

  advance(ms: number): void {
    this.ms += ms;
  }

  set(iso: string): void {
    this.ms = Date.parse(iso);
  }
}

export { startRedis, type RedisHandle, type DatabaseHandle };
