import assert from 'node:assert/strict';
import { AppError, newId, parseWith, ProblemCatalog, SchemaViolation, Schemas, validatorFor, type ScanResource } from '../src/index.js';

describe('contracts: schemas, ids and problems', () => {
  it('every schema under proto/ compiles, and every Schemas entry resolves', () => {
    for (const ref of Object.values(Schemas)) assert.equal(typeof validatorFor(ref), 'function', ref);
  });

  it('a failed scan must carry a reason, a completed one a result', () => {
    const base: ScanResource = {
      scanId: newId('scan'),
      url: 'https://example.com/',
      normalizedUrl: 'https://example.com/',
      scanState: 'failed',
      cached: false,
      submittedAt: new Date().toISOString(),
      startedAt: null,
      completedAt: new Date().toISOString(),
      visibility: 'private',
      tags: [],
      options: { engine: 'http' },
    };
    assert.throws(() => parseWith(Schemas.scan, base), SchemaViolation);
    assert.doesNotThrow(() => parseWith(Schemas.scan, { ...base, reason: { code: 'timeout', message: 'slow' }, unreachable: true }));
    assert.throws(() => parseWith(Schemas.scan, { ...base, reason: { code: 'made_up', message: 'x' } }), SchemaViolation);
    assert.throws(() => parseWith(Schemas.scan, { ...base, scanState: 'completed' }), SchemaViolation);
  });

  it('ids carry their prefix, sort by time and differ in ≥ 96 random bits', () => {
    const early = newId('scan', 1_700_000_000_000);
    const late = newId('scan', 1_800_000_000_000);
    assert.match(early, /^scan_[0-9a-z]{29}$/);
    assert.ok(early < late);
    const sameMillisecond = new Set(Array.from({ length: 1000 }, () => newId('scan', 1_700_000_000_000)));
    assert.equal(sameMillisecond.size, 1000);
  });

  it('maps every problem to one status, title and RFC reference', () => {
    for (const [key, entry] of Object.entries(ProblemCatalog)) {
      assert.ok(entry.status >= 400 && entry.status < 600, key);
      assert.match(entry.type, /^https:\/\/www\.rfc-editor\.org\/rfc\//);
    }
    const error = new AppError('bad_request', 'url is required', { errors: { url: ['is required'] } });
    assert.deepEqual(error.toProblem(), {
      type: 'https://www.rfc-editor.org/rfc/rfc9110#section-15.5.1',
      title: 'Bad Request',
      status: 400,
      detail: 'url is required',
      errors: { url: ['is required'] },
    });
    assert.ok(validatorFor(Schemas.problem)(error.toProblem()));
  });
});
