import assert from 'node:assert/strict';
import { analyzeFetch, analyzeUrlOnly } from '../../src/analysis/analyze.js';
import type { Rules } from '../../src/analysis/rules.js';
import type { ScanResult } from '../../src/analysis/result.js';
import type { EmittedSignal } from '../../src/analysis/signals/types.js';
import { decide } from '../../src/analysis/verdict.js';
import { ThreatIntelIndex } from '../../src/threat-intel/threat-index.js';
import { defaultRules, fetchResponse, indexOf, signalIds } from './fixtures.js';

const CREDENTIAL_HARVESTER = `<!doctype html>
<html><head><title>Sign in to your account</title></head>
<body>
  <img src="/logo.png">
  <form action="https://collect.harvest.example/gate.php" method="post">
    <input type="email" name="login"><input type="password" name="pass">
    <button>Log in</button>
  </form>
</body></html>`;

/** The contract's invariant, checked on every result a test produces. */
function assertExplained(result: Pick<ScanResult, 'verdict' | 'signals' | 'score' | 'categories'>): void {
  assert.ok(result.score >= 0 && result.score <= 100 && Number.isInteger(result.score), `score ${result.score}`);
  if (result.verdict !== 'clean') {
    assert.ok(result.signals.some((s) => s.severity !== 'info'), `a ${result.verdict} verdict needs a signal of severity >= low`);
    assert.ok(result.categories.length > 0, 'a non-clean verdict names a category');
  } else {
    assert.deepEqual(result.categories, []);
  }
}

