import { performance } from 'node:perf_hooks';
import { EgressError, type EgressClient, type FetchResponse } from '@lookout/egress';
import type { AttemptResult } from './deliveries.js';
import { parseRetryAfter } from './retry.js';
import { signatureHeader } from './signing.js';

export const WEBHOOK_USER_AGENT = 'lookout-webhooks/0.1 (Standard Webhooks 1.0)';

export interface OutgoingDelivery {
  url: string;
  messageId: string;
  body: string;
  /** Active signing secrets, newest first. */
  secrets: readonly string[];
}

function header(response: FetchResponse, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A short, single-line excerpt of what the receiver said, for the delivery log. */
function excerpt(body: Buffer): string {
  const text = body.subarray(0, 512).toString('utf8').replace(/\s+/g, ' ').trim();
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

function failed(partial: Partial<AttemptResult> & { error: string; durationMs: number }): AttemptResult {
  return { outcome: 'failed', responseStatus: null, retryAfterMs: null, gone: false, ...partial };
}

/**
 * One attempt (contract §6): POST the stored body with the Standard Webhooks headers through the
 * egress client, redirects not followed. 2xx succeeds; 3xx fails (not followed); 410 means gone;
 * 429/503 carry Retry-After; a blocked address or a network failure fails with its reason and no
 * response status. Throws only when `signal` aborts (the dispatcher is stopping).
 */
export async function sendAttempt(egress: EgressClient, delivery: OutgoingDelivery, timestampSeconds: number, signal: AbortSignal, now: Date): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let response: FetchResponse;
  try {
    response = await egress.fetch({
      url: delivery.url,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': WEBHOOK_USER_AGENT,
        'webhook-id': delivery.messageId,
        'webhook-timestamp': String(timestampSeconds),
        'webhook-signature': signatureHeader(delivery.secrets, delivery.messageId, timestampSeconds, delivery.body),
      },
      body: delivery.body,
      followRedirects: false,
      // Only an excerpt of the answer is kept; a large answer must not fail a delivery that succeeded.
      truncateBody: true,
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    if (error instanceof EgressError) return failed({ error: `${error.code}: ${error.message}`, durationMs: elapsed() });
    return failed({ error: `internal_error: ${(error as Error).message ?? String(error)}`, durationMs: elapsed(), internal: true });
  }
  const durationMs = elapsed();
  const status = response.status;
  if (response.tls && !response.tls.authorized) {
    // The egress client completes handshakes with untrusted certificates (a finding for scans); a
    // webhook must not count as delivered to a receiver whose identity was not verified.
    return failed({ error: `tls_error: certificate not trusted (${response.tls.authorizationError ?? 'unknown reason'})`, responseStatus: status, durationMs });
  }
  if (status >= 200 && status < 300) return { outcome: 'succeeded', responseStatus: status, error: null, durationMs, retryAfterMs: null, gone: false };
  if (status >= 300 && status < 400) {
    const location = header(response, 'location');
    return failed({ error: `HTTP ${status}: redirects are not followed${location ? ` (Location: ${location.slice(0, 200)})` : ''}`, responseStatus: status, durationMs });
  }
  const said = excerpt(response.body);
  const error = `HTTP ${status}${said ? `: ${said}` : ''}`;
  if (status === 410) return failed({ error, responseStatus: status, durationMs, gone: true });
  if (status === 429 || status === 503) {
    return failed({ error, responseStatus: status, durationMs, retryAfterMs: parseRetryAfter(response.headers['retry-after'], now) });
  }
  return failed({ error, responseStatus: status, durationMs });
}
