import { AppError, type OrchestratorIdempotencyRequest } from '@lookout/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';

const RETENTION_MS = 24 * 60 * 60 * 1000;
/** An in-flight record older than this belongs to a request that died (gateway crash): it may be taken over. */
const STALE_IN_FLIGHT_MS = 2 * 60 * 1000;

export type IdempotencyAnswer = { state: 'new' | 'done' } | { state: 'replay'; responseStatus: number; responseBody: unknown };

/** Idempotency-Key bookkeeping (contract §2), kept in Postgres so a replay survives any restart. */
export class IdempotencyStore {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async handle(request: OrchestratorIdempotencyRequest): Promise<IdempotencyAnswer> {
    const id = { scope: request.scope, endpoint: request.endpoint, key: request.key };
    if (request.op === 'complete') {
      await this.prisma.idempotencyRecord.updateMany({
        where: { ...id, state: 'in_flight' },
        data: { state: 'completed', responseStatus: request.responseStatus ?? 200, responseBody: request.responseBody as Prisma.InputJsonValue },
      });
      return { state: 'done' };
    }
    if (request.op === 'release') {
      await this.prisma.idempotencyRecord.deleteMany({ where: { ...id, state: 'in_flight' } });
      return { state: 'done' };
    }
    return this.begin(id, request.requestHash ?? '');
  }

  private async begin(id: { scope: string; endpoint: string; key: string }, requestHash: string): Promise<IdempotencyAnswer> {
    const now = this.now();
    return this.prisma.$transaction(async (tx) => {
      const inserted = await tx.$executeRaw`
        INSERT INTO idempotency_records (scope, endpoint, key, request_hash, state, created_at, expires_at)
        VALUES (${id.scope}, ${id.endpoint}, ${id.key}, ${requestHash}, 'in_flight', ${now}, ${new Date(now.getTime() + RETENTION_MS)})
        ON CONFLICT DO NOTHING`;
      if (inserted === 1) return { state: 'new' as const };
      const existing = await tx.$queryRaw<{ request_hash: string; state: string; response_status: number | null; response_body: unknown; created_at: Date; expires_at: Date }[]>`
        SELECT request_hash, state, response_status, response_body, created_at, expires_at
          FROM idempotency_records WHERE scope = ${id.scope} AND endpoint = ${id.endpoint} AND key = ${id.key} FOR UPDATE`;
      const record = existing[0];
      const takeOver = async () => {
        await tx.idempotencyRecord.update({
          where: { scope_endpoint_key: id },
          data: { requestHash, state: 'in_flight', responseStatus: null, responseBody: undefined, createdAt: now, expiresAt: new Date(now.getTime() + RETENTION_MS) },
        });
        return { state: 'new' as const };
      };
      if (!record || record.expires_at <= now) return takeOver();
      if (record.request_hash !== requestHash) {
        throw new AppError('unprocessable', 'This Idempotency-Key was already used with a different request body.');
      }
      if (record.state === 'in_flight') {
        if (now.getTime() - record.created_at.getTime() > STALE_IN_FLIGHT_MS) return takeOver();
        throw new AppError('conflict', 'A request with this Idempotency-Key is still being processed; retry shortly.', { retryAfterSeconds: 1 });
      }
      return { state: 'replay' as const, responseStatus: record.response_status ?? 200, responseBody: record.response_body };
    });
  }

  async purgeExpired(batch = 1_000): Promise<number> {
    return this.prisma.$executeRaw`
      DELETE FROM idempotency_records WHERE (scope, endpoint, key) IN (
        SELECT scope, endpoint, key FROM idempotency_records WHERE expires_at < ${this.now()} LIMIT ${batch})`;
  }
}
