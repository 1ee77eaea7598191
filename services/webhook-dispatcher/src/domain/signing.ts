import { createHash, createHmac } from 'node:crypto';

/**
 * Standard Webhooks 1.0 signing (contract §6). The signed content is `{id}.{timestamp}.{body}`;
 * the key is the base64-decoded part of the secret after `whsec_`.
 */

const SECRET_PREFIX = 'whsec_';

/**
 * The webhook-id of a delivery: derived from the event and the endpoint, so it is the same on every
 * attempt, after a restart, and if the fan-out of a redelivered event is written again.
 */
export function messageIdFor(eventId: string, endpointId: string): string {
  return `msg_${createHash('sha256').update(`${eventId}\n${endpointId}`).digest('base64url').slice(0, 32)}`;
}

export function signingKey(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('a signing secret starts with whsec_');
  return Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
}

export function sign(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', signingKey(secret)).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** One signature per active secret, space-separated (the new secret first during a rotation window). */
export function signatureHeader(secrets: readonly string[], messageId: string, timestampSeconds: number, body: string): string {
  return secrets.map((secret) => sign(secret, messageId, timestampSeconds, body)).join(' ');
}
