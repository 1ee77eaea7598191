import { EgressError, type EgressClient, type FetchResponse } from '@lookout/egress';
import type { ScanOutcomeMessage, ScanResultBody } from '@lookout/contracts';

export type ScanVerdict = Pick<ScanOutcomeMessage, 'scanState' | 'result' | 'reason' | 'unreachable'>;

/**
 * A target refused for its address (loopback, private …) is most often an operator testing a local
 * server: the reason says how to allow it rather than leaving them to find the setting.
 */
export const EGRESS_ALLOW_HINT = 'ranges can be allowed with EGRESS_ALLOW_CIDRS on the scanner workers (e.g. 127.0.0.0/8 for a local test server)';

function reasonMessage(error: EgressError): string {
  if (error.code === 'blocked_egress' && / is in /.test(error.message)) return `${error.message}; ${EGRESS_ALLOW_HINT}`;
  return error.message;
}

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
      return { scanState: 'failed', reason: { code: error.code, message: reasonMessage(error) }, unreachable: true };
    }
    throw error;
  }
  return { scanState: 'completed', result: deps.analyze(response) };
}