describe('analysis: verdicts', () => {
  let rules: Rules;
  before(async () => {
    rules = await defaultRules();
  });

  it('a credential-harvesting page (cross-site password form, brand in host, suspicious TLD) is not clean and says why', () => {
    const result = analyzeFetch(
      fetchResponse({ finalUrl: 'https://paypal-secure-login.top/signin', html: CREDENTIAL_HARVESTER, tls: null }),
      { threatIntel: ThreatIntelIndex.empty(), rules },
    );
    assert.notEqual(result.verdict, 'clean');
    const ids = signalIds(result);
    for (const id of ['credential-form-cross-origin', 'brand-in-hostname', 'suspicious-tld']) assert.ok(ids.includes(id), `expected ${id} in ${ids.join(', ')}`);
    assert.ok(result.categories.includes('phishing'));
    assert.equal(result.page?.forms[0]?.crossOrigin, true);
    assertExplained(result);
  });

  it('a plain page is clean, with at most info signals', () => {
    const result = analyzeFetch(
      fetchResponse({
        finalUrl: 'https://www.example.com/',
        headers: {
          'content-type': 'text/html',
          'content-security-policy': "default-src 'self'",
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'no-referrer',
          'strict-transport-security': 'max-age=31536000',
        },
        html: '<html><head><title>Example Domain</title></head><body><a href="/more">More</a><a href="https://www.iana.org/domains/example">IANA</a></body></html>',
      }),
      { threatIntel: ThreatIntelIndex.empty(), rules },
    );
    assert.equal(result.verdict, 'clean');
    assert.equal(result.score, 0);
    assert.ok(result.signals.every((s) => s.severity === 'info'), JSON.stringify(result.signals));
    assert.deepEqual(result.threatIntel, []);
    assertExplained(result);
  });

  it('a threat-intel hit is malicious, even on an otherwise plain page', () => {
    const threatIntel = indexOf([{ name: 'openphish', format: 'urls', text: 'https://www.example.com/login\n' }]);
    const result = analyzeFetch(fetchResponse({ finalUrl: 'https://www.example.com/login' }), { threatIntel, rules });
    assert.equal(result.verdict, 'malicious');
    assert.ok(result.score >= rules.scoring.thresholds.malicious);
    assert.deepEqual(result.threatIntel, [{ list: 'openphish', entry: 'https://www.example.com/login', matchedOn: 'url', category: 'phishing' }]);
    assert.deepEqual(result.categories, ['phishing']);
    assert.equal(result.signals[0]?.id, 'threat-intel-match');
    assert.equal(result.signals[0]?.severity, 'high');
    assertExplained(result);
  });

  it('a listed URL anywhere in the redirect chain counts', () => {
    const threatIntel = indexOf([{ name: 'shorteners-abuse', format: 'domains', text: 'bad-short.example\n' }]);
    const result = analyzeFetch(
      fetchResponse({
        requestedUrl: 'http://bad-short.example/x',
        redirects: [{ url: 'http://bad-short.example/x', status: 302, location: 'https://www.example.com/' }],
        finalUrl: 'https://www.example.com/',
      }),
      { threatIntel, rules },
    );
    assert.equal(result.verdict, 'malicious');
    assert.equal(result.threatIntel[0]?.matchedOn, 'host');
    assert.deepEqual(result.categories, ['blocklisted']);
  });

  it('analyzeUrlOnly judges a URL without fetching it', () => {
    const threatIntel = indexOf([{ name: 'malware', format: 'hosts', text: '0.0.0.0 drop.example\n' }]);
    assert.equal(analyzeUrlOnly('https://www.example.com/', { threatIntel, rules }).verdict, 'clean');
    const listed = analyzeUrlOnly('http://cdn.drop.example/a.exe', { threatIntel, rules });
    assert.equal(listed.verdict, 'malicious');
    assert.deepEqual(signalIds(listed).sort(), ['executable-url', 'threat-intel-match']);
    assertExplained(listed);
    assert.throws(() => analyzeUrlOnly('ftp://example.com/', { threatIntel, rules }), TypeError);
  });

  describe('decide()', () => {
    const s = (id: string, severity: EmittedSignal['severity'], categories: string[] = ['suspicious']): EmittedSignal => ({ id, severity, message: id, evidence: id, categories });

    it('weights each signal id once, at its worst severity, capped at 100', () => {
      const d = decide([s('x-tld', 'low'), s('x-tld', 'low'), s('x-ip', 'medium')], rules);
      assert.equal(d.score, rules.scoring.weights.low + rules.scoring.weights.medium);
      const many = decide(['a', 'b', 'c'].map((id) => s(`x-${id}`, 'high')), rules);
      assert.equal(many.score, 100);
      assert.equal(many.verdict, 'malicious');
    });

    it('applies the thresholds from the rules', () => {
      assert.equal(decide([s('x', 'low')], rules).verdict, 'clean');
      assert.equal(decide([s('x', 'medium')], rules).verdict, 'suspicious');
      assert.equal(decide([s('x', 'high'), s('y', 'medium')], rules).verdict, 'malicious');
      const strict: Rules = { ...rules, scoring: { ...rules.scoring, thresholds: { malicious: 90, suspicious: 60 } } };
      assert.equal(decide([s('x', 'high'), s('y', 'medium')], strict).verdict, 'suspicious');
    });

    it('a forced verdict lifts the score to its threshold', () => {
      const d = decide([s('threat-intel-match', 'high', ['malware'])], { ...rules, scoring: { ...rules.scoring, weights: { info: 0, low: 1, medium: 2, high: 3 } } });
      assert.equal(d.verdict, 'malicious');
      assert.equal(d.score, rules.scoring.thresholds.malicious);
      assert.deepEqual(d.categories, ['malware']);
    });

    it('never returns a non-clean verdict without a signal of severity low or above', () => {
      const loud: Rules = { ...rules, scoring: { ...rules.scoring, weights: { info: 80, low: 10, medium: 30, high: 50 } } };
      const d = decide([s('missing-security-headers', 'info')], loud);
      assert.equal(d.verdict, 'clean');
      assert.ok(d.score < rules.scoring.thresholds.suspicious);
      assertExplained({ ...d, signals: [s('missing-security-headers', 'info')] });
    });

    it('orders categories by the weight of the signals behind them', () => {
      const d = decide([s('a', 'low', ['suspicious']), s('b', 'high', ['phishing']), s('c', 'medium', ['malware'])], rules);
      assert.deepEqual(d.categories, ['phishing', 'malware', 'suspicious']);
    });
  });

  describe('combination scoring', () => {
    let rules: Rules;
    before(async () => {
      rules = await defaultRules();
    });
    const sig = (id: string): EmittedSignal => ({ id, severity: rules.signals[id]!.severity, message: id, evidence: id, categories: rules.signals[id]!.categories });

    it('weak signals alone never make a page suspicious: http transport, an IP-literal host, a legacy script idiom, a password field', () => {
      const weak = ['password-form-insecure', 'ip-literal-host', 'obfuscated-script', 'credential-password', 'suspicious-tld', 'tls-untrusted'];
      const d = decide(weak.map(sig), rules);
      assert.equal(d.verdict, 'clean');
      assert.ok(d.score < rules.scoring.thresholds.suspicious);
      assert.deepEqual(d.decidedBy, []);
      // A brand named on a foreign site (a help article, a review) without credentials is clean too.
      assert.equal(decide([sig('brand-impersonation'), sig('suspicious-tld')], rules).verdict, 'clean');
    });

    it('brand evidence + credential collection is phishing, and the verdict names what decided it', () => {
      const d = decide([sig('brand-impersonation'), sig('credential-card'), sig('suspicious-tld')], rules);
      assert.equal(d.verdict, 'malicious');
      assert.deepEqual(d.categories[0], 'phishing');
      assert.deepEqual(d.decidedBy, ['combo:brand-credentials', 'brand-impersonation', 'credential-card']);
    });

    it('the score is monotonic in the evidence: adding any signal never lowers it (random subsets of the catalogue)', () => {
      const ids = Object.keys(rules.signals).filter((id) => rules.signals[id]!.enabled);
      let seed = 7;
      const rand = (): number => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed / 2147483648;
      };
      const order = { clean: 0, suspicious: 1, malicious: 2 } as const;
      for (let trial = 0; trial < 2000; trial += 1) {
        const base = ids.filter(() => rand() < 0.15).map(sig);
        const extra = sig(ids[Math.floor(rand() * ids.length)]!);
        const before = decide(base, rules);
        const after = decide([...base, extra], rules);
        assert.ok(after.score >= before.score, `${extra.id} lowered ${base.map((b) => b.id).join(',')} from ${before.score} to ${after.score}`);
        assert.ok(order[after.verdict] >= order[before.verdict]);
      }
    });
  });
});
