import { EgressError, type EgressFailureCode } from './types.js';

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL', 'EAI_NODATA', 'ENODATA', 'ESERVFAIL', 'ENONAME', 'EREFUSED', 'ENOTIMP', 'EBADNAME']);
const REFUSED_CODES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENETDOWN', 'EADDRNOTAVAIL']);
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE', 'ERR_HTTP_CONTENT_LENGTH_MISMATCH']);

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** The error and its causes, outermost first (got wraps Node's errors in RequestError with `cause`). */
function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && chain.length < 8 && !chain.includes(current)) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

function codeToFailure(code: string): EgressFailureCode | null {
  if (code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT') return 'timeout';
  if (DNS_CODES.has(code)) return 'dns_unresolvable';
  if (REFUSED_CODES.has(code)) return 'connection_refused';
  if (RESET_CODES.has(code)) return 'connection_reset';
  if (code.startsWith('HPE_') || code === 'ERR_INVALID_HTTP_RESPONSE' || code.startsWith('ERR_INVALID_CHAR')) return 'invalid_response';
  if (code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_') || code === 'EPROTO') return 'tls_error';
  if (code.startsWith('Z_') || code.startsWith('ERR__ERROR_') || code === 'ERR_BROTLI_DECOMPRESSION_FAILED') return 'invalid_response';
  return null;
}

/**
 * Maps whatever a hop threw onto the closed failure vocabulary. Returns null for errors that are not
 * about the target (bugs, outages of this process): those are rethrown as they are, so the job is
 * retried instead of blaming the URL.
 */
export function toEgressError(error: unknown): EgressError | null {
  const chain = causeChain(error);
  const egress = chain.find((e): e is EgressError => e instanceof EgressError);
  if (egress) return egress;
  for (const e of chain) {
    const code = codeOf(e);
    const failure = code === undefined ? null : codeToFailure(code);
    if (failure) {
      const message = e instanceof Error ? e.message : String(e);
      return new EgressError(failure, `${code ?? ''}: ${message}`);
    }
  }
  // A system call failing on the socket is about the peer even when its code is unusual.
  if (chain.some((e) => typeof e === 'object' && e !== null && 'syscall' in e)) {
    const first = chain[chain.length - 1];
    return new EgressError('connection_reset', first instanceof Error ? first.message : 'socket error');
  }
  return null;
}

/** Same failure, with facts gathered so far (redirect hops, URL) added where it does not have them. */
export function withDetails(error: EgressError, details: EgressError['details']): EgressError {
  const merged = { ...details, ...error.details };
  if (details.redirects && details.redirects.length > 0) merged.redirects = details.redirects;
  const enriched = new EgressError(error.code, error.message, merged);
  if (error.stack) enriched.stack = error.stack;
  return enriched;
}
