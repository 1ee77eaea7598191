import tls from 'node:tls';
import dns from 'node:dns';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import got, { type Request as GotRequest } from 'got';
import { judgeAddress, parseCidrList, type CidrSet } from './address-policy.js';
import { parseContentEncoding, readCappedBody, type CappedBody } from './body.js';
import { connectTcp, PinnedHop, type Connector } from './connect.js';
import { toEgressError, withDetails } from './errors.js';
import { classifyHost, parseIpLiteral, type IpLiteral } from './host-literal.js';
import { assertValidPolicy } from './policy.js';
import {
  EgressError,
  type EgressClient,
  type EgressPolicy,
  type FetchRequest,
  type FetchResponse,
  type PeerCertificateInfo,
  type RedirectHop,
} from './types.js';

export interface EgressClientDeps {
  /** Name → addresses. Default: `dns.lookup(name, { all: true })`, i.e. what the OS resolver says. */
  resolve?: (hostname: string) => Promise<string[]>;
  /** Monotonic milliseconds, for timings. */
  now?: () => number;
  /** Opens the TCP connection to an approved address (tests observe connection attempts through it). */
  connect?: Connector;
  /** Extra CA certificates (PEM) trusted beside Node's root store, e.g. an on-premise or test CA. */
  extraCaCerts?: readonly string[];
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Caller headers that would let a request lie about its framing or target. */
const FORBIDDEN_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade', 'te', 'trailer']);
/** Dropped when a redirect leaves the origin, as browsers do. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);

interface Context {
  readonly policy: EgressPolicy;
  readonly allow: CidrSet;
  readonly resolve: (hostname: string) => Promise<string[]>;
  readonly now: () => number;
  readonly connect: Connector;
  readonly ca: readonly string[] | undefined;
}

async function lookupAll(hostname: string): Promise<string[]> {
  const results = await dns.promises.lookup(hostname, { all: true });
  return results.map((r) => r.address);
}

/**
 * The SSRF-safe HTTP client. Every hop: parse the host (IP literals in any spelling), resolve names
 * once, judge every address, connect to the first approved address only (no second resolution, so DNS
 * rebinding cannot swap it), check the socket's real peer, then speak HTTP through got with redirects,
 * decompression, retries and caching turned off so that each of them is done here under the policy.
 */
export function createEgressClient(policy: EgressPolicy, deps: EgressClientDeps = {}): EgressClient {
  assertValidPolicy(policy);
  const context: Context = {
    policy,
    allow: parseCidrList(policy.allowCidrs),
    resolve: deps.resolve ?? lookupAll,
    ca: deps.extraCaCerts && deps.extraCaCerts.length > 0 ? [...tls.rootCertificates, ...deps.extraCaCerts] : undefined,
    now: deps.now ?? (() => performance.now()),
    connect: deps.connect ?? connectTcp,
  };
  return { fetch: (request) => fetchWithPolicy(request, context) };
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

async function fetchWithPolicy(request: FetchRequest, context: Context): Promise<FetchResponse> {
  const { policy } = context;
  const redirects: RedirectHop[] = [];
  let currentUrl = request.url;
  if (request.signal?.aborted) throw abortReason(request.signal);

  // One controller for the whole fetch: the total deadline and the caller's signal both abort it.
  const controller = new AbortController();
  const totalTimer = setTimeout(() => {
    controller.abort(new EgressError('timeout', `request exceeded the total time limit of ${policy.timeouts.totalMs} ms`));
  }, policy.timeouts.totalMs);
  const onCallerAbort = (): void => {
    if (request.signal) controller.abort(abortReason(request.signal));
  };
  request.signal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    let url = parseRequestUrl(request.url);
    const requestedUrl = url.href;
    let method = request.method ?? 'GET';
    if (method !== 'POST' && request.body !== undefined) throw new TypeError(`a ${method} request cannot carry a body`);
    let body = method === 'POST' ? (request.body ?? '') : undefined;
    let headers = callerHeaders(request.headers);

    for (;;) {
      currentUrl = url.href;
      const hop = await openHop(url, { method, headers, body }, context, controller.signal);
      if (request.followRedirects === true && REDIRECT_STATUSES.has(hop.status) && hop.location !== undefined) {
        hop.discard();
        redirects.push({ url: url.href, status: hop.status, location: hop.location });
        if (redirects.length > policy.maxRedirects) {
          throw new EgressError('too_many_redirects', `more than ${policy.maxRedirects} redirects`);
        }
        const next = redirectTarget(hop.location, url);
        // 303 turns anything but HEAD into GET; 301/302 turn POST into GET (what every client does).
        if ((hop.status === 303 && method !== 'HEAD') || ((hop.status === 301 || hop.status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
          headers = withoutHeaders(headers, new Set(['content-type']));
        }
        if (next.origin !== url.origin) headers = withoutHeaders(headers, CREDENTIAL_HEADERS);
        url = next;
        continue;
      }
      const content = await hop.readBody(request.truncateBody === true);
      const end = context.now();
      return {
        requestedUrl,
        finalUrl: url.href,
        redirects,
        status: hop.status,
        headers: hop.headers,
        body: content.body,
        bodyTruncated: content.truncated,
        remoteAddress: hop.remoteAddress,
        resolvedAddresses: hop.resolvedAddresses,
        tls: hop.tls,
        timings: { ...hop.phaseTimings(), total: Math.max(0, Math.round(end - hop.startedAt)) },
      };
    }
  } catch (error) {
    const details = { redirects: [...redirects], url: currentUrl };
    if (controller.signal.aborted) {
      const reason: unknown = controller.signal.reason;
      // The caller's own abort is not the target's fault: it surfaces as the caller's reason, not an EgressError.
      throw reason instanceof EgressError ? withDetails(reason, details) : reason;
    }
    const egress = toEgressError(error);
    throw egress ? withDetails(egress, details) : error;
  } finally {
    clearTimeout(totalTimer);
    request.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * Only absolute http(s) URLs leave the building. Anything else (file:, gopher:, data:, relative) is
 * refused as `blocked_egress`: it is the egress policy that forbids it, whether it came from the caller
 * or from a redirect. Credentials in the URL are never sent.
 */
function parseRequestUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new EgressError('blocked_egress', 'not an absolute URL', { url: text });
  }
  return checkScheme(url);
}

function checkScheme(url: URL): URL {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new EgressError('blocked_egress', `scheme ${url.protocol} is not allowed (http and https only)`, { url: url.href });
  }
  url.username = '';
  url.password = '';
  return url;
}

/** A Location that does not parse is the server's fault (`invalid_response`); one that parses to a forbidden scheme is the policy's (`blocked_egress`). */
function redirectTarget(location: string, base: URL): URL {
  let next: URL;
  try {
    next = new URL(location, base);
  } catch {
    throw new EgressError('invalid_response', `redirect Location is not a valid URL: ${JSON.stringify(location.slice(0, 200))}`);
  }
  return checkScheme(next);
}

function callerHeaders(input: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(input ?? {})) {
    const key = name.toLowerCase();
    if (!FORBIDDEN_HEADERS.has(key)) out[key] = value;
  }
  return out;
}

function withoutHeaders(headers: Record<string, string>, names: ReadonlySet<string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.has(name)));
}

