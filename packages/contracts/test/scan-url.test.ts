import assert from 'node:assert/strict';
import { InvalidScanUrl, parseSubmittedUrl } from '../src/index.js';

describe('contracts: submitted URLs and the cache key (contract §3)', () => {
  const cases: [string, string, string][] = [
    ['lower-cases scheme and host', 'HTTPS://Example.COM/Path', 'https://example.com/Path'],
    ['turns an IDN host into punycode', 'https://bücher.example/', 'https://xn--bcher-kva.example/'],
    ['drops the default port', 'http://example.com:80/a', 'http://example.com/a'],
    ['drops the default https port', 'https://example.com:443/a', 'https://example.com/a'],
    ['keeps a non-default port', 'https://example.com:8443/a', 'https://example.com:8443/a'],
    ['turns an empty path into /', 'https://example.com', 'https://example.com/'],
    ['turns an empty path with a query into /?', 'https://example.com?q=1', 'https://example.com/?q=1'],
    ['drops the fragment', 'https://example.com/a#section', 'https://example.com/a'],
    ['drops credentials', 'https://user:pass@example.com/a', 'https://example.com/a'],
    ['keeps path and query byte for byte (no dot-segment resolution)', 'https://example.com/a/../b/./c?x=%41&y', 'https://example.com/a/../b/./c?x=%41&y'],
    ['keeps percent-encoding case as sent', 'https://example.com/%7euser', 'https://example.com/%7euser'],
  ];
  for (const [label, input, normalized] of cases) {
    it(label, () => {
      assert.equal(parseSubmittedUrl(input).normalizedUrl, normalized);
    });
  }

  it('echoes the URL as submitted with credentials removed (fragment kept)', () => {
    const parsed = parseSubmittedUrl('https://user:p@ss@Example.com/a?b#c');
    assert.equal(parsed.url, 'https://Example.com/a?b#c');
    assert.equal(parsed.fetchUrl, 'https://example.com/a?b');
  });

  it('keeps the user name before "@" apart for the analysis (never the password), and only that', () => {
    assert.equal(parseSubmittedUrl('https://www.paypal.com@kit.example/x').userinfo, 'www.paypal.com');
    assert.equal(parseSubmittedUrl('https://accounts.google.com%2Fsignin:secret@kit.example/').userinfo, 'accounts.google.com%2Fsignin');
    assert.equal(parseSubmittedUrl(`https://${'a'.repeat(400)}@kit.example/`).userinfo?.length, 256);
    assert.equal(parseSubmittedUrl('https://:onlypass@kit.example/').userinfo, undefined);
    assert.equal(parseSubmittedUrl('https://kit.example/a@b').userinfo, undefined);
    assert.equal(parseSubmittedUrl('https://www.paypal.com@kit.example/x').fetchUrl, 'https://kit.example/x');
  });

  for (const bad of ['ftp://example.com/', 'javascript:alert(1)', '/relative', 'example.com', 'http://', 'http:// example.com', 'http://exa mple.com/', `https://example.com/${'a'.repeat(2048)}`, 'http://example.com/\u0000']) {
    it(`rejects ${JSON.stringify(bad.slice(0, 40))}`, () => {
      assert.throws(() => parseSubmittedUrl(bad), InvalidScanUrl);
    });
  }
});
