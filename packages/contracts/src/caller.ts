import type { Caller } from './types.js';

/**
 * The subjects a caller is counted under. Rate-limit windows (quota) and Idempotency-Key records
 * (gateway → orchestrator) are kept per API key, or per client IP for an anonymous caller; monthly
 * quota is kept per workspace, or per client IP. Both formulas are stored (Redis keys, Postgres rows):
 * changing them orphans what is counted.
 */
const ANONYMOUS_PREFIX = 'ip:';

export function anonymousSubject(clientIp: string): string {
  return `${ANONYMOUS_PREFIX}${clientIp}`;
}

export function isAnonymousSubject(subject: string): boolean {
  return subject.startsWith(ANONYMOUS_PREFIX);
}

/** Per key, or per client IP when anonymous: rate limits and Idempotency-Key scopes. */
export function callerSubject(caller: Caller): string {
  return caller.keyId ? `key:${caller.keyId}` : anonymousSubject(caller.clientIp);
}

/** Per workspace, or per client IP when anonymous: monthly and daily scan counts. */
export function quotaSubject(caller: Caller): string {
  return caller.workspaceId ?? anonymousSubject(caller.clientIp);
}