/** Lower-cased names from the raw header list; repeats joined with ", ", set-cookie kept as a list. */
function collectHeaders(raw: readonly string[]): Record<string, string | string[]> {
  const values = new Map<string, string[]>();
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = (raw[i] ?? '').toLowerCase();
    const list = values.get(name) ?? [];
    list.push(raw[i + 1] ?? '');
    values.set(name, list);
  }
  // fromEntries defines own properties, so a header named __proto__ stays a header.
  return Object.fromEntries([...values].map(([name, list]) => [name, name === 'set-cookie' ? list : list.join(', ')]));
}

interface OpenHop {
  readonly status: number;
  readonly headers: Record<string, string | string[]>;
  readonly location: string | undefined;
  readonly remoteAddress: string | null;
  readonly resolvedAddresses: string[];
  readonly tls: PeerCertificateInfo | null;
  readonly startedAt: number;
  phaseTimings(): Omit<FetchResponse['timings'], 'total'>;
  readBody(truncate: boolean): Promise<CappedBody>;
  discard(): void;
}

interface HopRequest {
  method: 'GET' | 'POST' | 'HEAD';
  headers: Record<string, string>;
  body: string | Buffer | undefined;
}

function waitWithin<T>(work: Promise<T>, ms: number, onTimeout: () => Error, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(abortReason(signal));
    const timer = setTimeout(() => reject(onTimeout()), ms);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    });
  });
}

interface ApprovedHost {
  addresses: IpLiteral[];
  dnsMs: number | null;
  /** What TLS verifies and sends as SNI: the canonical IP for literals, the name without a trailing dot otherwise. */
  tlsName: string;
}

/** Resolves and judges a hop's host; throws before anything connects when any address is blocked. */
async function approvedAddresses(url: URL, context: Context, signal: AbortSignal): Promise<ApprovedHost> {
  const host = classifyHost(url.hostname);
  if (host.kind === 'invalid') throw new EgressError('blocked_egress', `host ${url.hostname} refused: ${host.reason}`, { url: url.href });
  let addresses: IpLiteral[];
  let dnsMs: number | null = null;
  if (host.kind === 'ip') {
    // Node never calls lookup for IP literals, so a literal is judged here, in whatever spelling it came.
    addresses = [host.ip];
  } else {
    const started = context.now();
    const { lookupMs } = context.policy.timeouts;
    let answers: string[];
    try {
      answers = await waitWithin(
        context.resolve(host.name),
        lookupMs,
        () => new EgressError('timeout', `DNS lookup of ${host.name} timed out after ${lookupMs} ms`),
        signal,
      );
    } catch (error) {
      if (signal.aborted || error instanceof EgressError) throw error;
      const code = error instanceof Error && 'code' in error ? String(error.code) : 'error';
      throw new EgressError('dns_unresolvable', `${host.name} did not resolve (${code})`, { url: url.href });
    }
    dnsMs = context.now() - started;
    if (answers.length === 0) throw new EgressError('dns_unresolvable', `${host.name} has no addresses`, { url: url.href });
    addresses = answers.map((answer) => {
      const ip = parseIpLiteral(answer);
      if (!ip) throw new EgressError('blocked_egress', `resolver answered ${JSON.stringify(answer)} for ${host.name}, not an IP address`, { url: url.href });
      return ip;
    });
  }
  // A name that resolves to a mix of public and internal addresses is hostile: any blocked address blocks.
  for (const ip of addresses) {
    const verdict = judgeAddress(ip, context.allow);
    if (verdict.blocked) {
      const via = verdict.embedded === undefined ? '' : ` (embeds ${verdict.embedded})`;
      throw new EgressError('blocked_egress', `${url.hostname} → ${ip.address}${via} is in ${verdict.range ?? 'a blocked range'}`, {
        address: ip.address,
        url: url.href,
      });
    }
  }
  return { addresses, dnsMs, tlsName: host.kind === 'ip' ? host.ip.address : host.name.replace(/\.$/, '') };
}

