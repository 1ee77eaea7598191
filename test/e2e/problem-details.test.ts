import assert from 'node:assert/strict';
import { api, startInfrastructure, startStack, type Infrastructure, type Stack } from '../support/stack.js';

function assertProblem(response: { status: number; headers: Headers; body: any }, status: number, title: string) {
  assert.equal(response.status, status);
  assert.match(response.headers.get('content-type') ?? '', /^application\/problem\+json/);
  assert.equal(response.body.status, status);
  assert.equal(response.body.title, title);
  assert.match(response.body.type, /^https:\/\//);
  assert.equal(typeof response.body.detail, 'string');
  assert.ok(response.headers.get('x-request-id'), 'every response carries X-Request-Id');
}

describe('HTTP hygiene: every error is problem details', function () {
  this.timeout(30_000);
  let infra: Infrastructure;
  let stack: Stack;

  before(async () => {
    infra = await startInfrastructure();
    stack = await startStack(infra);
  });

  after(async () => {
    await stack?.stop();
    await infra?.stop();
  });

  it('missing url: 400 whose detail says url is required, with errors.url', async () => {
    const response = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: {} });
    assertProblem(response, 400, 'Bad Request');
    assert.match(response.body.detail, /url is required/);
    assert.deepEqual(response.body.errors, { url: ['is required'] });
  });

  it('wrong field types and unknown properties: 400 with one entry per field', async () => {
    const response = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: 42, bReAnalyze: 'yes', extra: 1 } });
    assertProblem(response, 400, 'Bad Request');
    assert.deepEqual(Object.keys(response.body.errors).sort(), ['bReAnalyze', 'extra', 'url']);
  });

  for (const [label, url] of [
    ['a relative URL', '/just/a/path'],
    ['another scheme', 'ftp://example.com/file'],
    ['javascript:', 'javascript:alert(1)'],
    ['whitespace', 'http://example.com/a b'],
    ['an over-long URL', `http://example.com/${'a'.repeat(2050)}`],
  ] as const) {
    it(`rejects ${label} with errors.url`, async () => {
      const response = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url } });
      assertProblem(response, 400, 'Bad Request');
      assert.ok(response.body.errors.url?.length > 0);
    });
  }

  it('malformed JSON: 400', async () => {
    const response = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', body: '{"url": ', headers: { 'content-type': 'application/json' } });
    assertProblem(response, 400, 'Bad Request');
    assert.deepEqual(response.body.errors, { body: ['is not valid JSON'] });
  });

  it('wrong content type: 415', async () => {
    const response = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', body: 'url=http://example.com', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assertProblem(response, 415, 'Unsupported Media Type');
  });

  it('a body over 1 MB: 413', async () => {
    const response = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: 'http://example.com/', padding: 'x'.repeat(1_100_000) } });
    assertProblem(response, 413, 'Content Too Large');
  });

  it('unknown route: 404', async () => {
    const response = await api(stack.baseUrl, '/no/such/route');
    assertProblem(response, 404, 'Not Found');
  });

  it('unknown scan ids: 404, byte-for-byte the same body whatever the id', async () => {
    const wellFormed = await api(stack.baseUrl, '/UrlCheck/scan_06h01nvtkbgfqf2m35sv0fb64gyv2');
    const garbage = await api(stack.baseUrl, '/UrlCheck/not-an-id');
    assertProblem(wellFormed, 404, 'Not Found');
    assert.equal(wellFormed.text, garbage.text);
  });

  it('an invalid ?wait is a 400 naming the parameter', async () => {
    const response = await api(stack.baseUrl, '/UrlCheck/scan_06h01nvtkbgfqf2m35sv0fb64gyv2?wait=31');
    assertProblem(response, 400, 'Bad Request');
    assert.ok(response.body.errors.wait);
  });

  it('keeps a sane incoming X-Request-Id and replaces an unsafe one', async () => {
    const kept = await api(stack.baseUrl, '/healthz', { headers: { 'x-request-id': 'trace-me-123' } });
    assert.equal(kept.headers.get('x-request-id'), 'trace-me-123');
    const replaced = await api(stack.baseUrl, '/healthz', { headers: { 'x-request-id': 'bad id\twith tabs' } });
    assert.notEqual(replaced.headers.get('x-request-id'), 'bad id\twith tabs');
  });

  it('a service that is down turns into 503 problem details, not a hang', async () => {
    await stack.stopService('orchestrator');
    const response = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: 'http://127.0.0.1:9/' } });
    assertProblem(response, 503, 'Service Unavailable');
    assert.ok(Number(response.headers.get('retry-after')) >= 1);
    const ready = await api(stack.baseUrl, '/readyz');
    assert.equal(ready.status, 503);
    assert.notEqual(ready.body.checks.orchestrator, 'ok');
  });
});
