import { EgressError, type EgressClient, type FetchResponse } from '@lookout/egress';
import type { CaptureOptions, ScanOutcomeMessage, ScanResultBody } from '@lookout/contracts';

export type ScanVerdict = Pick<ScanOutcomeMessage, 'scanState' | 'result' | 'reason' | 'unreachable'>;

/**
 * A target refused for its address (loopback, private …) is most often an operator testing a local
 * server: the reason says how to allow it rather than leaving them to find the setting.
 */
export const EGRESS_ALLOW_HINT = 'ranges can be allowed with EGRESS_ALLOW_CIDRS on the scanner workers (e.g. 127.0.0.0/8 for a local test server)';

/** The reason a failed scan reports for an egress error, the same for both engines. */
export function reasonMessage(error: EgressError): string {
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
  deps: { egress: EgressClient; analyze: (response: FetchResponse) => ScanResultBody; signal?: AbortSignal; options?: CaptureOptions },
): Promise<ScanVerdict> {
  let response: FetchResponse;
  try {
    const headers = deps.options ? requestHeaders(deps.options) : {};
    response = await deps.egress.fetch({ url, followRedirects: true, headers, ...(deps.signal ? { signal: deps.signal } : {}) });
  } catch (error) {
    if (error instanceof EgressError) {
      return { scanState: 'failed', reason: { code: error.code, message: reasonMessage(error) }, unreachable: true };
    }
    throw error;
  }
  return { scanState: 'completed', result: deps.analyze(response) };
}

/**
 * The request headers a submission's capture options ask for (the http engine; device has no meaning
 * without a browser). The named fields win over an extraHeaders entry of the same name. The gateway
 * already refused Host and hop-by-hop headers; the egress client drops them again regardless.
 */
export function requestHeaders(options: CaptureOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.extraHeaders ?? {})) headers[name.toLowerCase()] = value;
  if (options.userAgent !== undefined) headers['user-agent'] = options.userAgent;
  if (options.referer !== undefined) headers.referer = options.referer;
  if (options.acceptLanguage !== undefined) headers['accept-language'] = options.acceptLanguage;
  return headers;
}
