import assert from 'node:assert/strict';
import { newId, Operations, parseWith, type ScanOutcomeMessage, type ScanResultBody } from '@lookout/contracts';
import { completedEvent } from '../src/domain/scan-events.js';
import type { ScanRow } from '../src/domain/scan-resource.js';

/**
 * The orchestrator publishes scan.completed without checking it against its schema again (its result
 * was checked when the worker's outcome arrived, under the same schema; the rest is built here), so
 * this checks what completedEvent builds, for every kind of terminal scan.
 */
describe('orchestrator: every scan.completed it builds matches the event schema', () => {
  const at = new Date('2026-11-28T12:00:00.000Z');
  const result: ScanResultBody = {
    verdict: 'suspicious',
    score: 55,
    categories: ['phishing'],
    signals: [{ id: 'form-posts-elsewhere', severity: 'medium', message: 'A password form posts to another site', evidence: 'https://collect.example.net/' }],
    decidedBy: ['form-posts-elsewhere'],
    finalUrl: 'https://login.example.com/signin',
    redirects: [{ url: 'http://example.com/', status: 301, location: 'https://login.example.com/signin', kind: 'http' }],
    http: {
      status: 200,
      contentType: 'text/html; charset=utf-8',
      contentLength: 1024,
      bodyBytes: 1024,
      bodyTruncated: false,
      bodySha256: 'a'.repeat(64),
      headers: { 'x-frame-options': 'DENY' },
      timings: { dns: 1.5, connect: 0.8, tls: 3.1, ttfb: 20.4, total: 42 },
    },
    dns: { addresses: ['203.0.113.7'], remoteAddress: '203.0.113.7' },
    threatIntel: [],
  } as unknown as ScanResultBody;

  // The result as a worker reports it: what the orchestrator's consumer accepts.
  const outcome: ScanOutcomeMessage = {
    type: 'scan.outcome',
    version: 1,
    jobId: newId('job'),
    attempt: 1,
    startedAt: at.toISOString(),
    completedAt: at.toISOString(),
    scanState: 'completed',
    result,
  };

  const row = (overrides: Partial<ScanRow>): ScanRow => ({
    id: newId('scan'),
    workspaceId: 'ws_0123456789abcdefghij',
    url: 'http://example.com/',
    normalizedUrl: 'http://example.com/',
    state: 'completed',
    cached: false,
    submittedAt: at,
    startedAt: at,
    completedAt: at,
    reasonCode: null,
    reasonMessage: null,
    unreachable: null,
    result,
    visibility: 'private',
    tags: ['campaign-7'],
    captureOptions: { engine: 'http', userAgent: 'Mozilla/5.0', acceptLanguage: 'en' },
    optionsFingerprint: 'f'.repeat(64),
    ...overrides,
  });

  it('the result is one a worker may report', () => {
    parseWith(Operations.scanOutcome.schema, outcome);
  });

  for (const [kind, overrides] of [
    ['completed, private', {}],
    ['completed from the cache, public', { cached: true, visibility: 'public' }],
    ['completed, anonymous', { workspaceId: null, visibility: 'unlisted', tags: [] }],
    ['completed without a start notice (browser engine)', { captureOptions: { engine: 'browser', device: 'desktop' } }],
    ['failed, unreachable', { state: 'failed', result: null, reasonCode: 'connection_refused', reasonMessage: 'connection refused', unreachable: true }],
    ['failed by its deadline', { state: 'failed', result: null, reasonCode: 'timeout', reasonMessage: 'The scan did not finish in time', unreachable: null }],
  ] as [string, Partial<ScanRow>][]) {
    it(kind, () => {
      const event = completedEvent(row(overrides), '/lookout/orchestrator');
      parseWith(Operations.scanCompleted.schema, event.payload);
      assert.equal(event.payload.data.workspaceId, overrides.workspaceId === undefined ? 'ws_0123456789abcdefghij' : overrides.workspaceId);
    });
  }
});
