import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LookoutApiError, LookoutClient, retryAfterSeconds } from '@lookout/client';

/** A loopback server scripted per test: answers are taken from a queue, requests are recorded. */
async function scripted(answers: { status: number; headers?: Record<string, string>; body?: unknown }[]) {
  const seen: { method: string; url: string; headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const answer = answers.shift() ?? { status: 500 };
      res.writeHead(answer.status, { 'content-type': answer.status >= 400 ? 'application/problem+json' : 'application/json', ...answer.headers });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { seen, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const SCAN = { scanId: 'scan_aaaaaaaaaaaaaaaaaaaaaaaa', url: 'https://a.test/', normalizedUrl: 'https://a.test/', scanState: 'queued', cached: false, submittedAt: '2026-01-01T00:00:00Z', startedAt: null, completedAt: null };

describe('@lookout/client: retries and batches', () => {
  it('waits the Retry-After of a 429 (injected sleep) and resends the submission with the same Idempotency-Key', async () => {
    const server = await scripted([{ status: 429, headers: { 'retry-after': '7' }, body: { title: 'Too Many Requests', status: 429 } }, { status: 202, body: SCAN }]);
    const slept: number[] = [];
    try {
      const client = new LookoutClient({ baseUrl: server.baseUrl, apiKey: 'k', sleep: async (ms) => void slept.push(ms) });
      const scan = await client.submit('https://a.test/');
      assert.equal(scan.scanId, SCAN.scanId);
      assert.deepEqual(slept, [7000]);
      assert.equal(server.seen.length, 2);
      assert.ok(server.seen[0]!.headers['idempotency-key']);
      assert.equal(server.seen[0]!.headers['idempotency-key'], server.seen[1]!.headers['idempotency-key']);
      assert.equal(server.seen[0]!.headers['x-api-key'], 'k');
    } finally {
      await server.close();
    }
  });

  it('gives up after maxRetries and throws the last problem with its status and Retry-After', async () => {
    const busy = { status: 429, headers: { 'retry-after': '1' }, body: { title: 'Too Many Requests', status: 429 } };
    const server = await scripted([busy, busy, busy]);
    try {
      const client = new LookoutClient({ baseUrl: server.baseUrl, maxRetries: 2, sleep: async () => {} });
      await assert.rejects(client.usage(), (error: unknown) => error instanceof LookoutApiError && error.status === 429 && error.retryAfterSeconds === 1 && error.problem?.title === 'Too Many Requests');
      assert.equal(server.seen.length, 3);
    } finally {
      await server.close();
    }
  });

  it('splits a batch into requests of ≤ 100 and resends only the items answered 429, after their retryAfter', async () => {
    const urls = Array.from({ length: 150 }, (_, i) => `https://a.test/${i}`);
    const first = { results: Array.from({ length: 100 }, (_, index) => (index === 5 ? { index, status: 429, retryAfter: 4 } : { index, status: 202, scan: SCAN })) };
    const second = { results: Array.from({ length: 50 }, (_, index) => ({ index, status: 202, scan: SCAN })) };
    const third = { results: [{ index: 0, status: 202, scan: SCAN }] };
    const server = await scripted([{ status: 200, body: first }, { status: 200, body: second }, { status: 200, body: third }]);
    const slept: number[] = [];
    const progress: number[] = [];
    try {
      const client = new LookoutClient({ baseUrl: server.baseUrl, sleep: async (ms) => void slept.push(ms) });
      const outcomes = await client.batch(urls, { onProgress: (done) => progress.push(done) });
      assert.equal(outcomes.length, 150);
      assert.ok(outcomes.every((outcome) => outcome.status === 202));
      assert.equal(outcomes[5]!.url, 'https://a.test/5');
      assert.deepEqual(slept, [4000]);
      assert.deepEqual(server.seen.map((request) => (JSON.parse(request.body) as { items: unknown[] }).items.length), [100, 50, 1]);
      assert.deepEqual((JSON.parse(server.seen[2]!.body) as { items: { url: string }[] }).items[0], { url: 'https://a.test/5' });
      assert.equal(progress.at(-1), 150);
    } finally {
      await server.close();
    }
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    assert.equal(retryAfterSeconds('12'), 12);
    assert.equal(retryAfterSeconds(null), undefined);
    assert.equal(retryAfterSeconds('soon'), undefined);
    assert.ok((retryAfterSeconds(new Date(Date.now() + 5000).toUTCString()) ?? 0) >= 4);
  });
});
