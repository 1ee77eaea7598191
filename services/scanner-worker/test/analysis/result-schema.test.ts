import assert from 'node:assert/strict';
import type { ScanResultBody } from '@lookout/contracts';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { analyzeFetch } from '../../src/analysis/analyze.js';
import type { ScanResult } from '../../src/analysis/result.js';
import { defaultRules, fetchResponse, indexOf, scanResultSchema, validCertificate } from './fixtures.js';

describe('analysis: result schema', () => {
  it('compiles under ajv strict mode (as the contracts package configures it)', () => {
    const ajv = new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true });
    assert.equal(typeof ajv.compile(scanResultSchema), 'function');
  });

  it('every result the analysis produces validates, and fits the contracts type', async () => {
    const rules = await defaultRules();
    const threatIntel = indexOf([{ name: 'urlhaus', format: 'urls', text: 'http://dl.example/x.exe' }]);
    const ajv = new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true, allErrors: true });
    const validate = ajv.compile(scanResultSchema);
    const results: ScanResult[] = [
      analyzeFetch(fetchResponse(), { threatIntel, rules }),
      analyzeFetch(
        fetchResponse({
          requestedUrl: 'http://short.example/a',
          redirects: [{ url: 'http://short.example/a', status: 301, location: 'https://paypal-login.xyz/' }],
          finalUrl: 'https://paypal-login.xyz/',
          headers: { 'content-type': 'text/html', 'set-cookie': ['a=1; Secure; HttpOnly; SameSite=Lax', 'b=2'], server: 'nginx', 'content-length': '120', refresh: '0; url=https://x.example/' },
          tls: validCertificate({ selfSigned: true, authorized: false, authorizationError: 'DEPTH_ZERO_SELF_SIGNED_CERT' }),
          html: '<title>PayPal</title><meta http-equiv=refresh content="1;url=https://next.example/"><form action="https://c.example/"><input type=password></form><script>eval(atob("eA=="))</script>',
        }),
        { threatIntel, rules },
      ),
      analyzeFetch(fetchResponse({ finalUrl: 'http://dl.example/x.exe', headers: { 'content-type': 'application/x-msdownload' }, body: Buffer.from('MZ\x90\x00'), tls: null }), { threatIntel, rules }),
    ];
    for (const result of results) {
      assert.ok(validate(result), JSON.stringify(validate.errors, null, 2));
      // Compile-time check: the analysis output is what the worker publishes.
      const body: ScanResultBody = result;
      assert.equal(body.finalUrl, result.finalUrl);
    }
    assert.deepEqual(results.map((r) => r.verdict), ['clean', 'malicious', 'malicious']);
    assert.ok(!validate({ ...results[0], extra: true }), 'unknown top-level properties are refused');
  });
});
