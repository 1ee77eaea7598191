import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Duplex } from 'node:stream';
import tls from 'node:tls';
import { parseCidrList } from '../address-policy.js';
import { approvedAddresses, lookupAll, type ApproveContext, type ApprovedHost } from '../approve.js';
import { parseContentEncoding, readCappedBody } from '../body.js';
import { connectTcp, PinnedHop, type Connector } from '../connect.js';
import { toEgressError } from '../errors.js';
import { assertValidPolicy, upstreamTrust } from '../policy.js';
import { EgressError, type PhaseTimings } from '../types.js';
import { createCertificateAuthority, type CertificateAuthority } from './authority.js';
import { detectMagic, downloadFilename, fileContents, isDownload } from './download.js';
import type { EgressProxy, EgressProxyOptions, EgressRecord, HeaderEntry, ProxyRefusalCode } from './types.js';

/** The header that tells the browser side why the proxy answered instead of the target. */
export const REFUSAL_HEADER = 'x-lookout-egress-refused';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-authenticate',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

let sharedAuthority: CertificateAuthority | undefined;
/** One CA per process, created on first use: a few milliseconds, then each proxy reuses its leaf cache. */
function defaultAuthority(): CertificateAuthority {
  sharedAuthority ??= createCertificateAuthority();
  return sharedAuthority;
}

/** Where the requests read from one socket go: set for sockets of a CONNECT tunnel. */
interface Tunnel {
  /** `https:` after a TLS handshake with our leaf, `http:` for plain HTTP inside the tunnel (ws:// via CONNECT). */
  scheme: 'http:' | 'https:';
  /** The CONNECT authority, `host:port`: the only target requests inside this tunnel can reach. */
  authority: string;
  /** The policy's verdict on the CONNECT target, judged once before anything else. */
  approval: Promise<ApprovedHost>;
}

interface Exchange {
  record: EgressRecord;
  url: URL;
  startedAt: number;
}

function emptyTimings(): PhaseTimings {
  return { dns: null, connect: null, tls: null, ttfb: null, total: 0 };
}

function entries(raw: readonly string[]): HeaderEntry[] {
  const out: HeaderEntry[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) out.push({ name: raw[i] ?? '', value: raw[i + 1] ?? '' });
  return out;
}

/** Request headers fit to send upstream: no hop-by-hop headers, none the Connection header names, no proxy credentials. */
function upstreamHeaders(raw: readonly string[], url: URL): HeaderEntry[] {
  const list = entries(raw);
  const named = new Set<string>();
  for (const { name, value } of list) {
    if (name.toLowerCase() === 'connection') for (const token of value.split(',')) named.add(token.trim().toLowerCase());
  }
  const out: HeaderEntry[] = [{ name: 'Host', value: url.host }];
  for (const { name, value } of list) {
    const key = name.toLowerCase();
    if (HOP_BY_HOP.has(key) || named.has(key) || key === 'content-length') continue;
    if (key === 'accept-encoding') {
      // Only codings the proxy can decode (it decodes every body to hash it and to cap it after decompression).
      const kept = value
        .split(',')
        .map((t) => t.trim())
        .filter((t) => /^(?:gzip|deflate|br)(?:;|$)/i.test(t));
      if (kept.length > 0) out.push({ name, value: kept.join(', ') });
      continue;
    }
    out.push({ name, value });
  }
  return out;
}

