import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import dgram from 'node:dgram';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import https from 'node:https';
import type net from 'node:net';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import {
  chromiumEgressLaunchArgs,
  connectTcp,
  createCertificateAuthority,
  defaultPolicy,
  egressContextOptions,
  REFUSAL_HEADER,
  startEgressProxy,
  type Connector,
  type EgressProxy,
  type EgressProxyOptions,
  type EgressRecord,
} from '../src/index.js';
import { httpListener, ipv6LoopbackAvailable, tableResolver, type Listener, type LoopbackHost } from './helpers.js';

/**
 * The SSRF battery through a real Chromium. The scan page is served from the one allowed origin
 * (127.0.0.1, the only CIDR the policy allows); canaries on other loopback addresses stand for
 * internal services and count every TCP connection they receive. From the page, every way a browser
 * can make a request (subresources, iframe, fetch, XHR, WebSocket, meta refresh, location=, form
 * POST, window.open, an HTTP redirect, HTTPS via CONNECT) is aimed at every blocked spelling: the
 * canaries must see ZERO connections and the proxy must record each refusal with its reason.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const sha256 = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

/** A minimal WebSocket server side (RFC 6455 handshake, one unmasked text frame): enough to prove ws works through the proxy. */
function acceptWebSocket(req: http.IncomingMessage, socket: net.Socket | import('node:stream').Duplex, message: string): void {
  const key = req.headers['sec-websocket-key'] ?? '';
  const accept = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
  socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
  const payload = Buffer.from(message);
  socket.write(Buffer.concat([Buffer.from([0x81, payload.length]), payload]));
}

