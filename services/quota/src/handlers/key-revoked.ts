import { JSONCodec, type NatsConnection, type Subscription } from 'nats';
import { parseWith, Schemas, Subjects, type KeyRevokedMessage } from '@lookout/contracts';
import type { Logger } from '@lookout/telemetry';

const codec = JSONCodec<unknown>();

/** Tells every quota instance that a key was revoked (core NATS, no queue group: all of them hear it). */
export function publishKeyRevoked(nc: NatsConnection, revoked: { keyId: string; revokedAt: string }): void {
  const message: KeyRevokedMessage = { type: 'quota.key-revoked', version: 1, ...revoked };
  nc.publish(Subjects.keyRevoked, codec.encode(message));
}

/** Every instance listens (no queue group) and drops its cached entry for the key at once. */
export function listenForRevocations(nc: NatsConnection, forgetKey: (keyId: string) => void, logger: Logger): Subscription {
  return nc.subscribe(Subjects.keyRevoked, {
    callback: (error, msg) => {
      if (error) {
        logger.error({ err: error }, 'key-revoked subscription error');
        return;
      }
      try {
        const message = parseWith<KeyRevokedMessage>(Schemas.quotaKeyRevoked, codec.decode(msg.data));
        forgetKey(message.keyId);
      } catch (failure) {
        logger.warn({ err: failure }, 'ignoring a malformed key-revoked message');
      }
    },
  });
}
