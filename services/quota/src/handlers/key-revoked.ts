import { broadcast, listen, type Bus } from '@lookout/bus';
import { Operations } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';

/** Tells every quota instance that a key was revoked (no queue group: all of them hear it). */
export function publishKeyRevoked(bus: Bus, revoked: { keyId: string; revokedAt: string }): void {
  broadcast(bus, Operations.keyRevoked, revoked);
}

/** Every instance listens and drops its cached entry for the key at once. */
export function listenForRevocations(bus: Bus, forgetKey: (keyId: string) => void, logger: Logger) {
  return listen(bus, Operations.keyRevoked, { logger, handler: (message) => forgetKey(message.keyId) });
}
