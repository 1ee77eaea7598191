import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import type { TLSSocket } from 'node:tls';
import zlib from 'node:zlib';
import { createEgressClient, defaultPolicy, EgressError, type EgressClientDeps, type EgressPolicyOverrides } from '../src/index.js';
import {
  closedPort,
  connectSpy,
  expectEgressError,
  hasOpenssl,
  httpListener,
  selfSignedCertificate,
  tableResolver,
  tcpListener,
  type Listener,
} from './helpers.js';

const LOOPBACK = ['127.0.0.0/8'];
const MiB = 1024 * 1024;

function client(overrides: EgressPolicyOverrides = {}, deps: EgressClientDeps = {}) {
  return createEgressClient(
    defaultPolicy({
      allowCidrs: LOOPBACK,
      ...overrides,
      timeouts: { lookupMs: 1000, connectMs: 1000, secureConnectMs: 1000, responseMs: 2000, totalMs: 5000, ...overrides.timeouts },
    }),
    deps,
  );
}

/** Compresses `totalBytes` of zeros without ever holding them: the bomb is built from one reused 1 MiB chunk. */
async function zeroBomb(kind: 'gzip' | 'br' | 'deflate', totalBytes: number): Promise<Buffer> {
  const compressor =
    kind === 'gzip'
      ? zlib.createGzip({ level: 9 })
      : kind === 'deflate'
        ? zlib.createDeflate({ level: 9 })
        : zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  const parts: Buffer[] = [];
  compressor.on('data', (chunk: Buffer) => parts.push(chunk));
  const zeros = Buffer.alloc(MiB);
  for (let written = 0; written < totalBytes; written += zeros.length) {
    if (!compressor.write(zeros)) await once(compressor, 'drain');
  }
  compressor.end();
  await once(compressor, 'end');
  return Buffer.concat(parts);
}

/** Runs `work` while sampling RSS; returns the peak growth over the starting RSS. */
async function peakRssGrowth(work: () => Promise<unknown>): Promise<number> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 2);
  try {
    await work().catch(() => undefined);
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, process.memoryUsage().rss) - start;
}

function serveChunks(res: http.ServerResponse, body: Buffer, headers: http.OutgoingHttpHeaders): void {
  res.writeHead(200, { 'content-type': 'text/plain', ...headers });
  res.on('error', () => {});
  let offset = 0;
  const pump = (): void => {
    while (offset < body.length) {
      const chunk = body.subarray(offset, offset + 16 * 1024);
      offset += chunk.length;
      if (!res.write(chunk)) {
        res.once('drain', pump);
        return;
      }
    }
    res.end();
  };
  pump();
}

