import assert from 'node:assert/strict';
import type { ScanJobMessage } from '@lookout/contracts';
import { captureOptionsOf } from '../../src/capture/job-options.js';

const job = (extra: Record<string, unknown> = {}): ScanJobMessage =>
  ({ type: 'scan.job', version: 1, jobId: 'job_1', url: 'https://a.example/', normalizedUrl: 'https://a.example/', submittedAt: '2026-01-01T00:00:00Z', deadlineAt: '2026-01-01T00:02:00Z', ...extra }) as ScanJobMessage;

describe('scanner-worker: job options', () => {
  it('a job without options runs on the worker default engine with no overrides', () => {
    assert.deepEqual(captureOptionsOf(job(), 'browser'), { engine: 'browser', capture: {} });
    assert.deepEqual(captureOptionsOf(job(), 'http'), { engine: 'http', capture: {} });
  });

  it('takes engine and capture options by their contract names', () => {
    const options = { engine: 'http', userAgent: 'UA/1', referer: 'https://r.example/', acceptLanguage: 'de-DE', device: 'mobile', extraHeaders: { 'X-Campaign': 'c1' } };
    assert.deepEqual(captureOptionsOf(job({ options }), 'browser'), {
      engine: 'http',
      capture: { userAgent: 'UA/1', referer: 'https://r.example/', acceptLanguage: 'de-DE', device: 'mobile', extraHeaders: { 'x-campaign': 'c1' } },
    });
    assert.equal(captureOptionsOf(job({ options: { engine: 'browser' } }), 'http').engine, 'browser');
    assert.equal(captureOptionsOf(job({ options: { engine: 'other', device: 'tv' } as unknown as ScanJobMessage['options'] }), 'browser').capture.device, undefined);
  });
});