describe('egress proxy with a real Chromium', function () {
  this.timeout(60_000);

  let browser: Browser;
  let origin: Listener;
  let secureOrigin: Listener;
  let P0 = 0;
  let PS = 0;
  const canaries = new Map<string, Listener>();
  const canaryPort = (host: string): number => canaries.get(host)?.port ?? 0;
  /** Requests the origin received for a Host other than its own (a `localhost`/0.0.0.0 spelling would land here). */
  let foreignHostRequests = 0;
  let serviceWorkerScriptsServed = 0;
  const nonLoopbackConnects: string[] = [];
  const testCa = createCertificateAuthority();

  const DOWNLOAD = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90), Buffer.from('This program cannot be run in DOS mode')]);
  const JSON_BODY = JSON.stringify({ kit: 'x'.repeat(5000) });
  const PAGE_BODY = '<!doctype html><title>origin</title><p>hello from the allowed origin</p>';

  const resolver = tableResolver({
    'evil.test': ['127.0.0.3'],
    'mixed.test': ['127.0.0.1', '127.0.0.4'],
    'metadata.test': ['169.254.169.254'],
    'allowed.test': ['127.0.0.1'],
  });

  /** Only loopback is ever dialled, even if the proxy were broken: anything else is refused and noted. */
  const guardedConnect: Connector = (target) => {
    if (!target.address.startsWith('127.') && target.address !== '::1') {
      nonLoopbackConnects.push(target.address);
      throw Object.assign(new Error(`test refused to dial ${target.address}`), { code: 'ECONNREFUSED' });
    }
    return connectTcp(target);
  };

  const policy = (overrides: { extraCaCerts?: string; maxBodyBytes?: number } = {}) =>
    defaultPolicy({
      allowCidrs: ['127.0.0.1/32'],
      maxBodyBytes: overrides.maxBodyBytes ?? 256 * 1024,
      timeouts: { lookupMs: 2000, connectMs: 2000, secureConnectMs: 2000, responseMs: 5000, totalMs: 10_000 },
      ...(overrides.extraCaCerts === undefined ? {} : { extraCaCerts: overrides.extraCaCerts }),
    });

  const newProxy = (extra: Partial<EgressProxyOptions> = {}): Promise<EgressProxy> =>
    startEgressProxy({ policy: policy(), resolve: resolver.resolve, connect: guardedConnect, ...extra });

  const originHandler: http.RequestListener = (req, res) => {
    const host = req.headers.host ?? '';
    if (host !== `127.0.0.1:${P0}` && host !== `127.0.0.1:${PS}` && host !== `allowed.test:${P0}`) foreignHostRequests += 1;
    const url = new URL(req.url ?? '/', 'http://origin');
    const to = url.searchParams.get('to') ?? '';
    const html = (body: string): void => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`);
    };
    switch (url.pathname) {
      case '/page':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(PAGE_BODY);
        return;
      case '/redirect':
        res.writeHead(302, { location: to });
        res.end();
        return;
      case '/meta':
        html(`<meta http-equiv="refresh" content="0;url=${to}">`);
        return;
      case '/location':
        html(`<script>location = ${JSON.stringify(to)};</script>`);
        return;
      case '/form':
        html(`<form method="POST" action="${to}"><input name="q" value="1"></form><script>document.forms[0].submit();</script>`);
        return;
      case '/open':
        html(`<script>window.open(${JSON.stringify(to)});</script>`);
        return;
      case '/download':
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="invoice.exe"' });
        res.end(DOWNLOAD);
        return;
      case '/big':
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(Buffer.alloc(300 * 1024, 0x61));
        return;
      case '/echo': {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.end(`${req.method ?? ''} ${Buffer.concat(chunks).toString()}`);
        });
        return;
      }
      case '/gzip':
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        res.end(gzipSync(JSON_BODY));
        return;
      case '/sw.js':
        serviceWorkerScriptsServed += 1;
        res.writeHead(200, { 'content-type': 'text/javascript' });
        res.end("self.addEventListener('fetch', () => {});");
        return;
      case '/sw-page':
        html(`<script>window.registration = navigator.serviceWorker.register('/sw.js').then(() => 'registered', (error) => 'refused: ' + error.message);</script>`);
        return;
      case '/img':
        res.writeHead(200, { 'content-type': 'image/gif' });
        res.end(Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64'));
        return;
      case '/battery':
        html(battery(JSON.parse(url.searchParams.get('targets') ?? '[]') as string[]));
        return;
      default:
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(`ok ${url.pathname}`);
    }
  };

  before(async function () {
    this.timeout(60_000);
    origin = await httpListener('127.0.0.1', originHandler);
    P0 = origin.port;
    const secureServer = https.createServer(testCa.issue('127.0.0.1'));
    secureOrigin = await httpListener('127.0.0.1', originHandler, secureServer);
    PS = secureOrigin.port;
    const hosts: LoopbackHost[] = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6', '127.0.0.7', '127.0.0.8', '127.0.0.9'];
    if (await ipv6LoopbackAvailable()) hosts.push('::1');
    for (const host of hosts) canaries.set(host, await httpListener(host, (_req, res) => res.end('internal secret')));
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', ...chromiumEgressLaunchArgs()] });
  });

  after(async () => {
    await browser?.close();
    await Promise.all([origin?.close(), secureOrigin?.close(), ...[...canaries.values()].map((c) => c.close())]);
  });

  /** Zero connections to every canary, no foreign Host at the origin, nothing dialled outside loopback. */
  const assertNoLeak = (): void => {
    for (const [host, canary] of canaries) assert.equal(canary.counts.connections, 0, `canary ${host} was connected to`);
    assert.equal(foreignHostRequests, 0, 'the origin was reached under a blocked name');
    assert.deepEqual(nonLoopbackConnects, []);
  };

  /** Waits (bounded) until the proxy has a record matching `predicate`. */
  async function recordFor(proxy: EgressProxy, predicate: (r: EgressRecord) => boolean, what: string, ms = 8000): Promise<EgressRecord> {
    const until = Date.now() + ms;
    for (;;) {
      const found = proxy.records().find(predicate);
      if (found) return found;
      if (Date.now() > until) assert.fail(`no proxy record for ${what}; records: ${proxy.records().map((r) => `${r.method} ${r.url} ${r.blocked?.reason ?? r.status}`).join(' | ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const withContext = async <T>(proxy: EgressProxy, body: (context: BrowserContext, page: Page) => Promise<T>): Promise<T> => withContextOptions(proxy, {}, body);

  const withContextOptions = async <T>(proxy: EgressProxy, overrides: BrowserContextOptions, body: (context: BrowserContext, page: Page) => Promise<T>): Promise<T> => {
    const context = await browser.newContext({ ...egressContextOptions(proxy), ...overrides });
    try {
      return await body(context, await context.newPage());
    } finally {
      await context.close();
    }
  };

  // Every blocked spelling, each with a path marker the records are matched on.
  const blockedTargets = (): Array<{ name: string; base: string }> => {
    const P2 = canaryPort('127.0.0.2');
    const list = [
      { name: 'plain literal', base: `http://127.0.0.2:${P2}` },
      { name: 'decimal', base: `http://2130706434:${P2}` },
      { name: 'hex', base: `http://0x7f000002:${P2}` },
      { name: 'octal', base: `http://0177.0.0.2:${P2}` },
      { name: 'short form', base: `http://127.2:${P2}` },
      { name: 'IPv4-mapped IPv6', base: `http://[::ffff:127.0.0.2]:${P2}` },
      { name: 'localhost', base: `http://localhost:${P0}` },
      { name: 'localhost.', base: `http://localhost.:${P0}` },
      { name: 'foo.localhost', base: `http://foo.localhost:${P0}` },
      { name: '0.0.0.0', base: `http://0.0.0.0:${P0}` },
      { name: 'metadata literal', base: `http://169.254.169.254:${P2}` },
      { name: 'name → blocked address', base: `http://evil.test:${canaryPort('127.0.0.3')}` },
      { name: 'name → allowed and blocked', base: `http://mixed.test:${canaryPort('127.0.0.4')}` },
      { name: 'https via CONNECT', base: `https://127.0.0.5:${canaryPort('127.0.0.5')}` },
      { name: 'https name via CONNECT', base: `https://metadata.test:${canaryPort('127.0.0.5')}` },
    ];
    if (canaries.has('::1')) list.push({ name: 'IPv6 loopback', base: `http://[::1]:${canaryPort('::1')}` });
    return list;
  };

  /** One page firing every subresource kind at each target; each request's path names its kind and target index. */
  function battery(targets: string[]): string {
    return targets
      .map((base, i) => {
        const ws = base.replace(/^http/, 'ws');
        return [
          `<img src="${base}/v/img/${i}">`,
          `<script src="${base}/v/script/${i}"></script>`,
          `<link rel="stylesheet" href="${base}/v/css/${i}">`,
          `<style>@font-face{font-family:f${i};src:url(${base}/v/font/${i})}</style><span style="font-family:f${i}">x</span>`,
          `<iframe src="${base}/v/iframe/${i}"></iframe>`,
          `<script>fetch(${JSON.stringify(`${base}/v/fetch/${i}`)}, { mode: 'no-cors' }).catch(() => {});`,
          `try { const x = new XMLHttpRequest(); x.open('GET', ${JSON.stringify(`${base}/v/xhr/${i}`)}); x.send(); } catch {}`,
          `try { new WebSocket(${JSON.stringify(`${ws}/v/ws/${i}`)}); } catch {}</script>`,
        ].join('\n');
      })
      .join('\n');
  }

  it('subresources, iframes, fetch, XHR and WebSocket towards every blocked spelling: refused, recorded, zero connections', async () => {
    const proxy = await newProxy();
    try {
      const targets = blockedTargets();
      await withContext(proxy, async (_context, page) => {
        const url = `http://127.0.0.1:${P0}/battery?targets=${encodeURIComponent(JSON.stringify(targets.map((t) => t.base)))}`;
        const response = await page.goto(url, { waitUntil: 'load' });
        assert.equal(response?.status(), 200);
        for (const [i, target] of targets.entries()) {
          for (const kind of ['img', 'script', 'css', 'iframe', 'fetch', 'xhr', 'ws']) {
            const record = await recordFor(proxy, (r) => new URL(r.url).pathname === `/v/${kind}/${i}`, `${kind} → ${target.name}`);
            assert.equal(record.blocked?.reason, 'blocked_egress', `${kind} → ${target.name}: ${JSON.stringify(record.blocked ?? record.error)}`);
            assert.equal(record.remoteAddress, null);
            assert.equal(record.status, null);
            assert.equal(record.websocket, kind === 'ws');
          }
        }
      });
      assertNoLeak();
    } finally {
      await proxy.close();
    }
  });

  const navigations: Array<{ kind: string; page: (to: string) => string }> = [
    { kind: 'redirect', page: (to) => `/redirect?to=${encodeURIComponent(to)}` },
    { kind: 'meta', page: (to) => `/meta?to=${encodeURIComponent(to)}` },
    { kind: 'location', page: (to) => `/location?to=${encodeURIComponent(to)}` },
    { kind: 'form', page: (to) => `/form?to=${encodeURIComponent(to)}` },
    { kind: 'open', page: (to) => `/open?to=${encodeURIComponent(to)}` },
  ];

  it('navigations (302, meta refresh, location=, form POST, window.open) towards every blocked spelling: refused, recorded, zero connections', async () => {
    const proxy = await newProxy();
    try {
      await withContext(proxy, async (context, page) => {
        for (const [i, target] of blockedTargets().entries()) {
          for (const nav of navigations) {
            const marker = `/nav/${nav.kind}/${i}`;
            await page.goto(`http://127.0.0.1:${P0}${nav.page(`${target.base}${marker}`)}`, { waitUntil: 'commit' }).catch(() => {});
            const record = await recordFor(proxy, (r) => new URL(r.url).pathname === marker, `${nav.kind} → ${target.name}`);
            assert.equal(record.blocked?.reason, 'blocked_egress', `${nav.kind} → ${target.name}`);
            assert.equal(record.method, nav.kind === 'form' ? 'POST' : 'GET');
          }
          for (const popup of context.pages().slice(1)) await popup.close();
        }
      });
      assertNoLeak();
    } finally {
      await proxy.close();
    }
  });

  it('a refused top-level navigation gets a 403 naming the reason', async () => {
    const proxy = await newProxy();
    try {
      await withContext(proxy, async (_context, page) => {
        const response = await page.goto(`http://127.0.0.2:${canaryPort('127.0.0.2')}/top`);
        assert.equal(response?.status(), 403);
        assert.equal(await response?.headerValue(REFUSAL_HEADER), 'blocked_egress');
      });
      const record = await recordFor(proxy, (r) => r.url.endsWith('/top'), 'top');
      assert.match(record.blocked?.message ?? '', /127\.0\.0\.0\/8/);
      assertNoLeak();
    } finally {
      await proxy.close();
    }
  });

  it('allowed requests go through with status, bytes, sha256, remoteAddress, headers and timings recorded', async () => {
    const seen: EgressRecord[] = [];
    const proxy = await newProxy({ onRecord: (r) => seen.push(r) });
    try {
      await withContext(proxy, async (_context, page) => {
        const response = await page.goto(`http://allowed.test:${P0}/page`);
        assert.equal(response?.status(), 200);
        assert.equal(await page.title(), 'origin');
        const echoed = await page.evaluate(async () => (await fetch('/echo', { method: 'POST', body: 'field=value' })).text());
        assert.equal(echoed, 'POST field=value');
        const decoded = await page.evaluate(async () => JSON.stringify(await (await fetch('/gzip')).json()));
        assert.equal(decoded, JSON_BODY, 'the browser gets the decoded body');
      });
      const post = await recordFor(proxy, (r) => r.url.endsWith('/echo'), 'echo');
      assert.equal(post.method, 'POST');
      assert.equal(post.status, 200);
      assert.ok(post.requestHeaders.some((h) => h.name.toLowerCase() === 'content-length' && h.value === '11'));
      const gz = await recordFor(proxy, (r) => r.url.endsWith('/gzip'), 'gzip');
      assert.equal(gz.bytes, JSON_BODY.length);
      assert.equal(gz.sha256, sha256(JSON_BODY), 'sha256 of the decoded body');
      assert.equal(gz.mimeType, 'application/json');
      assert.ok(gz.responseHeaders.some((h) => h.name.toLowerCase() === 'content-encoding' && h.value === 'gzip'), 'the record keeps the headers as received');
      const record = await recordFor(proxy, (r) => r.url === `http://allowed.test:${P0}/page`, 'page');
      assert.equal(record.status, 200);
      assert.equal(record.method, 'GET');
      assert.equal(record.remoteAddress, '127.0.0.1');
      assert.equal(record.mimeType, 'text/html');
      assert.equal(record.bytes, Buffer.byteLength(PAGE_BODY));
      assert.equal(record.sha256, sha256(PAGE_BODY));
      assert.equal(record.blocked, undefined);
      assert.equal(record.download, undefined);
      assert.ok(record.requestHeaders.some((h) => h.name.toLowerCase() === 'user-agent'));
      assert.ok(!record.requestHeaders.some((h) => h.name.toLowerCase() === 'proxy-authorization'), 'proxy credentials never go upstream');
      assert.ok(record.responseHeaders.some((h) => h.name.toLowerCase() === 'content-type'));
      assert.equal(typeof record.timings.connect, 'number');
      assert.equal(typeof record.timings.dns, 'number');
      assert.ok(!Number.isNaN(Date.parse(record.startedDateTime)));
      assert.ok(seen.includes(record), 'the listener saw the record');
      assert.deepEqual(resolver.calls.filter((n) => n === 'allowed.test').length >= 1, true);
    } finally {
      await proxy.close();
    }
    assertNoLeak();
  });

  it('HTTPS via CONNECT: TLS terminated locally, upstream verified — untrusted without the extra CA, authorized with it', async () => {
    for (const [extra, authorized] of [[undefined, false], [testCa.certificatePem, true]] as const) {
      const proxy = await newProxy({ policy: policy(extra === undefined ? {} : { extraCaCerts: extra }) });
      try {
        await withContext(proxy, async (_context, page) => {
          const response = await page.goto(`https://127.0.0.1:${PS}/page`);
          assert.equal(response?.status(), 200, 'a bad upstream certificate is a finding, not a refusal');
          assert.equal(await page.title(), 'origin');
        });
        const record = await recordFor(proxy, (r) => r.url === `https://127.0.0.1:${PS}/page`, 'https page');
        assert.equal(record.sha256, sha256(PAGE_BODY));
        assert.equal(record.remoteAddress, '127.0.0.1');
        assert.equal(record.tls?.authorized, authorized);
        if (!authorized) assert.ok(record.tls?.authorizationError);
        assert.match(record.tls?.issuer ?? '', /Lookout egress CA/);
      } finally {
        await proxy.close();
      }
    }
    assertNoLeak();
  });

  it('WebSocket to the allowed origin works (ws, and wss via CONNECT) and is recorded', async () => {
    const upgrades: string[] = [];
    const onUpgrade = (req: http.IncomingMessage, socket: import('node:stream').Duplex): void => {
      upgrades.push(req.url ?? '');
      acceptWebSocket(req, socket, `hello ${req.url ?? ''}`);
    };
    const proxy = await newProxy();
    try {
      for (const scheme of ['ws', 'wss'] as const) {
        const wsServer = await wsEcho(scheme === 'wss', onUpgrade);
        try {
          await withContext(proxy, async (_context, page) => {
            await page.goto(`http://127.0.0.1:${P0}/page`);
            const message = await page.evaluate(
              (url) =>
                new Promise<string>((resolve, reject) => {
                  const socket = new WebSocket(url);
                  socket.onmessage = (event) => resolve(String(event.data));
                  socket.onerror = () => reject(new Error('websocket error'));
                }),
              `${scheme}://127.0.0.1:${wsServer.port}/chat`,
            );
            assert.equal(message, 'hello /chat');
          });
          const record = await recordFor(proxy, (r) => r.url === `${scheme}://127.0.0.1:${wsServer.port}/chat`, `${scheme} record`);
          assert.equal(record.websocket, true);
          assert.equal(record.status, 101);
          assert.equal(record.remoteAddress, '127.0.0.1');
          if (scheme === 'wss') assert.equal(record.tls?.authorized, false);
        } finally {
          await wsServer.close();
        }
      }
    } finally {
      await proxy.close();
    }
    assert.deepEqual(upgrades, ['/chat', '/chat']);
    assertNoLeak();
  });

  async function wsEcho(secure: boolean, onUpgrade: (req: http.IncomingMessage, socket: import('node:stream').Duplex) => void): Promise<{ port: number; close: () => Promise<void> }> {
    const server = secure ? https.createServer(testCa.issue('127.0.0.1')) : http.createServer();
    server.on('upgrade', onUpgrade);
    const sockets = new Set<import('node:stream').Duplex>();
    server.on('connection', (s: net.Socket) => sockets.add(s));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    assert.ok(address && typeof address === 'object');
    return {
      port: address.port,
      close: () =>
        new Promise<void>((resolve) => {
          for (const s of sockets) s.destroy();
          server.close(() => resolve());
        }),
    };
  }

  it('a download is observed (filename, type, size, sha256, magic, archive listing) and nothing is saved', async () => {
    const proxy = await newProxy();
    try {
      await withContext(proxy, async (_context, page) => {
        await page.goto(`http://127.0.0.1:${P0}/page`);
        await page.setContent(`<a href="http://127.0.0.1:${P0}/download">get</a>`);
        await page.click('a').catch(() => {});
        await recordFor(proxy, (r) => r.url.endsWith('/download'), 'download');
      });
      const record = await recordFor(proxy, (r) => r.url.endsWith('/download'), 'download');
      assert.deepEqual(record.download, {
        filename: 'invoice.exe',
        mimeType: 'application/octet-stream',
        bytes: DOWNLOAD.length,
        sha256: sha256(DOWNLOAD),
        magic: 'pe',
        entries: null,
        macros: false,
      });
    } finally {
      await proxy.close();
    }
  });

  it('caps hold: the body cap fails the response, the request cap refuses the rest', async () => {
    const proxy = await newProxy({ maxRequests: 3 });
    try {
      await withContext(proxy, async (_context, page) => {
        const big = await page.goto(`http://127.0.0.1:${P0}/big`);
        assert.equal(big?.status(), 502);
        assert.equal(await big?.headerValue(REFUSAL_HEADER), 'response_too_large');
        await page.goto(`http://127.0.0.1:${P0}/page`);
        const imgs = Array.from({ length: 5 }, (_, i) => `<img src="http://127.0.0.1:${P0}/img?${i}">`).join('');
        await page.setContent(imgs, { waitUntil: 'load' });
      });
      const bigRecord = await recordFor(proxy, (r) => r.url.endsWith('/big'), 'big');
      assert.equal(bigRecord.error?.reason, 'response_too_large');
      assert.equal(bigRecord.status, 200, 'upstream answered; the proxy refused to pass the body');
      const stats = proxy.stats();
      assert.equal(proxy.records().length, 3);
      assert.ok(stats.overLimit >= 3, `over-limit requests: ${stats.overLimit}`);
    } finally {
      await proxy.close();
    }
  });

  it('WebRTC sends no UDP anywhere (STUN and TURN towards a UDP canary): non-proxied UDP is off', async () => {
    const udp = dgram.createSocket('udp4');
    let datagrams = 0;
    udp.on('message', () => {
      datagrams += 1;
    });
    await new Promise<void>((resolve) => udp.bind(0, '127.0.0.8', resolve));
    const port = udp.address().port;
    const proxy = await newProxy();
    try {
      const outcome = await withContext(proxy, async (_context, page) => {
        await page.goto(`http://127.0.0.1:${P0}/page`);
        // Waits for ICE gathering to complete (bounded): without the lockdown flags Chromium sends
        // STUN binding requests to the canary during gathering (checked: 8 datagrams).
        // Page code as a string: the test compiler has no DOM types for RTCPeerConnection.
        const script = `(async () => {
          const pc = new RTCPeerConnection({
            iceServers: [{ urls: 'stun:127.0.0.8:${port}' }, { urls: 'turn:127.0.0.8:${port}?transport=udp', username: 'u', credential: 'c' }],
          });
          pc.createDataChannel('x');
          const candidates = [];
          pc.onicecandidate = (event) => { if (event.candidate) candidates.push(event.candidate.candidate); };
          const complete = new Promise((resolve) => {
            pc.onicegatheringstatechange = () => { if (pc.iceGatheringState === 'complete') resolve('complete'); };
            setTimeout(() => resolve(pc.iceGatheringState), 5000);
          });
          await pc.setLocalDescription(await pc.createOffer());
          const state = await complete;
          pc.close();
          return { state, candidates };
        })()`;
        return (await page.evaluate(script)) as { state: string; candidates: string[] };
      });
      assert.equal(outcome.state, 'complete');
      assert.deepEqual(outcome.candidates, [], 'no UDP candidate is gathered');
      assert.equal(datagrams, 0, 'the UDP canary received datagrams');
    } finally {
      await proxy.close();
      udp.close();
    }
  });

  it('service workers are off even when the page-level block is bypassed: the worker script is refused and recorded blocked', async () => {
    // `serviceWorkers: 'allow'` stands for a page that got past Playwright's in-page block; only the
    // proxy stands between it and a registered worker (which would fetch outside the request list).
    const proxy = await newProxy();
    try {
      const outcome = await withContextOptions(proxy, { serviceWorkers: 'allow' }, async (_context, page) => {
        await page.goto(`http://127.0.0.1:${P0}/sw-page`);
        return {
          registration: (await page.evaluate('window.registration')) as string,
          registrations: (await page.evaluate('navigator.serviceWorker.getRegistrations().then((list) => list.length)')) as number,
        };
      });
      assert.match(outcome.registration, /^refused: /);
      assert.equal(outcome.registrations, 0);
      const record = await recordFor(proxy, (r) => r.url.endsWith('/sw.js'), 'the worker script');
      assert.equal(record.blocked?.reason, 'blocked_egress');
      assert.match(record.blocked?.message ?? '', /service worker/);
      assert.equal(record.remoteAddress, null, 'nothing was connected to');
      assert.equal(serviceWorkerScriptsServed, 0, 'the origin served the worker script');
    } finally {
      await proxy.close();
    }
  });

  it('the proxy demands its credentials, and a context without the proxy cannot reach anything', async () => {
    const proxy = await newProxy();
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port: proxy.port, path: `http://127.0.0.1:${P0}/page`, headers: { host: `127.0.0.1:${P0}` } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
      assert.equal(status, 407);
      assert.equal(proxy.records().length, 0);
    } finally {
      await proxy.close();
    }
    const before = origin.counts.requests;
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await assert.rejects(page.goto(`http://127.0.0.1:${P0}/page`, { timeout: 10_000 }));
    } finally {
      await context.close();
    }
    assert.equal(origin.counts.requests, before, 'the launch-level fallback proxy is a dead end');
  });
});
