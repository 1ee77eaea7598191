import { broadcast, listen, type Bus } from '@lookout/bus';
import { Operations } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';
import type { EndpointSets } from '../domain/endpoint-sets.js';

/**
 * Keeps every instance's cached endpoint sets exact. Listens (no queue group: every instance hears
 * it) before the instance takes any event, and forgets everything after a NATS reconnect, when
 * broadcasts may have been missed. Returns what to call once a change has committed: this instance
 * forgets the workspace now, every other one when the broadcast arrives.
 */
export function keepEndpointSetsExact(bus: Bus, sets: EndpointSets, logger: Logger) {
  const subscription = listen(bus, Operations.webhookEndpointsChanged, { logger, handler: (message) => sets.forget(message.workspaceId) });
  void (async () => {
    for await (const status of bus.nc.status()) {
      if (status.type === 'reconnect') sets.clear();
    }
  })();
  const changed = (workspaceId: string) => {
    sets.forget(workspaceId);
    broadcast(bus, Operations.webhookEndpointsChanged, { workspaceId });
  };
  return { subscription, changed };
}