describe('egress client against hostile targets (loopback, allow 127.0.0.0/8)', function () {
  this.timeout(15_000);

  const listeners: Listener[] = [];
  const track = (listener: Listener): Listener => {
    listeners.push(listener);
    return listener;
  };
  afterEach(async () => {
    await Promise.all(listeners.splice(0).map((l) => l.close()));
  });

  describe('time limits', () => {
    it('a slow-drip body (1 byte/s) fails with timeout within totalMs', async () => {
      const drip = track(
        await httpListener('127.0.0.1', (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/html' });
          const timer = setInterval(() => res.write('a'), 1000);
          res.on('close', () => clearInterval(timer));
        }),
      );
      const started = Date.now();
      await expectEgressError(client({ timeouts: { totalMs: 1500 } }).fetch({ url: `http://127.0.0.1:${drip.port}/` }), 'timeout');
      const elapsed = Date.now() - started;
      assert.ok(elapsed >= 1400 && elapsed < 2500, `took ${elapsed} ms`);
    });

    it('a server that never answers fails with timeout after responseMs', async () => {
      const silent = track(await httpListener('127.0.0.1', () => {}));
      const started = Date.now();
      const error = await expectEgressError(client({ timeouts: { responseMs: 300 } }).fetch({ url: `http://127.0.0.1:${silent.port}/` }), 'timeout');
      assert.ok(Date.now() - started < 1500, error.message);
    });

    it('a resolver that never answers fails with timeout after lookupMs', async () => {
      const started = Date.now();
      const hanging = (): Promise<string[]> => new Promise(() => {});
      await expectEgressError(client({ timeouts: { lookupMs: 200 } }, { resolve: hanging }).fetch({ url: 'http://slow-dns.test/' }), 'timeout');
      assert.ok(Date.now() - started < 1000);
    });

    it('a TLS handshake that never completes fails with timeout after secureConnectMs', async () => {
      const mute = track(await tcpListener('127.0.0.1', (socket) => socket.on('error', () => {})));
      const started = Date.now();
      await expectEgressError(client({ timeouts: { secureConnectMs: 300 } }).fetch({ url: `https://127.0.0.1:${mute.port}/` }), 'timeout');
      assert.ok(Date.now() - started < 1500);
    });

    it('the caller’s signal aborts with the caller’s reason, not an EgressError', async () => {
      const silent = track(await httpListener('127.0.0.1', () => {}));
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 100);
      const started = Date.now();
      await assert.rejects(client().fetch({ url: `http://127.0.0.1:${silent.port}/`, signal: controller.signal }), (error: unknown) => {
        assert.ok(!(error instanceof EgressError));
        assert.equal((error as Error).name, 'AbortError');
        return true;
      });
      assert.ok(Date.now() - started < 1000);
      await assert.rejects(client().fetch({ url: `http://127.0.0.1:${silent.port}/`, signal: AbortSignal.abort() }), { name: 'AbortError' });
    });
  });

  describe('size limits', () => {
    const endless = async (): Promise<Listener> =>
      track(
        await httpListener('127.0.0.1', (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/html' });
          res.on('error', () => {});
          const chunk = Buffer.alloc(16 * 1024, 'a');
          const pump = (): void => {
            while (res.write(chunk)) {
              if (res.destroyed) return;
            }
            res.once('drain', pump);
          };
          pump();
        }),
      );

    it('an endless body fails with response_too_large', async () => {
      const server = await endless();
      await expectEgressError(client({ maxBodyBytes: 256 * 1024 }).fetch({ url: `http://127.0.0.1:${server.port}/` }), 'response_too_large');
    });

    it('an endless body with truncateBody keeps exactly the first maxBodyBytes and drops the connection', async () => {
      let serverSocket: net.Socket | undefined;
      const server = track(
        await httpListener('127.0.0.1', (req, res) => {
          serverSocket = req.socket;
          res.writeHead(200, { 'content-type': 'text/html' });
          res.on('error', () => {});
          const chunk = Buffer.alloc(10_000, 'b');
          const pump = (): void => {
            while (!res.destroyed && res.write(chunk));
            if (!res.destroyed) res.once('drain', pump);
          };
          pump();
        }),
      );
      const response = await client({ maxBodyBytes: 100_000 + 7 }).fetch({ url: `http://127.0.0.1:${server.port}/`, truncateBody: true });
      assert.equal(response.bodyTruncated, true);
      assert.equal(response.body.length, 100_007);
      assert.ok(response.body.every((b) => b === 0x62));
      const socket = serverSocket;
      assert.ok(socket);
      if (!socket.destroyed) await new Promise((resolve) => socket.once('close', resolve));
    });

    it('a declared Content-Length over the cap fails before reading the body', async () => {
      const server = track(
        await httpListener('127.0.0.1', (_req, res) => {
          res.writeHead(200, { 'content-length': String(50 * MiB) });
          res.on('error', () => {});
          res.write('x');
        }),
      );
      await expectEgressError(client({ maxBodyBytes: MiB }).fetch({ url: `http://127.0.0.1:${server.port}/` }), 'response_too_large');
    });

    it('huge response headers (100 KB) fail with invalid_response', async () => {
      const server = track(
        await httpListener('127.0.0.1', (_req, res) => {
          res.setHeader('x-big', 'h'.repeat(100 * 1024));
          res.on('error', () => {});
          res.end('ok');
        }),
      );
      const error = await expectEgressError(client().fetch({ url: `http://127.0.0.1:${server.port}/` }), 'invalid_response');
      assert.match(error.message, /HPE_HEADER_OVERFLOW/);
    });

    it('headers just under maxHeaderBytes are fine', async () => {
      const server = track(await httpListener('127.0.0.1', (_req, res) => res.setHeader('x-big', 'h'.repeat(8 * 1024)).end('ok')));
      const response = await client({ maxHeaderBytes: 16 * 1024 }).fetch({ url: `http://127.0.0.1:${server.port}/` });
      assert.equal(response.status, 200);
    });
  });

  describe('decompression bombs', () => {
    const BOMB = 100 * MiB;
    const bombs = new Map<string, Buffer>();
    before(async function () {
      this.timeout(20_000);
      for (const kind of ['gzip', 'br', 'deflate'] as const) {
        const bomb = await zeroBomb(kind, BOMB);
        assert.ok(bomb.length < MiB);
        bombs.set(kind, bomb);
      }
    });

    for (const kind of ['gzip', 'br', 'deflate'] as const) {
      it(`a ${kind} bomb (100 MiB of zeros) fails with response_too_large and memory stays bounded`, async () => {
        const bomb = bombs.get(kind);
        assert.ok(bomb);
        const server = track(await httpListener('127.0.0.1', (_req, res) => serveChunks(res, bomb, { 'content-encoding': kind })));
        let failure: unknown;
        const growth = await peakRssGrowth(async () => {
          try {
            await client({ maxBodyBytes: MiB }).fetch({ url: `http://127.0.0.1:${server.port}/` });
          } catch (error) {
            failure = error;
          }
        });
        assert.ok(failure instanceof EgressError && failure.code === 'response_too_large', String(failure));
        assert.match(failure.message, /after decompression/);
        assert.ok(growth < 40 * MiB, `RSS grew by ${(growth / MiB).toFixed(1)} MiB for a ${BOMB / MiB} MiB bomb`);
      });
    }

    it('a gzip bomb with truncateBody yields exactly maxBodyBytes of decoded zeros', async () => {
      const gzipBomb = bombs.get('gzip');
      assert.ok(gzipBomb);
      const server = track(await httpListener('127.0.0.1', (_req, res) => serveChunks(res, gzipBomb, { 'content-encoding': 'gzip' })));
      const response = await client({ maxBodyBytes: MiB }).fetch({ url: `http://127.0.0.1:${server.port}/`, truncateBody: true });
      assert.equal(response.bodyTruncated, true);
      assert.equal(response.body.length, MiB);
      assert.ok(response.body.every((b) => b === 0));
    });
  });

  describe('content codings', () => {
    const text = Buffer.from('<html><title>decoded</title></html>'.repeat(50));
    const encoded: Array<[string, Buffer]> = [
      ['gzip', zlib.gzipSync(text)],
      ['x-gzip', zlib.gzipSync(text)],
      ['deflate', zlib.deflateSync(text)],
      ['deflate', zlib.deflateRawSync(text)],
      ['br', zlib.brotliCompressSync(text)],
      ['gzip, br', zlib.brotliCompressSync(zlib.gzipSync(text))],
      ['identity', text],
    ];
    encoded.forEach(([coding, body], i) => {
      it(`decodes Content-Encoding: ${coding}${i === 3 ? ' (raw deflate)' : ''}`, async () => {
        const server = track(await httpListener('127.0.0.1', (_req, res) => res.writeHead(200, { 'content-encoding': coding }).end(body)));
        const response = await client().fetch({ url: `http://127.0.0.1:${server.port}/` });
        assert.deepEqual(response.body, text);
        assert.equal(response.bodyTruncated, false);
      });
    });

    it('a corrupt gzip body fails with invalid_response', async () => {
      const server = track(await httpListener('127.0.0.1', (_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(Buffer.from('this is not gzip at all'))));
      await expectEgressError(client().fetch({ url: `http://127.0.0.1:${server.port}/` }), 'invalid_response');
    });

    it('an unknown coding is returned as received', async () => {
      const server = track(await httpListener('127.0.0.1', (_req, res) => res.writeHead(200, { 'content-encoding': 'snappy' }).end('raw bytes')));
      const response = await client().fetch({ url: `http://127.0.0.1:${server.port}/` });
      assert.equal(response.body.toString(), 'raw bytes');
    });
  });

  describe('broken peers', () => {
    it('garbage bytes instead of HTTP fail with invalid_response', async () => {
      const server = track(
        await tcpListener('127.0.0.1', (socket) => {
          socket.on('error', () => {});
          socket.end('\x00\x01\x02 this is not HTTP at all \r\n\r\n');
        }),
      );
      await expectEgressError(client().fetch({ url: `http://127.0.0.1:${server.port}/` }), 'invalid_response');
    });

    it('a closed port fails with connection_refused', async () => {
      const port = await closedPort();
      await expectEgressError(client().fetch({ url: `http://127.0.0.1:${port}/` }), 'connection_refused');
    });

    it('a reset in the middle of the body fails with connection_reset', async () => {
      const server = track(
        await tcpListener('127.0.0.1', (socket) => {
          socket.on('error', () => {});
          socket.once('data', () => {
            socket.write('HTTP/1.1 200 OK\r\ncontent-length: 100000\r\ncontent-type: text/html\r\n\r\n<html>partial');
            setTimeout(() => socket.resetAndDestroy(), 50);
          });
        }),
      );
      await expectEgressError(client().fetch({ url: `http://127.0.0.1:${server.port}/` }), 'connection_reset');
    });

    it('a connection closed before any response fails with connection_reset', async () => {
      const server = track(
        await tcpListener('127.0.0.1', (socket) => {
          socket.on('error', () => {});
          socket.once('data', () => socket.end());
        }),
      );
      await expectEgressError(client().fetch({ url: `http://127.0.0.1:${server.port}/` }), 'connection_reset');
    });

    it('a redirect loop fails with too_many_redirects and records every hop', async () => {
      const loop = track(
        await httpListener('127.0.0.1', (req, res) => {
          const n = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('n') ?? '0');
          res.writeHead(302, { location: `/loop?n=${n + 1}` }).end();
        }),
      );
      const error = await expectEgressError(client({ maxRedirects: 3 }).fetch({ url: `http://127.0.0.1:${loop.port}/loop?n=0`, followRedirects: true }), 'too_many_redirects');
      assert.deepEqual(
        error.details.redirects?.map((h) => [h.status, h.location]),
        [
          [302, '/loop?n=1'],
          [302, '/loop?n=2'],
          [302, '/loop?n=3'],
          [302, '/loop?n=4'],
        ],
      );
      assert.equal(loop.counts.requests, 4);
    });

    it('the default limit is 10 redirects', async () => {
      const loop = track(await httpListener('127.0.0.1', (_req, res) => res.writeHead(301, { location: '/again' }).end()));
      const error = await expectEgressError(client().fetch({ url: `http://127.0.0.1:${loop.port}/`, followRedirects: true }), 'too_many_redirects');
      assert.equal(error.details.redirects?.length, 11);
    });
  });

  describe('names and DNS', () => {
    it('dns_unresolvable when the resolver says ENOTFOUND, EAI_AGAIN or nothing', async () => {
      const failing = (code: string) => async (): Promise<string[]> => {
        throw Object.assign(new Error(`getaddrinfo ${code} nowhere.test`), { code });
      };
      await expectEgressError(client({}, { resolve: failing('ENOTFOUND') }).fetch({ url: 'http://nowhere.test/' }), 'dns_unresolvable');
      await expectEgressError(client({}, { resolve: failing('EAI_AGAIN') }).fetch({ url: 'http://nowhere.test/' }), 'dns_unresolvable');
      await expectEgressError(client({}, { resolve: async () => [] }).fetch({ url: 'http://nowhere.test/' }), 'dns_unresolvable');
    });

    it('an unreachable approved address hands over to the next approved one (bounded)', async () => {
      const server = track(await httpListener('127.0.0.1', (_req, res) => res.end('second address')));
      const { resolve } = tableResolver({ 'dual.test': ['127.0.0.3', '127.0.0.1'], 'dead.test': ['127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.1'] });
      const spy = connectSpy();
      const response = await client({}, { resolve, connect: spy.connect }).fetch({ url: `http://dual.test:${server.port}/` });
      assert.equal(response.body.toString(), 'second address');
      assert.equal(response.remoteAddress, '127.0.0.1');
      assert.deepEqual(spy.calls.map((c) => c.address), ['127.0.0.3', '127.0.0.1']);
      spy.calls.length = 0;
      await expectEgressError(client({}, { resolve, connect: spy.connect }).fetch({ url: `http://dead.test:${server.port}/` }), 'connection_refused');
      assert.deepEqual(spy.calls.map((c) => c.address), ['127.0.0.3', '127.0.0.4', '127.0.0.5'], 'at most three attempts per hop');
      assert.equal(server.counts.connections, 1);
    });

    it('a successful fetch by name reports timings, addresses and the peer', async () => {
      const server = track(await httpListener('127.0.0.1', (req, res) => res.end(`host=${req.headers.host ?? ''}`)));
      const { resolve, calls } = tableResolver({ 'site.test': ['127.0.0.1', '127.0.0.3'] });
      const spy = connectSpy();
      const response = await client({}, { resolve, connect: spy.connect }).fetch({ url: `http://site.test:${server.port}/page` });
      assert.equal(response.status, 200);
      assert.equal(response.body.toString(), `host=site.test:${server.port}`);
      assert.equal(response.finalUrl, `http://site.test:${server.port}/page`);
      assert.equal(response.requestedUrl, `http://site.test:${server.port}/page`);
      assert.deepEqual(response.resolvedAddresses, ['127.0.0.1', '127.0.0.3']);
      assert.equal(response.remoteAddress, '127.0.0.1');
      assert.deepEqual(calls, ['site.test']);
      assert.equal(spy.calls.length, 1);
      assert.equal(response.tls, null);
      const { timings } = response;
      assert.equal(typeof timings.dns, 'number');
      assert.equal(typeof timings.connect, 'number');
      assert.equal(timings.tls, null);
      assert.equal(typeof timings.ttfb, 'number');
      assert.ok(timings.total >= (timings.ttfb ?? 0));
    });
  });

  describe('HTTP semantics', () => {
    it('an HTTP error status is a response, not a failure', async () => {
      const server = track(await httpListener('127.0.0.1', (_req, res) => res.writeHead(404).end('nope')));
      const response = await client().fetch({ url: `http://127.0.0.1:${server.port}/` });
      assert.equal(response.status, 404);
      assert.equal(response.body.toString(), 'nope');
    });

    it('keeps repeated headers: joined with ", ", set-cookie as a list, __proto__ as a plain header', async () => {
      const server = track(
        await tcpListener('127.0.0.1', (socket) => {
          socket.on('error', () => {});
          socket.once('data', () =>
            socket.end('HTTP/1.1 200 OK\r\nX-Dup: a\r\nX-Dup: b\r\nSet-Cookie: s=1\r\nSet-Cookie: t=2\r\n__proto__: p\r\nContent-Length: 2\r\n\r\nok'),
          );
        }),
      );
      const response = await client().fetch({ url: `http://127.0.0.1:${server.port}/` });
      assert.equal(response.headers['x-dup'], 'a, b');
      assert.deepEqual(response.headers['set-cookie'], ['s=1', 't=2']);
      assert.equal(Object.getOwnPropertyDescriptor(response.headers, '__proto__')?.value, 'p');
      assert.equal(Object.getPrototypeOf(response.headers), Object.prototype);
    });

    it('sends the policy user agent and HEAD gets no body', async () => {
      const seen: Array<[string | undefined, string | undefined]> = [];
      const server = track(
        await httpListener('127.0.0.1', (req, res) => {
          seen.push([req.method, req.headers['user-agent']]);
          res.end('body');
        }),
      );
      const response = await client({ userAgent: 'test-agent/1' }).fetch({ url: `http://127.0.0.1:${server.port}/`, method: 'HEAD' });
      assert.equal(response.body.length, 0);
      assert.deepEqual(seen, [['HEAD', 'test-agent/1']]);
    });

    it('303 turns POST into GET, 307 keeps POST and its body, 301 turns POST into GET', async () => {
      const seen: string[] = [];
      const server = track(
        await httpListener('127.0.0.1', (req, res) => {
          let body = '';
          req.on('data', (chunk: Buffer) => (body += chunk.toString()));
          req.on('end', () => {
            seen.push(`${req.method ?? ''} ${req.url ?? ''} ${body}`);
            const status = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('s') ?? '0');
            if (status) res.writeHead(status, { location: '/done' }).end();
            else res.end('done');
          });
        }),
      );
      for (const status of [303, 307, 301]) {
        seen.length = 0;
        const response = await client().fetch({ url: `http://127.0.0.1:${server.port}/start?s=${status}`, method: 'POST', body: 'payload', followRedirects: true });
        assert.equal(response.body.toString(), 'done');
        assert.equal(seen[1], status === 307 ? 'POST /done payload' : 'GET /done ', `after ${status}`);
        assert.deepEqual(response.redirects, [{ url: `http://127.0.0.1:${server.port}/start?s=${status}`, status, location: '/done' }]);
      }
    });

    it('drops credentials when a redirect leaves the origin', async () => {
      const auth: Array<string | undefined> = [];
      const second = track(await httpListener('127.0.0.1', (req, res) => (auth.push(req.headers.authorization), res.end('second'))));
      const first = track(
        await httpListener('127.0.0.1', (req, res) => {
          auth.push(req.headers.authorization);
          res.writeHead(302, { location: `http://127.0.0.1:${second.port}/` }).end();
        }),
      );
      await client().fetch({ url: `http://127.0.0.1:${first.port}/`, headers: { Authorization: 'Bearer secret' }, followRedirects: true });
      assert.deepEqual(auth, ['Bearer secret', undefined]);
    });

    it('ignores HTTP_PROXY and friends', async () => {
      const proxy = track(await httpListener('127.0.0.1', (_req, res) => res.end('via proxy')));
      const server = track(await httpListener('127.0.0.1', (_req, res) => res.end('direct')));
      const saved = { ...process.env };
      const proxyUrl = `http://127.0.0.1:${proxy.port}`;
      Object.assign(process.env, { HTTP_PROXY: proxyUrl, http_proxy: proxyUrl, HTTPS_PROXY: proxyUrl, ALL_PROXY: proxyUrl, NO_PROXY: '' });
      try {
        const response = await client().fetch({ url: `http://127.0.0.1:${server.port}/` });
        assert.equal(response.body.toString(), 'direct');
        assert.equal(proxy.counts.connections, 0);
      } finally {
        for (const key of ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'ALL_PROXY', 'NO_PROXY']) {
          if (saved[key] === undefined) Reflect.deleteProperty(process.env, key);
          else process.env[key] = saved[key];
        }
      }
    });

    it('rejects a policy that would disable a limit, and a bad allow list, at creation', () => {
      assert.throws(() => createEgressClient(defaultPolicy({ maxBodyBytes: 0 })), RangeError);
      assert.throws(() => createEgressClient(defaultPolicy({ timeouts: { totalMs: Number.NaN } })), RangeError);
      assert.throws(() => createEgressClient(defaultPolicy({ allowCidrs: ['10.0.0.0/99'] })), /prefix/);
    });
  });

  describe('TLS', () => {
    let credentials: { key: string; cert: string } | null = null;
    before(async function () {
      this.timeout(10_000);
      if (!(await hasOpenssl())) {
        this.skip();
        return;
      }
      credentials = await selfSignedCertificate();
    });

    /** An HTTPS listener with the self-signed certificate; `sni` collects the server names clients sent. */
    const tlsListener = async (sni: Array<string | false | null> = []): Promise<Listener> => {
      assert.ok(credentials, 'openssl is missing');
      const server = https.createServer(credentials);
      server.on('secureConnection', (socket: TLSSocket) => sni.push(socket.servername));
      return track(await httpListener('127.0.0.1', (_req, res) => res.end('secret page'), server));
    };

    it('a self-signed certificate is a finding, not a failure (rejectUnauthorized off, authorized still computed)', async () => {
      const sni: Array<string | false | null> = [];
      const server = await tlsListener(sni);
      const response = await client().fetch({ url: `https://127.0.0.1:${server.port}/` });
      assert.equal(response.status, 200);
      assert.equal(response.body.toString(), 'secret page');
      const { tls } = response;
      assert.ok(tls);
      assert.equal(tls.selfSigned, true);
      assert.match(tls.fingerprintSha256 ?? '', /^[0-9a-f]{64}$/);
      assert.equal(tls.authorized, false);
      assert.equal(tls.authorizationError, 'DEPTH_ZERO_SELF_SIGNED_CERT');
      assert.match(tls.protocol ?? '', /^TLSv1\.[23]$/);
      assert.ok(tls.cipher);
      assert.match(tls.subject ?? '', /CN=localhost/);
      assert.equal(tls.subject, tls.issuer);
      assert.deepEqual(tls.subjectAltNames, ['DNS:localhost', 'IP Address:127.0.0.1']);
      assert.ok(tls.validFrom && !Number.isNaN(Date.parse(tls.validFrom)));
      assert.ok(tls.validTo && Date.parse(tls.validTo) > Date.parse(tls.validFrom));
      assert.equal(typeof response.timings.tls, 'number');
      assert.deepEqual(sni, [false], 'no SNI is sent for an IP literal');
    });

    it('by name: SNI carries the hostname while the socket goes to the checked address', async () => {
      const sni: Array<string | false | null> = [];
      const server = await tlsListener(sni);
      const { resolve } = tableResolver({ 'tls.test': ['127.0.0.1'] });
      const spy = connectSpy();
      const response = await client({}, { resolve, connect: spy.connect }).fetch({ url: `https://tls.test:${server.port}/` });
      assert.deepEqual(sni, ['tls.test']);
      assert.deepEqual(spy.calls.map((c) => c.address), ['127.0.0.1']);
      assert.equal(response.remoteAddress, '127.0.0.1');
      assert.equal(response.tls?.authorized, false);
      assert.equal(response.tls?.authorizationError, 'DEPTH_ZERO_SELF_SIGNED_CERT');
    });

    it('an extra CA (SCAN_EXTRA_CA_CERTS) is trusted by the http engine: the same certificate is authorized with it and not without', async () => {
      assert.ok(credentials, 'openssl is missing');
      const server = await tlsListener();
      const trusted = await client({ extraCaCerts: credentials.cert }).fetch({ url: `https://127.0.0.1:${server.port}/` });
      assert.equal(trusted.tls?.authorized, true, trusted.tls?.authorizationError ?? '');
      assert.equal(trusted.tls?.authorizationError, null);
      const untrusted = await client().fetch({ url: `https://127.0.0.1:${server.port}/` });
      assert.equal(untrusted.tls?.authorized, false);
    });

    it('https:// to a plain-HTTP server fails with tls_error', async () => {
      const plain = track(await httpListener('127.0.0.1', (_req, res) => res.end('plain')));
      await expectEgressError(client().fetch({ url: `https://127.0.0.1:${plain.port}/` }), 'tls_error');
    });
  });
});
