import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { CaptureOptions } from '@lookout/contracts';
import { captureFingerprint, resolveCaptureOptions } from '../src/domain/capture-options.js';

describe('orchestrator: capture options and their fingerprint', () => {
  it('resolves the engine from the default when the submission names none, and keeps only what was given', () => {
    assert.deepEqual(resolveCaptureOptions(undefined, 'browser'), { engine: 'browser' });
    assert.deepEqual(resolveCaptureOptions({ engine: 'http', tags: ['x'], visibility: 'public' }, 'browser'), { engine: 'http' });
    assert.deepEqual(resolveCaptureOptions({ device: 'mobile', extraHeaders: {} }, 'http'), { engine: 'http', device: 'mobile' });
  });

  it('is the same for header names in any case and order, and differs for every field that changes the fetch', () => {
    const base = captureFingerprint({ engine: 'http', extraHeaders: { 'X-A': '1', 'x-b': '2' } });
    assert.equal(captureFingerprint({ engine: 'http', extraHeaders: { 'x-b': '2', 'x-a': '1' } }), base);
    const variants: CaptureOptions[] = [
      { engine: 'browser', extraHeaders: { 'X-A': '1', 'x-b': '2' } },
      { engine: 'http', extraHeaders: { 'X-A': '1', 'x-b': '3' } },
      { engine: 'http', extraHeaders: { 'X-A': '1' } },
      { engine: 'http', extraHeaders: { 'X-A': '1', 'x-b': '2' }, userAgent: 'u' },
      { engine: 'http', extraHeaders: { 'X-A': '1', 'x-b': '2' }, referer: 'https://r.example/' },
      { engine: 'http', extraHeaders: { 'X-A': '1', 'x-b': '2' }, acceptLanguage: 'en' },
      { engine: 'http', extraHeaders: { 'X-A': '1', 'x-b': '2' }, device: 'mobile' },
    ];
    const seen = new Set([base, ...variants.map((options) => captureFingerprint(options))]);
    assert.equal(seen.size, variants.length + 1);
  });

  it('keeps a submission with a user name before "@" (the brand@host trick) apart from the bare URL', () => {
    const bare = captureFingerprint({ engine: 'http' });
    assert.notEqual(captureFingerprint({ engine: 'http' }, 'www.paypal.com'), bare);
    assert.notEqual(captureFingerprint({ engine: 'http' }, 'www.paypal.com'), captureFingerprint({ engine: 'http' }, 'appleid.apple.com'));
  });

  it('gives pre-options rows the fingerprint the migration wrote for them ({"engine":"http"})', () => {
    const sql = readFileSync(new URL('../prisma/migrations/20261123000000_submission_options/migration.sql', import.meta.url), 'utf8');
    assert.ok(sql.includes(captureFingerprint({ engine: 'http' })));
  });
});
