import { requestRpc, type Bus } from '@lookout/bus';
import { Operations, type Caller } from '@lookout/contracts';
import type { QuotaPort } from './domain/ports.js';

/** The quota service, reached over request/reply. */
export function quotaClient(bus: Bus): QuotaPort {
  const call = async (operation: typeof Operations.quotaConsume | typeof Operations.quotaRefund, caller: Caller) => {
    await requestRpc(bus, operation, { caller, units: 1 }, { timeoutMs: 5_000 });
  };
  return {
    consume: (caller) => call(Operations.quotaConsume, caller),
    refund: (caller) => call(Operations.quotaRefund, caller),
  };
}
