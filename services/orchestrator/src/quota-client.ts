import { requestRpc, type Bus } from '@lookout/bus';
import { Schemas, Subjects, type Caller, type QuotaConsumeRequest } from '@lookout/contracts';
import type { QuotaPort } from './domain/scan-service.js';

/** The quota service, reached over request/reply. */
export function quotaClient(bus: Bus): QuotaPort {
  const call = async (type: QuotaConsumeRequest['type'], caller: Caller) => {
    const request: QuotaConsumeRequest = { type, version: 1, caller, units: 1 };
    await requestRpc(bus, type === 'quota.consume' ? Subjects.quotaConsume : Subjects.quotaRefund, request, {
      replySchema: Schemas.quotaConsumeReply,
      timeoutMs: 5_000,
    });
  };
  return {
    consume: (caller) => call('quota.consume', caller),
    refund: (caller) => call('quota.refund', caller),
  };
}
