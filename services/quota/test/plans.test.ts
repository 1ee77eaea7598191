import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '@lookout/config';
import { readConfig } from '../src/config.js';
import { DEFAULT_PLANS, loadPlans, mergePlans, PlansFileError } from '../src/domain/plans.js';

describe('quota: plans (built-in defaults + PLANS_FILE)', () => {
  let dir: string;

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'lookout-plans-'));
  });

  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const file = (name: string, content: string) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };

  it('has the contract defaults', () => {
    const plans = loadPlans(undefined);
    assert.deepEqual(plans.get('anonymous'), { rateLimitPerMinute: 10, monthlyScanQuota: 100 });
    assert.deepEqual(plans.get('free'), { rateLimitPerMinute: 60, monthlyScanQuota: 1000 });
    assert.deepEqual(plans.get('pro'), { rateLimitPerMinute: 600, monthlyScanQuota: 100000 });
    assert.deepEqual(plans.get('enterprise'), { rateLimitPerMinute: 6000, monthlyScanQuota: 10000000 });
    assert.deepEqual(plans.tiers().sort(), ['anonymous', 'enterprise', 'free', 'pro']);
  });

  it('named tiers replace the defaults, new names add plans, omitted tiers keep theirs', () => {
    const plans = loadPlans(file('plans.json', JSON.stringify({ free: { rateLimitPerMinute: 30, monthlyScanQuota: 500 }, team: { rateLimitPerMinute: 120, monthlyScanQuota: 5000 } })));
    assert.deepEqual(plans.get('free'), { rateLimitPerMinute: 30, monthlyScanQuota: 500 });
    assert.deepEqual(plans.get('team'), { rateLimitPerMinute: 120, monthlyScanQuota: 5000 });
    assert.deepEqual(plans.get('pro'), DEFAULT_PLANS.pro);
  });

  it('applies a workspace override on top of its tier, and falls back to free for a tier no longer configured', () => {
    const plans = loadPlans(undefined);
    assert.deepEqual(plans.effective('pro', { rateLimitPerMinute: 5, monthlyScanQuota: null }), { tier: 'pro', rateLimitPerMinute: 5, monthlyScanQuota: 100000, readRateLimitPerMinute: 50 });
    assert.deepEqual(plans.effective('gone', { rateLimitPerMinute: null, monthlyScanQuota: null }), { tier: 'gone', ...DEFAULT_PLANS.free, readRateLimitPerMinute: 600 });
  });

  it('the read allowance is 10× the per-minute rate unless the plan names readRateLimitPerMinute', () => {
    const plans = mergePlans({ team: { rateLimitPerMinute: 100, monthlyScanQuota: 1, readRateLimitPerMinute: 5000 } });
    assert.equal(plans.effective('anonymous').readRateLimitPerMinute, 100);
    assert.equal(plans.effective('team').readRateLimitPerMinute, 5000);
    // A workspace's own rate override scales its reads with it.
    assert.equal(plans.effective('team', { rateLimitPerMinute: 7, monthlyScanQuota: null }).readRateLimitPerMinute, 70);
    assert.throws(() => mergePlans({ team: { rateLimitPerMinute: 1, monthlyScanQuota: 1, readRateLimitPerMinute: 0 } }), /readRateLimitPerMinute must be >= 1/);
  });

  for (const [label, content, pattern] of [
    ['not JSON', '{ free: ', /is not valid JSON/],
    ['not an object', '[1, 2]', /must be object/],
    ['a missing number', '{"free": {"rateLimitPerMinute": 5}}', /free must have required property 'monthlyScanQuota'/],
    ['a negative quota', '{"free": {"rateLimitPerMinute": 5, "monthlyScanQuota": -1}}', /free\.monthlyScanQuota must be >= 0/],
    ['a fractional limit', '{"free": {"rateLimitPerMinute": 1.5, "monthlyScanQuota": 1}}', /free\.rateLimitPerMinute must be integer/],
    ['an unknown property', '{"free": {"rateLimitPerMinute": 5, "monthlyScanQuota": 1, "burst": 3}}', /unknown property "burst"/],
    ['a bad tier name', '{"Free Plan": {"rateLimitPerMinute": 5, "monthlyScanQuota": 1}}', /tier name "Free Plan"/],
  ] as const) {
    it(`refuses a plans file with ${label}, saying why`, () => {
      const path = file(`bad-${label.replace(/\W/g, '')}.json`, content);
      assert.throws(() => loadPlans(path), (error: unknown) => error instanceof PlansFileError && pattern.test(error.message) && error.message.includes(path));
    });
  }

  it('a missing file is a clear error', () => {
    assert.throws(() => loadPlans(join(dir, 'nope.json')), /nope\.json cannot be read/);
  });

  it('a bad PLANS_FILE stops the service configuration with a ConfigError naming PLANS_FILE', () => {
    const path = file('bad.json', '{"free": {"rateLimitPerMinute": 0, "monthlyScanQuota": 1}}');
    assert.throws(() => readConfig({ PLANS_FILE: path }), (error: unknown) => error instanceof ConfigError && /PLANS_FILE .*free\.rateLimitPerMinute must be >= 1/.test(error.message));
    assert.equal(readConfig({ PLANS_FILE: file('good.json', '{"free": {"rateLimitPerMinute": 7, "monthlyScanQuota": 8}}') }).plans.get('free')?.rateLimitPerMinute, 7);
  });

  it('mergePlans accepts an empty document (defaults only)', () => {
    assert.deepEqual(mergePlans({}).tiers().sort(), ['anonymous', 'enterprise', 'free', 'pro']);
  });
});
