import { serveRpc, type Bus } from '@lookout/bus';
import { QueueGroups, Schemas, Subjects, type QuotaConsumeRequest } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';

/** quota.consume / quota.refund. Foundation version: admits every scan; counting arrives with the quota issue. */
export function serveConsume(bus: Bus, logger: Logger) {
  const handler = async () => ({});
  return [
    serveRpc<QuotaConsumeRequest>(bus, { subject: Subjects.quotaConsume, queue: QueueGroups.quota, requestSchema: Schemas.quotaConsume, logger, handler }),
    serveRpc<QuotaConsumeRequest>(bus, { subject: Subjects.quotaRefund, queue: QueueGroups.quota, requestSchema: Schemas.quotaConsume, logger, handler }),
  ];
}
