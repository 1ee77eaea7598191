import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { decodeScopes, encodeScopes, generateApiKey, hashApiKey, isWellFormedApiKey } from '../src/domain/api-keys.js';
import { periodsAt, secondsUntil } from '../src/domain/periods.js';

describe('quota: API key format and UTC periods', () => {
  it('keys look like lk_<prefix8>_<secret>, carry ≥ 128 random bits and are stored as their SHA-256 only', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const { key, prefix, hash } = generateApiKey();
      assert.match(key, /^lk_[0-9a-z]{8}_[A-Za-z0-9_-]{27}$/);
      assert.ok(key.startsWith(`${prefix}_`));
      assert.equal(hash, createHash('sha256').update(key).digest('hex'));
      assert.equal(hashApiKey(key), hash);
      assert.ok(isWellFormedApiKey(key));
      seen.add(key);
    }
    assert.equal(seen.size, 200);
    // 27 base64url characters = 162 bits of which 160 are random bytes, plus 40 in the prefix.
    assert.ok(27 * 6 - 2 >= 128);
  });

  it('rejects malformed keys without a lookup', () => {
    for (const bad of ['', 'lk_', 'lk_abcdefgh_short', 'sk_abcdefgh_aaaaaaaaaaaaaaaaaaaaaaaaaaa', 'lk_ABCDEFGH_aaaaaaaaaaaaaaaaaaaaaaaaaaa', `lk_abcdefgh_${'a'.repeat(28)}`]) {
      assert.equal(isWellFormedApiKey(bad), false, bad);
    }
  });

  it('stores scopes as one space-separated string, order kept, duplicates dropped', () => {
    assert.equal(encodeScopes(['scans:read', 'usage:read', 'scans:read']), 'scans:read usage:read');
    assert.deepEqual(decodeScopes('scans:read usage:read'), ['scans:read', 'usage:read']);
    assert.deepEqual(decodeScopes(''), []);
  });

  it('computes UTC month and day bounds, including across a year end and a leap day', () => {
    const p = periodsAt(Date.parse('2028-02-29T23:59:59.999Z'));
    assert.equal(p.month, '2028-02');
    assert.equal(p.day, '2028-02-29');
    assert.equal(p.monthStart.toISOString(), '2028-02-01T00:00:00.000Z');
    assert.equal(p.monthEnd.toISOString(), '2028-03-01T00:00:00.000Z');
    assert.equal(p.dayEnd.toISOString(), '2028-03-01T00:00:00.000Z');
    const december = periodsAt(Date.parse('2026-12-31T12:00:00Z'));
    assert.equal(december.monthEnd.toISOString(), '2027-01-01T00:00:00.000Z');
    assert.equal(secondsUntil(december.monthEnd, Date.parse('2026-12-31T23:59:59.001Z')), 1);
    assert.equal(secondsUntil(december.monthEnd, Date.parse('2026-12-31T23:59:00Z')), 60);
    assert.equal(secondsUntil(december.monthEnd, Date.parse('2027-01-01T00:00:00Z')), 1, 'never below 1');
  });
});
