import { createHash } from 'node:crypto';
import assert from 'node:assert/strict';
import { Schemas, validatorFor, Operations } from '@lookout/contracts';
import { readCompletedEvents } from '../support/events.js';
import { api, startInfrastructure, startStack, type Infrastructure, type Stack } from '../support/stack.js';
import { startTargetSite, type TargetSite } from '../support/target.js';

describe('one scan through all five services (real NATS, Redis, Postgres)', function () {
  this.timeout(60_000);
  let infra: Infrastructure;
  let stack: Stack;
  let target: TargetSite;

  before(async () => {
    infra = await startInfrastructure();
    target = await startTargetSite();
    stack = await startStack(infra, { EGRESS_ALLOW_CIDRS: '127.0.0.0/8' });
  });

  after(async () => {
    await stack?.stop();
    await target?.close();
    await infra?.stop();
  });

  it('is ready once every service answers', async () => {
    const ready = await api(stack.baseUrl, '/readyz');
    assert.equal(ready.status, 200, ready.text);
    assert.equal(ready.body.status, 'ready');
    for (const service of ['quota', 'orchestrator', 'scanner-worker', 'webhook-dispatcher']) assert.equal(ready.body.checks[service], 'ok');
  });

  it('scans a loopback page: 202 queued, then completed with the basics, then one scan.completed event', async () => {
    const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: `${target.url}/redirect#frag` } });
    assert.equal(submitted.status, 202, submitted.text);
    assert.match(submitted.body.scanId, /^scan_[0-9a-z]{29}$/);
    assert.equal(submitted.body.scanState, 'queued');
    assert.equal(submitted.body.cached, false);
    assert.equal(submitted.body.normalizedUrl, `${target.url}/redirect`);
    assert.equal(submitted.headers.get('location'), `/UrlCheck/${submitted.body.scanId}`);
    assert.ok(submitted.headers.get('x-request-id'));

    const polled = await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=20`);
    assert.equal(polled.status, 200);
    assert.equal(polled.body.scanState, 'completed', polled.text);
    assert.equal(polled.headers.get('retry-after'), null);
    const result = polled.body.result;
    assert.equal(result.finalUrl, `${target.url}/page`);
    assert.deepEqual(result.redirects[0], { url: `${target.url}/redirect`, status: 302, location: '/page', kind: 'http' });
    // Rendered by the browser engine (the default), its artifacts served by the gateway.
    assert.equal(result.capture.engine, 'browser');
    assert.ok(result.capture.requests.some((r: { url: string; status: number }) => r.url === `${target.url}/page` && r.status === 200));
    const shot = await fetch(`${stack.baseUrl}/UrlCheck/${submitted.body.scanId}/screenshot`);
    assert.equal(shot.status, 200);
    assert.equal(shot.headers.get('content-type'), 'image/png');
    const png = Buffer.from(await shot.arrayBuffer());
    assert.equal(createHash('sha256').update(png).digest('hex'), result.capture.screenshot.sha256);
    const dom = await fetch(`${stack.baseUrl}/UrlCheck/${submitted.body.scanId}/dom`);
    assert.equal(dom.status, 200);
    assert.match(await dom.text(), /<html/i);
    const har = await fetch(`${stack.baseUrl}/UrlCheck/${submitted.body.scanId}/har`);
    assert.equal(((await har.json()) as { log: { version: string } }).log.version, '1.2');
    assert.equal(result.http.status, 200);
    assert.match(result.http.bodySha256, /^[0-9a-f]{64}$/);
    assert.equal(typeof result.http.timings.total, 'number');
    assert.equal(result.page.title, 'Loopback test page');
    assert.ok(validatorFor(Schemas.scan)(polled.body), 'the polled scan matches proto/http/scan.schema.json');

    const events = (await readCompletedEvents(infra.nats.url)).filter((event) => event.subject === submitted.body.scanId);
    assert.equal(events.length, 1, 'exactly one scan.completed event for the scan');
    const event = events[0]!;
    assert.ok(validatorFor(Operations.scanCompleted.schema)(event));
    assert.equal(event.type, 'scan.completed');
    assert.equal(event.data.scanState, 'completed');
    assert.equal(event.data.workspaceId, null);
  });

  it('answers a resubmission from the cache: 200, cached, its own id, the target not fetched again', async () => {
    const url = `${target.url}/page?cache=1`;
    const first = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url } });
    await api(stack.baseUrl, `/UrlCheck/${first.body.scanId}?wait=20`);
    const fetchesBefore = target.hits.get('/page') ?? 0;
    const second = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url } });
    assert.equal(second.status, 200, second.text);
    assert.equal(second.body.cached, true);
    assert.equal(second.body.scanState, 'completed');
    assert.notEqual(second.body.scanId, first.body.scanId);
    assert.equal(target.hits.get('/page') ?? 0, fetchesBefore);
    const fresh = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url, bReAnalyze: true } });
    assert.equal(fresh.status, 202);
  });

  it('reports an unreachable target as a failed scan with HTTP 200 on polling', async () => {
    const closedPort = `http://127.0.0.1:1/`;
    const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: closedPort } });
    assert.equal(submitted.status, 202);
    const polled = await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=20`);
    assert.equal(polled.status, 200);
    assert.equal(polled.body.scanState, 'failed');
    assert.equal(polled.body.reason.code, 'connection_refused');
    assert.equal(polled.body.unreachable, true);
  });

  it('treats an HTTP error status as a completed scan', async () => {
    const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: `${target.url}/missing` } });
    const polled = await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=20`);
    assert.equal(polled.body.scanState, 'completed');
    assert.equal(polled.body.result.http.status, 404);
  });

  it('holds Retry-After: 3 while a scan is not terminal', async () => {
    target.hold('/slow');
    try {
      const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: `${target.url}/slow` } });
      const polled = await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}`);
      assert.equal(polled.status, 200);
      assert.ok(['queued', 'running'].includes(polled.body.scanState));
      assert.equal(polled.headers.get('retry-after'), '3');
    } finally {
      target.release('/slow');
    }
  });
});
