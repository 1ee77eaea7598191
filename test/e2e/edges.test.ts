import assert from 'node:assert/strict';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { api, startInfrastructure, startStack, type Infrastructure, type Stack } from '../support/stack.js';
import { rawRequest, type RawResponse } from '../support/raw-http.js';

function assertProblem(response: { status: number; contentType: string; body: string }, status: number) {
  assert.equal(response.status, status, response.body);
  assert.match(response.contentType, /^application\/problem\+json/);
  const body = JSON.parse(response.body) as { status: number; title: string; type: string; detail: string };
  assert.equal(body.status, status);
  assert.equal(typeof body.title, 'string');
  assert.equal(typeof body.detail, 'string');
  assert.doesNotMatch(response.body, /schema|proto\/|bus\//i, 'no internal schema is named');
  return body;
}

const fromRaw = (r: RawResponse) => ({ status: r.status, contentType: r.headers['content-type'] ?? '', body: r.body });
const fromApi = (r: { status: number; headers: Headers; text: string }) => ({ status: r.status, contentType: r.headers.get('content-type') ?? '', body: r.text });

function post(path: string, body: Buffer | string, headers: Record<string, string> = {}): Buffer {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const lines = Object.entries({ host: '127.0.0.1', 'content-type': 'application/json', 'content-length': String(bytes.length), connection: 'close', ...headers }).map(([k, v]) => `${k}: ${v}`);
  return Buffer.concat([Buffer.from(`POST ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`), bytes]);
}

describe('HTTP edges: bad input is a bounded 4xx problem', function () {
  this.timeout(30_000);
  let infra: Infrastructure;
  let stack: Stack;
  let port: number;

  before(async () => {
    infra = await startInfrastructure();
    stack = await startStack(infra, { REQUEST_BODY_TIMEOUT_MS: '700' });
    port = Number(new URL(stack.baseUrl).port);
  });

  after(async () => {
    await stack?.stop();
    await infra?.stop();
  });

  for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
    it(`a body field named ${name}: 400 naming it in errors`, async () => {
      const response = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', body: `{"url":"https://example.com/","${name}":1}`, headers: { 'content-type': 'application/json' } });
      assertProblem(fromApi(response), 400);
      assert.deepEqual(Object.keys(response.body.errors), [name]);
    });
  }

  it('a bad-field map survives a body of only prototype names', async () => {
    const response = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', body: '{"constructor":{"x":1},"__proto__":[]}', headers: { 'content-type': 'application/json' } });
    assertProblem(fromApi(response), 400);
    assert.deepEqual(Object.keys(response.body.errors).sort(), ['__proto__', 'constructor', 'url']);
  });

  const good = Buffer.from(JSON.stringify({ url: 'not a url' }));
  for (const [encoding, compressed] of [
    ['gzip', gzipSync(good)],
    ['deflate', deflateSync(good)],
    ['br', brotliCompressSync(good)],
  ] as const) {
    it(`a ${encoding} body is read (its content then judged: 400 errors.url)`, async () => {
      const response = await rawRequest(port, post('/UrlCheck', compressed, { 'content-encoding': encoding }));
      const body = assertProblem(fromRaw(response), 400) as { errors?: Record<string, unknown> };
      assert.ok(body.errors?.url);
    });
    it(`a truncated ${encoding} body: 400`, async () => {
      assertProblem(fromRaw(await rawRequest(port, post('/UrlCheck', compressed.subarray(0, Math.max(2, compressed.length - 6)), { 'content-encoding': encoding }))), 400);
    });
    it(`garbage announced as ${encoding}: 400`, async () => {
      assertProblem(fromRaw(await rawRequest(port, post('/UrlCheck', Buffer.from('this is not compressed at all'), { 'content-encoding': encoding }))), 400);
    });
  }

  it('an unsupported Content-Encoding: 415', async () => {
    assertProblem(fromRaw(await rawRequest(port, post('/UrlCheck', good, { 'content-encoding': 'zstd' }))), 415);
  });

  it('a gzip bomb is cut at the size limit: 413', async () => {
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x20));
    assertProblem(fromRaw(await rawRequest(port, post('/UrlCheck', bomb, { 'content-encoding': 'gzip' }))), 413);
  });

  it('JSON nested 20,000 levels deep: 400, and the gateway still answers', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    for (const body of [deep, `{"url":${deep}}`, '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000)]) {
      const response = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      assertProblem(fromApi(response), 400);
    }
    const batch = await api(stack.baseUrl, '/UrlCheck/batch', { method: 'POST', body: `{"items":[${deep}]}`, headers: { 'content-type': 'application/json' } });
    assertProblem(fromApi(batch), 400);
    assert.equal((await api(stack.baseUrl, '/healthz')).status, 200);
  });

  for (const path of ['/UrlCheck/%ff%fe', '/UrlCheck/%', '/UrlCheck/%E0%A4%A', '/api/webhooks/%ff', '/api/keys/%c0%af']) {
    it(`bad percent-encoding ${path}: 4xx problem`, async () => {
      const response = await rawRequest(port, `${path.startsWith('/api/keys') ? 'DELETE' : 'GET'} ${path} HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n`);
      assert.ok(response.status === 400 || response.status === 404 || response.status === 401, String(response.status));
      assertProblem(fromRaw(response), response.status);
    });
  }

  it('an over-long scan id: the same 404 as an unknown one, naming nothing internal', async () => {
    const unknown = await api(stack.baseUrl, '/UrlCheck/scan_06h01nvtkbgfqf2m35sv0fb64gyv2');
    const long = await api(stack.baseUrl, `/UrlCheck/scan_${'a'.repeat(300)}`);
    assertProblem(fromApi(long), 404);
    assert.equal(long.text, unknown.text);
  });

  it('a declared Content-Length over the limit is answered at once with 413 (the body never sent)', async () => {
    const head = 'POST /UrlCheck HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 2097152\r\n\r\n{"url":"https://e';
    const response = await rawRequest(port, head, { timeoutMs: 3_000 });
    assertProblem(fromRaw(response), 413);
    assert.ok(response.elapsedMs < 1_500, `answered in ${response.elapsedMs} ms`);
  });

  it('a stalled body is cut after REQUEST_BODY_TIMEOUT_MS with a 408 problem', async () => {
    const head = 'POST /UrlCheck HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"url":';
    const response = await rawRequest(port, head, { timeoutMs: 5_000 });
    assertProblem(fromRaw(response), 408);
    assert.ok(response.elapsedMs >= 600 && response.elapsedMs < 3_000, `answered in ${response.elapsedMs} ms`);
  });

  it('oversized headers: 431 with a problem body', async () => {
    const response = await rawRequest(port, `GET /healthz HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(40_000)}\r\n\r\n`);
    assertProblem(fromRaw(response), 431);
  });

  for (const [label, bytes] of [
    ['a garbage request line', 'HELLO THERE\r\n\r\n'],
    ['a bad chunk size', 'POST /UrlCheck HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n'],
    ['both Content-Length and chunked', 'POST /UrlCheck HTTP/1.1\r\nhost: x\r\ncontent-length: 2\r\ntransfer-encoding: chunked\r\n\r\n{}'],
    ['a header without a colon', 'GET /healthz HTTP/1.1\r\nhost x\r\n\r\n'],
  ] as const) {
    it(`broken framing (${label}): 400 with a problem body`, async () => {
      assertProblem(fromRaw(await rawRequest(port, bytes)), 400);
    });
  }

  it('an X-Api-Key longer than 256 characters: 401, no schema named', async () => {
    const response = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: 'https://example.com/' }, headers: { 'x-api-key': 'k'.repeat(300) } });
    const body = assertProblem(fromApi(response), 401);
    assert.equal(body.detail, 'The API key is invalid.');
    const get = await api(stack.baseUrl, '/api/usage', { headers: { 'x-api-key': 'k'.repeat(5000) } });
    assertProblem(fromApi(get), 401);
  });

  it('Authorization: Bearer is an alias of X-Api-Key; another scheme or two different keys are 401', async () => {
    const bearer = await api(stack.baseUrl, '/api/usage', { headers: { authorization: 'Bearer lk_not_a_real_key' } });
    assert.equal(assertProblem(fromApi(bearer), 401).detail, 'The API key is invalid.', 'the bearer key was checked, not ignored');
    const basic = await api(stack.baseUrl, '/api/usage', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    assert.match(assertProblem(fromApi(basic), 401).detail, /X-Api-Key/);
    const both = await api(stack.baseUrl, '/api/usage', { headers: { authorization: 'Bearer a_key', 'x-api-key': 'another_key' } });
    assert.match(assertProblem(fromApi(both), 401).detail, /different keys/);
  });

  it('a loopback target fails blocked_egress with a reason that names EGRESS_ALLOW_CIDRS', async () => {
    const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: `http://127.0.0.1:${port}/` } });
    assert.equal(submitted.status, 202);
    const polled = await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=20`);
    assert.equal(polled.body.scanState, 'failed');
    assert.equal(polled.body.reason.code, 'blocked_egress');
    assert.match(polled.body.reason.message, /EGRESS_ALLOW_CIDRS/);
  });
});
