import { lazyInstrument } from '@lookout/telemetry';

/** The gateway's instruments: request rate and latency, and requests refused by limits or auth. */
export const requestDuration = lazyInstrument(
  (meter) =>
    meter.createHistogram('http.server.request.duration', {
      description: 'Duration of HTTP requests served by the API',
      unit: 's',
      advice: { explicitBucketBoundaries: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30] },
    }),
  'gateway',
);

const rejectedRequests = lazyInstrument(
  (meter) => meter.createCounter('lookout.requests.rejected', { description: 'Requests refused before any work: rate limit, monthly quota, authentication, scope' }),
  'gateway',
);

const COUNTED_REJECTIONS = new Set(['rate_limited', 'quota_exceeded', 'unauthorized', 'forbidden']);

export function countRejection(problem: string): void {
  if (COUNTED_REJECTIONS.has(problem)) rejectedRequests().add(1, { reason: problem });
}
