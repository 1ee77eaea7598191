import assert from 'node:assert/strict';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { api, startInfrastructure, startStack, type Infrastructure, type Stack } from '../support/stack.js';
import { rawRequest } from '../support/raw-http.js';
import { startTargetSite, type TargetSite } from '../support/target.js';

/** mulberry32: a small seeded PRNG, so a failing case can be replayed from its seed and index. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const COUNT = Number(process.env.FUZZ_COUNT ?? 400);
const PER_REQUEST_TIMEOUT_MS = 8_000;

type Gen = (r: Rand) => { label: string; bytes: Buffer };

class Rand {
  constructor(readonly next: () => number) {}
  int(max: number): number {
    return Math.floor(this.next() * max);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
  bytes(n: number): Buffer {
    return Buffer.from(Array.from({ length: n }, () => this.int(256)));
  }
  ascii(n: number): string {
    return Array.from({ length: n }, () => String.fromCharCode(0x21 + this.int(94))).join('');
  }
}

const PATHS = ['/UrlCheck', '/UrlCheck/batch', '/api/webhooks', '/api/keys', '/api/usage'];

function request(method: string, path: string, headers: Record<string, string>, body: Buffer = Buffer.alloc(0)): Buffer {
  const all = { host: '127.0.0.1', connection: 'close', ...(body.length > 0 ? { 'content-length': String(body.length) } : {}), ...headers };
  const head = `${method} ${path} HTTP/1.1\r\n${Object.entries(all).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}

const json = { 'content-type': 'application/json' };

/** Every generator makes a request that must be refused with a 4xx problem. */
const GENERATORS: Gen[] = [
  // random bytes as a JSON body
  (r) => ({ label: 'random body', bytes: request('POST', r.pick(PATHS.slice(0, 2)), json, r.bytes(1 + r.int(2000))) }),
  // truncated or corrupted JSON
  (r) => {
    const text = JSON.stringify({ url: 'https://example.com/', bReAnalyze: true });
    const cut = text.slice(0, r.int(text.length - 1));
    return { label: 'truncated JSON', bytes: request('POST', '/UrlCheck', json, Buffer.from(cut)) };
  },
  // wrong types for every field
  (r) => {
    const values = [42, -1.5, null, true, [], {}, 'x'.repeat(r.int(5000)), [1, 2, 3], { nested: { deep: 1 } }];
    const body = { url: r.pick(values.filter((v) => typeof v !== 'string' || (v as string).length === 0)), bReAnalyze: r.pick(values.filter((v) => typeof v !== 'boolean')) };
    return { label: 'wrong types', bytes: request('POST', r.pick(['/UrlCheck', '/UrlCheck/batch']), json, Buffer.from(JSON.stringify(body))) };
  },
  // prototype-ish and unknown field names
  (r) => {
    const name = r.pick(['constructor', '__proto__', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', r.ascii(1 + r.int(40)).replace(/["\\]/g, '')]);
    return { label: `field ${name}`, bytes: request('POST', '/UrlCheck', json, Buffer.from(`{"${name}":${r.pick(['1', '{}', '[]', 'null'])}}`)) };
  },
  // huge strings
  (r) => ({ label: 'huge url', bytes: request('POST', '/UrlCheck', json, Buffer.from(JSON.stringify({ url: `https://example.com/${'a'.repeat(2048 + r.int(200_000))}` }))) }),
  // deep nesting
  (r) => {
    const depth = 65 + r.int(30_000);
    const open = r.pick(['[', '{"a":']);
    const close = open === '[' ? ']' : '}';
    return { label: `depth ${depth}`, bytes: request('POST', r.pick(['/UrlCheck', '/UrlCheck/batch', '/api/webhooks']), json, Buffer.from(`${open.repeat(depth)}1${close.repeat(depth)}`)) };
  },
  // bad content types and charsets
  (r) => ({
    label: 'bad content type',
    bytes: request('POST', '/UrlCheck', { 'content-type': r.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/json; charset=latin1', r.ascii(20)]) }, Buffer.from('{"url":"https://example.com/"}')),
  }),
  // bad or unsupported encodings
  (r) => {
    const payload = Buffer.from('{"url":"https://example.com/"}');
    const encoding = r.pick(['gzip', 'deflate', 'br', 'zstd', 'compress', 'gzip, gzip']);
    const packed = encoding === 'gzip' ? gzipSync(payload) : encoding === 'deflate' ? deflateSync(payload) : encoding === 'br' ? brotliCompressSync(payload) : payload;
    const broken = r.int(2) === 0 ? packed.subarray(0, Math.max(1, r.int(packed.length))) : Buffer.concat([packed.subarray(0, 4), r.bytes(20)]);
    return { label: `encoding ${encoding}`, bytes: request('POST', '/UrlCheck', { ...json, 'content-encoding': encoding }, broken) };
  },
  // odd methods (known to the parser, unrouted) and unknown ones (refused by the parser)
  (r) => ({ label: 'odd method', bytes: request(r.pick(['PUT', 'PATCH', 'DELETE', 'PROPFIND', 'MKCOL', 'FOO', 'G E T', 'CONNECT']), r.pick(PATHS), {}) }),
  // bad paths and percent-encoding
  (r) => ({
    label: 'bad path',
    bytes: request('GET', r.pick([`/UrlCheck/%${r.ascii(2)}`, '/UrlCheck/%ff%fe', `/UrlCheck/${'z'.repeat(200 + r.int(4000))}`, '/UrlCheck/..%2f..%2fetc', '/api/webhooks/%00', '/UrlCheck/scan_x?wait=999', '/UrlCheck/scan_x?wait=-1', '/UrlCheck/scan_x?wait=1&wait=2']), {}),
  }),
  // header abuse
  (r) => ({
    label: 'header abuse',
    bytes: request(
      r.pick(['GET', 'POST']),
      r.pick(['/UrlCheck/scan_06h01nvtkbgfqf2m35sv0fb64gyv2', '/api/keys', '/api/usage']),
      r.pick([
        { 'x-api-key': 'k'.repeat(257 + r.int(8000)) },
        { 'x-api-key': r.ascii(1 + r.int(100)) },
        { authorization: `Basic ${r.ascii(12)}` },
        { authorization: `Bearer ${r.ascii(30)}` },
        { 'x-big': 'b'.repeat(20_000 + r.int(50_000)) },
        Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`x-h${i}`, 'v'])),
        { 'content-length': String(2 ** 21 + r.int(2 ** 30)), 'content-type': 'application/json' },
        { 'content-length': 'abc' },
        { 'transfer-encoding': 'chunked, identity' },
      ]),
    ),
  }),
  // invalid Idempotency-Key on a submission whose body is also invalid
  (r) => ({ label: 'idempotency key', bytes: request('POST', '/UrlCheck', { ...json, 'idempotency-key': r.pick(['', ' ', 'é', 'k'.repeat(300)]) }, Buffer.from('{}')) }),
  // random bytes instead of HTTP
  (r) => ({ label: 'not HTTP', bytes: Buffer.concat([Buffer.from([0]), r.bytes(1 + r.int(3000))]) }),
];

describe('fuzz: generated malformed requests against a real stack', function () {
  this.timeout(240_000);
  let infra: Infrastructure;
  let stack: Stack;
  let target: TargetSite;
  let port: number;

  before(async () => {
    infra = await startInfrastructure();
    target = await startTargetSite();
    stack = await startStack(infra, { EGRESS_ALLOW_CIDRS: '127.0.0.0/8', REQUEST_BODY_TIMEOUT_MS: '2000' });
    port = Number(new URL(stack.baseUrl).port);
  });

  after(async () => {
    await stack?.stop();
    await target?.close();
    await infra?.stop();
  });

  it(`${COUNT} requests from seed ${SEED}: every answer a 4xx problem, none hangs, the stack stays healthy`, async () => {
    const rand = new Rand(prng(SEED));
    const cases = Array.from({ length: COUNT }, (_, index) => ({ index, ...(rand.pick(GENERATORS))(rand) }));
    const failures: string[] = [];
    const started = Date.now();
    // A few at a time: concurrency is part of the abuse, but the machine is shared.
    const queue = [...cases];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { index, label } = next;
          try {
            const response = await rawRequest(port, next.bytes, { timeoutMs: PER_REQUEST_TIMEOUT_MS });
            const problem = /^application\/problem\+json/.test(response.headers['content-type'] ?? '');
            if (response.status < 400 || response.status >= 500 || !problem) {
              failures.push(`#${index} ${label}: ${response.status} ${response.headers['content-type']} ${response.body.slice(0, 200)}`);
            } else {
              const body = JSON.parse(response.body) as { status: number; title: string; detail: string };
              if (body.status !== response.status || typeof body.detail !== 'string') failures.push(`#${index} ${label}: problem body ${response.body.slice(0, 200)}`);
              if (/schema|proto\/|\bat \w+ \(|node_modules/i.test(response.body)) failures.push(`#${index} ${label}: leaks internals: ${response.body.slice(0, 200)}`);
            }
          } catch (error) {
            failures.push(`#${index} ${label}: ${(error as Error).message}`);
          }
        }
      }),
    );
    assert.deepEqual(failures, [], `seed ${SEED}, ${failures.length} of ${COUNT} failed`);
    assert.ok(Date.now() - started < 180_000);

    const ready = await api(stack.baseUrl, '/readyz');
    assert.equal(ready.status, 200, ready.text);
    const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: `${target.url}/after-fuzz` } });
    assert.equal(submitted.status, 202, submitted.text);
    const polled = await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=20`);
    assert.equal(polled.body.scanState, 'completed', polled.text);
  });
});
