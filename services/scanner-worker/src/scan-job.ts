import { EgressError, type EgressClient, type FetchResponse } from '@lookout/egress';
import type { ScanOutcomeMessage, ScanResultBody } from '@lookout/contracts';

export type ScanVerdict = Pick<ScanOutcomeMessage, 'scanState' | 'result' | 'reason' | 'unreachable'>;

/**
 * One scan: fetch through the egress policy, then analyse. A target that cannot be reached is an
 * outcome (failed, with the reason), not an error; anything else thrown is a bug or an outage and
 * goes back to the queue for another attempt.
 */
export async function scanUrl(
  url: string,
  deps: { egress: EgressClient; analyze: (response: FetchResponse) => ScanResultBody; signal?: AbortSignal },
): Promise<ScanVerdict> {
  let response: FetchResponse;
  try {
    response = await deps.egress.fetch({ url, followRedirects: true, ...(deps.signal ? { signal: deps.signal } : {}) });
  } catch (error) {
    if (error instanceof EgressError) {
      return { scanState: 'failed', reason: { code: error.code, message: error.message }, unreachable: true };
    }
    throw error;
  }
  return { scanState: 'completed', result: deps.analyze(response) };
}