function headerObject(list: readonly HeaderEntry[]): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const { name, value } of list) {
    const existing = out[name];
    if (existing === undefined) out[name] = value;
    else out[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}

function firstHeader(list: readonly HeaderEntry[], name: string): string | null {
  return list.find((h) => h.name.toLowerCase() === name)?.value ?? null;
}

function checkCredentials(header: string | undefined, expected: Buffer): boolean {
  if (header === undefined) return false;
  const match = /^Basic\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1], 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Splits `host:port` (brackets around IPv6); null for anything else. */
function parseAuthority(authority: string): URL | null {
  if (!/^(?:\[[0-9a-fA-F:.]+\]|[^\s/?#@[\]:]+):\d{1,5}$/.test(authority)) return null;
  try {
    const url = new URL(`https://${authority}/`);
    return url.port === '' && !authority.endsWith(':443') ? null : url;
  } catch {
    return null;
  }
}

/**
 * Service workers are off. The context option `serviceWorkers: 'block'` only replaces
 * `navigator.serviceWorker.register` in each page, which page script runs after; the proxy is the
 * guarantee: the fetch of a worker script (Chromium sends `Service-Worker: script` with it, HTTP or
 * inside a tunnel) is refused, so no registration can complete and nothing is connected to.
 */
function refuseServiceWorkerScript(req: http.IncomingMessage): void {
  if (req.headers['service-worker'] !== undefined) throw new EgressError('blocked_egress', 'service worker scripts are not fetched (service workers are off)');
}

function portOf(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' || url.protocol === 'wss:' ? 443 : 80;
}

/**
 * Starts an HTTP forward proxy on 127.0.0.1 (ephemeral port) through which a browser context reaches
 * the network and nothing else. Every request — absolute-form HTTP, every request inside a CONNECT
 * tunnel (TLS is terminated here with a leaf from the in-memory CA), WebSocket upgrades — is judged
 * by the egress policy exactly as the http engine's hops are (resolve once, judge every address,
 * connect only to the approved address, caps and timeouts), then recorded. Redirects are never
 * followed here: the browser follows them and each hop comes back through the proxy.
 */
export async function startEgressProxy(options: EgressProxyOptions): Promise<EgressProxy> {
  const { policy } = options;
  assertValidPolicy(policy);
  const maxRequests = options.maxRequests ?? 2000;
  const maxTotalBytes = options.maxTotalBytes ?? 64 * 1024 * 1024;
  const idleSocketMs = options.idleSocketMs ?? 30_000;
  const now = options.now ?? (() => performance.now());
  const clock = options.clock ?? (() => new Date());
  const connect: Connector = options.connect ?? connectTcp;
  const authority = options.authority ?? defaultAuthority();
  const ca = upstreamTrust(policy);
  const approve: ApproveContext = { policy, allow: parseCidrList(policy.allowCidrs), resolve: options.resolve ?? lookupAll, now };

  const username = `lookout-${randomBytes(6).toString('hex')}`;
  const password = randomBytes(24).toString('base64url');
  const expectedCredentials = Buffer.from(`${username}:${password}`);

  const records: EgressRecord[] = [];
  const counters = { requests: 0, overLimit: 0, bytes: 0 };
  const sockets = new Set<Duplex>();
  const hops = new Set<PinnedHop>();
  const tunnels = new WeakMap<Duplex, Tunnel>();
  const controllers = new Set<AbortController>();
  let closed = false;

  const remember = (socket: Duplex): void => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };

  const finish = (record: EgressRecord, startedAt: number): void => {
    record.timings.total = Math.max(0, Math.round(now() - startedAt));
    records.push(record);
    try {
      options.onRecord?.(record);
    } catch {
      // A listener's bug must not break the browser's traffic.
    }
  };

  /** Counts a request against the cap; null when over it (the caller answers request_limit and records nothing). */
  const begin = (method: string, url: string, websocket: boolean): Exchange | null => {
    counters.requests += 1;
    if (counters.requests > maxRequests) {
      counters.overLimit += 1;
      return null;
    }
    const record: EgressRecord = {
      id: counters.requests,
      url,
      method,
      startedDateTime: clock().toISOString(),
      websocket,
      status: null,
      remoteAddress: null,
      mimeType: null,
      bytes: 0,
      sha256: null,
      requestHeaders: [],
      responseHeaders: [],
      timings: emptyTimings(),
      tls: null,
    };
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      parsed = new URL('http://invalid.invalid/');
    }
    return { record, url: parsed, startedAt: now() };
  };

  const refusal = (error: unknown): { blocked: boolean; reason: ProxyRefusalCode; message: string } => {
    if (error instanceof ProxyCapError) return { blocked: false, reason: error.code, message: error.message };
    const egress = toEgressError(error);
    if (egress) return { blocked: egress.code === 'blocked_egress', reason: egress.code, message: egress.message };
    return { blocked: false, reason: 'connection_reset', message: error instanceof Error ? error.message : String(error) };
  };

  const noteFailure = (record: EgressRecord, error: unknown): { status: number; reason: ProxyRefusalCode } => {
    const r = refusal(error);
    if (r.blocked) record.blocked = { reason: 'blocked_egress', message: r.message };
    else record.error = { reason: r.reason, message: r.message };
    const status = r.blocked ? 403 : r.reason === 'timeout' ? 504 : r.reason === 'request_limit' || r.reason === 'byte_limit' ? 429 : 502;
    return { status, reason: r.reason };
  };

  const answerRefusal = (res: http.ServerResponse, status: number, reason: ProxyRefusalCode, message: string): void => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const body = `Lookout egress proxy: ${reason}: ${message}\n`;
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body), [REFUSAL_HEADER]: reason, 'cache-control': 'no-store' });
    res.end(body);
  };

  const addBytes = (n: number): void => {
    counters.bytes += n;
    if (counters.bytes > maxTotalBytes) throw new ProxyCapError('byte_limit', `the proxy passed more than ${maxTotalBytes} body bytes in total`);
  };

  /** Target URL and its approval for a request read from `socket`: tunnel requests are bound to the CONNECT authority. */
  const targetOf = (req: http.IncomingMessage, websocket: boolean): { url: string; approval: (() => Promise<ApprovedHost>) | null } => {
    const tunnel = tunnels.get(req.socket);
    const path = req.url ?? '/';
    if (tunnel) {
      const scheme = websocket ? (tunnel.scheme === 'https:' ? 'wss:' : 'ws:') : tunnel.scheme;
      const origin = `${scheme}//${tunnel.authority}`;
      return { url: path.startsWith('/') ? `${origin}${path}` : `${origin}/`, approval: () => tunnel.approval };
    }
    return { url: path, approval: null };
  };

  const withDeadline = (): { signal: AbortSignal; done: () => void } => {
    const controller = new AbortController();
    controllers.add(controller);
    const timer = setTimeout(() => {
      controller.abort(new EgressError('timeout', `request exceeded the total time limit of ${policy.timeouts.totalMs} ms`));
    }, policy.timeouts.totalMs);
    return {
      signal: controller.signal,
      done: () => {
        clearTimeout(timer);
        controllers.delete(controller);
      },
    };
  };

  /** Validates scheme and judges the host (or reuses the tunnel's verdict). Throws EgressError blocked_egress when refused. */
  const judge = async (url: URL, approval: (() => Promise<ApprovedHost>) | null, signal: AbortSignal, websocket: boolean): Promise<ApprovedHost> => {
    const schemes = websocket ? ['http:', 'https:', 'ws:', 'wss:'] : ['http:', 'https:'];
    if (!schemes.includes(url.protocol)) throw new EgressError('blocked_egress', `scheme ${url.protocol} is not allowed`, { url: url.href });
    if (url.username !== '' || url.password !== '') throw new EgressError('blocked_egress', 'credentials in the request target', { url: url.href });
    if (approval) return approval();
    return approvedAddresses(url, approve, signal);
  };

  const pinnedHop = (url: URL, approved: ApprovedHost): PinnedHop => {
    const secure = url.protocol === 'https:' || url.protocol === 'wss:';
    const hop = new PinnedHop({
      targets: approved.addresses.map((ip) => ({ address: ip.address, family: ip.family, port: portOf(url), hostname: approved.tlsName })),
      secure,
      allow: approve.allow,
      connectMs: policy.timeouts.connectMs,
      secureConnectMs: policy.timeouts.secureConnectMs,
      connect,
      now,
      ca,
    });
    hops.add(hop);
    return hop;
  };

  const closeHop = (hop: PinnedHop): void => {
    hop.close();
    hops.delete(hop);
  };

  const fillConnectionFacts = (record: EgressRecord, hop: PinnedHop, approved: ApprovedHost, sentAt: number | null, responseAt: number | null): void => {
    const state = hop.state;
    const round = (ms: number | null): number | null => (ms === null ? null : Math.max(0, Math.round(ms)));
    record.remoteAddress = state.remoteAddress;
    record.tls = state.tls;
    record.timings.dns = round(approved.dnsMs);
    record.timings.connect = state.connectStartedAt !== null && state.connectedAt !== null ? round(state.connectedAt - state.connectStartedAt) : null;
    record.timings.tls = state.secureAt !== null && state.connectedAt !== null ? round(state.secureAt - state.connectedAt) : null;
    const ready = sentAt ?? state.secureAt ?? state.connectedAt;
    record.timings.ttfb = ready !== null && responseAt !== null ? round(responseAt - ready) : null;
  };

  /** The first bytes of the decoded body the caller asked to keep (a copy: the record must not pin the whole body). */
  const keepBodyOn = (record: EgressRecord, body: Buffer, status: number): void => {
    let keep = 0;
    try {
      keep = Math.floor(options.keepBody?.({ url: record.url, method: record.method, status, mimeType: record.mimeType, bytes: body.length }) ?? 0);
    } catch {
      // A caller's bug keeps nothing; the exchange goes on.
    }
    if (!(keep > 0)) return;
    record.body = Buffer.from(body.subarray(0, Math.min(keep, body.length)));
    if (keep < body.length) record.bodyTruncated = true;
  };

  // --- plain request/response ---------------------------------------------------------------
  const handleRequest = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const target = targetOf(req, false);
    const exchange = begin(req.method ?? 'GET', target.url, false);
    if (!exchange) {
      answerRefusal(res, 429, 'request_limit', `more than ${maxRequests} requests through this proxy`);
      req.resume();
      return;
    }
    const { record, url, startedAt } = exchange;
    const deadline = withDeadline();
    let hop: PinnedHop | null = null;
    try {
      refuseServiceWorkerScript(req);
      const approved = await judge(url, target.approval, deadline.signal, false);
      const method = record.method;
      const requestBody = await readCappedBody(req, { cap: policy.maxBodyBytes, truncate: false, codings: [] });
      addBytes(requestBody.body.length);
      const sendHeaders = upstreamHeaders(req.rawHeaders, url);
      const hasBody = requestBody.body.length > 0 || !['GET', 'HEAD', 'OPTIONS', 'DELETE', 'TRACE'].includes(method);
      if (hasBody) sendHeaders.push({ name: 'Content-Length', value: String(requestBody.body.length) });
      record.requestHeaders = sendHeaders;

      hop = pinnedHop(url, approved);
      const secure = url.protocol === 'https:';
      let sentAt: number | null = null;
      let responseAt: number | null = null;
      const upstream = (secure ? https : http).request({
        method,
        host: approved.tlsName,
        port: portOf(url),
        path: `${url.pathname}${url.search}`,
        headers: headerObject(sendHeaders),
        setHost: false,
        agent: secure ? hop.agents.https : hop.agents.http,
        maxHeaderSize: policy.maxHeaderBytes,
        signal: deadline.signal,
      });
      upstream.once('finish', () => {
        sentAt = now();
      });
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const timer = setTimeout(() => {
          upstream.destroy(new EgressError('timeout', `no response within ${policy.timeouts.responseMs} ms`));
        }, policy.timeouts.responseMs + policy.timeouts.connectMs + policy.timeouts.secureConnectMs);
        upstream.once('response', (r: http.IncomingMessage) => {
          clearTimeout(timer);
          responseAt = now();
          resolve(r);
        });
        upstream.once('error', (error) => {
          clearTimeout(timer);
          reject(deadline.signal.aborted ? (deadline.signal.reason as unknown) : error);
        });
        upstream.end(requestBody.body);
      });
      upstream.on('error', () => {});
      const status = response.statusCode ?? 0;
      record.status = status;
      record.responseHeaders = entries(response.rawHeaders);
      fillConnectionFacts(record, hop, approved, sentAt, responseAt);
      const contentType = firstHeader(record.responseHeaders, 'content-type');
      record.mimeType = contentType === null ? null : (contentType.split(';')[0]?.trim().toLowerCase() ?? null) || null;

      const bodiless = method === 'HEAD' || status === 204 || status === 304 || (status >= 100 && status < 200);
      const codings = bodiless ? [] : parseContentEncoding(response.headers['content-encoding']);
      const declared = Number(response.headers['content-length']);
      if (codings !== null && codings.length === 0 && Number.isFinite(declared) && declared > policy.maxBodyBytes) {
        throw new EgressError('response_too_large', `Content-Length ${declared} exceeds ${policy.maxBodyBytes} bytes`);
      }
      const body = bodiless
        ? Buffer.alloc(0)
        : (await readCappedBody(response, { cap: policy.maxBodyBytes, truncate: false, codings: codings ?? [] })).body;
      addBytes(body.length);
      record.bytes = body.length;
      record.sha256 = bodiless ? null : createHash('sha256').update(body).digest('hex');
      if (!bodiless && body.length > 0) {
        const disposition = firstHeader(record.responseHeaders, 'content-disposition');
        const magic = detectMagic(body);
        if (isDownload(disposition, record.mimeType, magic)) {
          record.download = { filename: downloadFilename(disposition, url), mimeType: record.mimeType, bytes: body.length, sha256: record.sha256 ?? '', magic, ...fileContents(body, magic) };
        }
      }

      if (!bodiless && body.length > 0 && options.keepBody) keepBodyOn(record, body, status);

      // The body goes to the browser decoded (content-encoding dropped, unless it was a coding the proxy keeps as is).
      const outHeaders = record.responseHeaders.filter(({ name }) => {
        const key = name.toLowerCase();
        if (HOP_BY_HOP.has(key) && key !== 'host') return false;
        if (bodiless) return true;
        return key !== 'content-length' && (codings === null || key !== 'content-encoding');
      });
      if (!bodiless) outHeaders.push({ name: 'Content-Length', value: String(body.length) });
      if (!closed) {
        res.writeHead(status, outHeaders.flatMap(({ name, value }) => [name, value]));
        res.end(bodiless ? undefined : body);
      }
    } catch (error) {
      const { status, reason } = noteFailure(record, error);
      answerRefusal(res, status, reason, record.blocked?.message ?? record.error?.message ?? '');
      req.resume();
    } finally {
      deadline.done();
      if (hop) closeHop(hop);
      finish(record, startedAt);
    }
  };

  // --- WebSocket upgrades (absolute-form ws:// or inside a tunnel) --------------------------------
  const handleUpgrade = async (req: http.IncomingMessage, client: Duplex, head: Buffer): Promise<void> => {
    remember(client);
    const target = targetOf(req, true);
    const exchange = begin(req.method ?? 'GET', target.url, true);
    const refuse = (status: number, reason: ProxyRefusalCode): void => {
      if (client.writable) client.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\n${REFUSAL_HEADER}: ${reason}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    };
    if (!exchange) {
      refuse(429, 'request_limit');
      return;
    }
    const { record, startedAt } = exchange;
    const url = new URL(exchange.url.href.replace(/^http/, 'ws'));
    record.url = url.href;
    const deadline = withDeadline();
    let hop: PinnedHop | null = null;
    let recorded = false;
    const done = (): void => {
      if (recorded) return;
      recorded = true;
      finish(record, startedAt);
    };
    try {
      const approved = await judge(url, target.approval, deadline.signal, true);
      const sendHeaders = upstreamHeaders(req.rawHeaders, url);
      // The upgrade itself is hop-by-hop, yet it is the point of this request: restored explicitly.
      sendHeaders.push({ name: 'Connection', value: 'Upgrade' }, { name: 'Upgrade', value: req.headers.upgrade ?? 'websocket' });
      record.requestHeaders = sendHeaders;
      hop = pinnedHop(url, approved);
      const activeHop = hop;
      const upstream = await new Promise<Duplex>((resolve, reject) => {
        deadline.signal.addEventListener('abort', () => reject(deadline.signal.reason as unknown), { once: true });
        activeHop.openSocket().then(resolve, reject);
      });
      remember(upstream);
      const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`, ...sendHeaders.map(({ name, value }) => `${name}: ${value}`), '', ''];
      upstream.write(lines.join('\r\n'));
      if (head.length > 0) upstream.write(head);
      // Read the upstream response head (capped), then splice the two sockets.
      const { headText, rest } = await new Promise<{ headText: string; rest: Buffer }>((resolve, reject) => {
        let buffered = Buffer.alloc(0);
        const timer = setTimeout(() => reject(new EgressError('timeout', `no WebSocket handshake answer within ${policy.timeouts.responseMs} ms`)), policy.timeouts.responseMs);
        const onData = (chunk: Buffer): void => {
          buffered = Buffer.concat([buffered, chunk]);
          const end = buffered.indexOf('\r\n\r\n');
          if (end === -1) {
            if (buffered.length > policy.maxHeaderBytes) {
              cleanup();
              reject(new EgressError('invalid_response', `WebSocket handshake answer exceeds ${policy.maxHeaderBytes} bytes`));
            }
            return;
          }
          cleanup();
          upstream.pause();
          resolve({ headText: buffered.subarray(0, end).toString('latin1'), rest: buffered.subarray(end + 4) });
        };
        const onEnd = (): void => {
          cleanup();
          reject(new EgressError('connection_reset', 'upstream closed during the WebSocket handshake'));
        };
        const cleanup = (): void => {
          clearTimeout(timer);
          upstream.off('data', onData);
          upstream.off('end', onEnd);
          upstream.off('close', onEnd);
        };
        upstream.on('data', onData);
        upstream.once('end', onEnd);
        upstream.once('close', onEnd);
      });
      const [statusLine = '', ...headerLines] = headText.split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? NaN);
      if (!Number.isInteger(status)) throw new EgressError('invalid_response', `not an HTTP status line: ${JSON.stringify(statusLine.slice(0, 100))}`);
      record.status = status;
      record.responseHeaders = headerLines.map((line) => {
        const colon = line.indexOf(':');
        return { name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() };
      });
      fillConnectionFacts(record, hop, approved, null, now());
      client.write(`${headText}\r\n\r\n`);
      if (rest.length > 0) client.write(rest);
      record.bytes = rest.length;
      deadline.done();
      if (status !== 101) {
        client.end();
        upstream.destroy();
        done();
        return;
      }
      // Frames flow both ways until either side closes; bytes count against the proxy's total cap.
      const count = (n: number, fromUpstream: boolean): boolean => {
        if (fromUpstream) record.bytes += n;
        try {
          addBytes(n);
          return true;
        } catch (error) {
          const r = refusal(error);
          record.error = { reason: r.reason, message: r.message };
          client.destroy();
          upstream.destroy();
          return false;
        }
      };
      upstream.on('data', (chunk: Buffer) => {
        if (count(chunk.length, true) && !client.write(chunk)) upstream.pause();
      });
      client.on('drain', () => upstream.resume());
      client.on('data', (chunk: Buffer) => {
        if (count(chunk.length, false) && !upstream.write(chunk)) client.pause();
      });
      upstream.on('drain', () => client.resume());
      // Recorded once the handshake is through (a socket may stay open as long as the page); `bytes`
      // of this same record keeps counting until it closes.
      done();
      const end = (): void => {
        client.destroy();
        upstream.destroy();
        if (hop) closeHop(hop);
      };
      upstream.once('close', end);
      client.once('close', end);
      upstream.resume();
    } catch (error) {
      const { status, reason } = noteFailure(record, error);
      refuse(status, reason);
      deadline.done();
      if (hop) closeHop(hop);
      done();
    }
  };

  // --- the listener the browser talks to -----------------------------------------------------
  const inner = http.createServer({ maxHeaderSize: policy.maxHeaderBytes, requestTimeout: policy.timeouts.totalMs });
  const outer = http.createServer({ maxHeaderSize: policy.maxHeaderBytes, requestTimeout: policy.timeouts.totalMs });
  outer.keepAliveTimeout = idleSocketMs;
  inner.keepAliveTimeout = idleSocketMs;

  const authorized = (req: http.IncomingMessage): boolean => checkCredentials(req.headers['proxy-authorization'], expectedCredentials);
  const challenge = 'Basic realm="lookout-egress"';

  outer.on('connection', (socket: net.Socket) => {
    remember(socket);
    socket.setTimeout(idleSocketMs, () => socket.destroy());
  });
  for (const server of [outer, inner]) {
    server.on('clientError', (_error, socket: Duplex) => socket.destroy());
    server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
      if (!tunnels.has(req.socket) && !authorized(req)) {
        socket.end(`HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: ${challenge}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
        return;
      }
      void handleUpgrade(req, socket, head);
    });
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (!tunnels.has(req.socket)) {
        if (!authorized(req)) {
          res.writeHead(407, { 'proxy-authenticate': challenge, 'content-length': 0 });
          res.end();
          req.resume();
          return;
        }
        if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(req.url ?? '')) {
          // Origin-form to the proxy itself: it serves nothing of its own.
          answerRefusal(res, 400, 'blocked_egress', 'a forward proxy needs an absolute URL');
          req.resume();
          return;
        }
      }
      void handleRequest(req, res);
    });
  }

  outer.on('connect', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    remember(socket);
    if (!authorized(req)) {
      socket.end(`HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: ${challenge}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      return;
    }
    const target = parseAuthority(req.url ?? '');
    if (!target) {
      socket.end(`HTTP/1.1 400 Bad Request\r\n${REFUSAL_HEADER}: blocked_egress\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      return;
    }
    // Judged before anything else; the tunnel is still terminated here when refused, so that each
    // request inside it is answered 403 and recorded with its full URL — nothing connects upstream.
    const controller = new AbortController();
    controllers.add(controller);
    const approval = approvedAddresses(target, approve, controller.signal).finally(() => controllers.delete(controller));
    approval.catch(() => {});
    const authorityText = target.host;
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) socket.unshift(head);
    socket.once('readable', () => {
      const first = socket.read(1) as Buffer | null;
      if (first === null) {
        socket.destroy();
        return;
      }
      socket.unshift(first);
      if (first[0] === 0x16) {
        const secure = new tls.TLSSocket(socket, {
          isServer: true,
          secureContext: authority.contextFor(target.hostname.replace(/^\[|\]$/g, '')),
          ALPNProtocols: ['http/1.1'],
        });
        remember(secure);
        tunnels.set(secure, { scheme: 'https:', authority: authorityText, approval });
        inner.emit('connection', secure);
      } else {
        tunnels.set(socket, { scheme: 'http:', authority: authorityText, approval });
        inner.emit('connection', socket);
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    outer.once('error', reject);
    outer.listen(0, '127.0.0.1', () => {
      outer.off('error', reject);
      resolve();
    });
  });
  const address = outer.address();
  if (!address || typeof address !== 'object') throw new Error('egress proxy did not get a port');
  const server = `http://127.0.0.1:${address.port}`;

  return {
    server,
    port: address.port,
    username,
    password,
    playwrightProxy: { server, username, password, bypass: '<-loopback>' },
    records: () => [...records],
    stats: () => ({ ...counters }),
    close: async () => {
      closed = true;
      for (const controller of controllers) controller.abort(new EgressError('connection_reset', 'egress proxy closed'));
      for (const hop of hops) hop.close();
      hops.clear();
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      inner.close();
      await new Promise<void>((resolve) => outer.close(() => resolve()));
    },
  };
}

/** The proxy's own caps (request count, total bytes), outside the egress vocabulary. */
class ProxyCapError extends Error {
  constructor(
    readonly code: 'request_limit' | 'byte_limit',
    message: string,
  ) {
    super(message);
    this.name = 'ProxyCapError';
  }
}