async function openHop(url: URL, request: HopRequest, context: Context, signal: AbortSignal): Promise<OpenHop> {
  const { policy, now } = context;
  const startedAt = now();
  const { addresses, dnsMs, tlsName } = await approvedAddresses(url, context, signal);
  const secure = url.protocol === 'https:';
  const port = url.port === '' ? (secure ? 443 : 80) : Number(url.port);
  const pinned = new PinnedHop({
    targets: addresses.map((ip) => ({ address: ip.address, family: ip.family, port, hostname: tlsName })),
    secure,
    allow: context.allow,
    connectMs: policy.timeouts.connectMs,
    secureConnectMs: policy.timeouts.secureConnectMs,
    connect: context.connect,
    ca: context.ca,
    now,
  });

  let stream: GotRequest;
  let requestSentAt: number | null = null;
  let responseAt = 0;
  let response: IncomingMessage;
  try {
    stream = got.stream(url, {
      method: request.method,
      headers: {
        'user-agent': policy.userAgent,
        accept: '*/*',
        'accept-encoding': 'gzip, deflate, br',
        ...request.headers,
      },
      ...(request.body === undefined ? {} : { body: request.body }),
      // Never the global agents (proxy variables, pooling, their own DNS): see PinnedHop.
      agent: pinned.agents,
      // Everything got would do on its own across hops or bytes is done here under the policy.
      followRedirect: false,
      decompress: false,
      retry: { limit: 0 },
      throwHttpErrors: false,
      http2: false,
      enableUnixSockets: false,
      maxHeaderSize: policy.maxHeaderBytes,
      timeout: { response: policy.timeouts.responseMs },
      signal,
    });
    stream.once('request', (clientRequest: ClientRequest) => {
      clientRequest.once('finish', () => {
        requestSentAt = now();
      });
    });
    response = await new Promise<IncomingMessage>((resolve, reject) => {
      stream.once('response', (res: IncomingMessage) => {
        responseAt = now();
        resolve(res);
      });
      stream.once('error', reject);
    });
  } catch (error) {
    pinned.close();
    throw error;
  }
  // Errors after this point surface through readBody's pipeline (or are moot after discard).
  stream.on('error', () => {});

  const status = response.statusCode ?? 0;
  const headers = collectHeaders(response.rawHeaders);
  const locationHeader = response.headers.location;
  const state = pinned.state;
  return {
    status,
    headers,
    location: typeof locationHeader === 'string' ? locationHeader : undefined,
    remoteAddress: state.remoteAddress,
    resolvedAddresses: addresses.map((a) => a.address),
    tls: state.tls,
    startedAt,
    phaseTimings() {
      // Clamped: a server may answer before the request has finished sending (ttfb would go negative).
      const round = (ms: number | null): number | null => (ms === null ? null : Math.max(0, Math.round(ms)));
      const ready = state.secureAt ?? state.connectedAt;
      const sent = requestSentAt ?? ready;
      return {
        dns: round(dnsMs),
        connect: state.connectStartedAt !== null && state.connectedAt !== null ? round(state.connectedAt - state.connectStartedAt) : null,
        tls: state.secureAt !== null && state.connectedAt !== null ? round(state.secureAt - state.connectedAt) : null,
        ttfb: sent === null ? null : round(responseAt - sent),
      };
    },
    async readBody(truncate: boolean) {
      try {
        const declared = Number(response.headers['content-length']);
        if (!truncate && Number.isFinite(declared) && declared > policy.maxBodyBytes) {
          throw new EgressError('response_too_large', `Content-Length ${declared} exceeds ${policy.maxBodyBytes} bytes`);
        }
        const bodiless = request.method === 'HEAD' || status === 204 || status === 304;
        const codings = bodiless ? [] : (parseContentEncoding(response.headers['content-encoding']) ?? []);
        return await readCappedBody(stream, { cap: policy.maxBodyBytes, truncate, codings });
      } finally {
        stream.destroy();
        pinned.close();
      }
    },
    discard() {
      stream.destroy();
      pinned.close();
    },
  };
}
