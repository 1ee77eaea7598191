import assert from 'node:assert/strict';
import { analyzeFetch } from '../../src/analysis/analyze.js';
import { boundNumberRuns, extractContent } from '../../src/analysis/content.js';
import { analyzePage, DEFAULT_PAGE_LIMITS, parseRefresh, sniffsAsHtml } from '../../src/analysis/page.js';
import { ThreatIntelIndex } from '../../src/threat-intel/threat-index.js';
import { defaultRules, fetchResponse } from './fixtures.js';

const PAGE_URL = 'https://www.example.com/dir/page.html';
const analyze = (html: string, url = PAGE_URL) => analyzePage(Buffer.from(html), { url, contentType: 'text/html' });

describe('analysis: page', () => {
  it('cuts runs of digits, spaces, dots and commas longer than any amount or code (rules starting with \\d+ would try every position of a padded page)', () => {
    const padding = '1,'.repeat(20_000);
    const text = extractContent(`<p>Win 5,000 € per day ${padding} guaranteed</p>`).text;
    assert.ok(text.length < 200, `${text.length} characters`);
    assert.match(text, /^Win 5,000 € per day 1,1,/);
    assert.match(text, /guaranteed$/);
    assert.equal(boundNumberRuns('call +1 (800) 555-0100 now, pay 1,299.00'), 'call +1 (800) 555-0100 now, pay 1,299.00');
  });

  it('prominent lines: headings, logo elements whole, and text its style sheet sets in large type; a page region with a logo class is no line', () => {
    const facts = extractContent(`<style>.c{padding:30px}.l{font-size:30px;font-family:cursive}.amt{font-size:2rem}.small{font-size:12px}</style>
      <body class="wp-custom-logo"><div class="c"><div class="l">Instagram</div><p class="amt">€48.00</p><p class="small">fine print</p>
      <div class="logo"><span>Acme</span> Bank</div><h2>Sign in</h2><p>body text</p></div></body>`);
    assert.deepEqual(facts.prominent, ['Instagram', '€48.00', 'Acme Bank', 'Sign in']);
  });

  it('title: first document title, whitespace collapsed, svg titles ignored', () => {
    const { page } = analyze('<svg><title>icon</title></svg><title>\n  Hello\n   World </title><title>second</title>');
    assert.equal(page.title, 'Hello World');
    assert.equal(analyze('<p>no title</p>').page.title, null);
  });

  it('forms: action resolved, method normalised, password and cross-origin detected', () => {
    const { page } = analyze(`
      <form><input name=q></form>
      <form action="login" method="post"><input type="PASSWORD"></form>
      <form action="https://sso.example.com/auth" method="post"><input type=password></form>
      <form action="//collector.example.net/p" method="Get"><input type="text"><input type="password"></form>
      <form action="javascript:void(0)"></form>`);
    assert.deepEqual(page.forms, [
      { action: PAGE_URL, method: 'GET', hasPassword: false, crossOrigin: false },
      { action: 'https://www.example.com/dir/login', method: 'POST', hasPassword: true, crossOrigin: false },
      { action: 'https://sso.example.com/auth', method: 'POST', hasPassword: true, crossOrigin: false },
      { action: 'https://collector.example.net/p', method: 'GET', hasPassword: true, crossOrigin: true },
      { action: 'javascript:void(0)', method: 'GET', hasPassword: false, crossOrigin: false },
    ]);
  });

  it('forms: a nested <form> start tag is ignored, as HTML does; password inputs outside forms are counted', () => {
    const { page, facts } = analyze('<form action="/a"><form action="https://x.example.net/"><input type=password></form></form><input type=password>');
    assert.equal(page.forms.length, 1);
    assert.equal(page.forms[0]?.hasPassword, true);
    assert.equal(page.forms[0]?.crossOrigin, false);
    assert.equal(facts.passwordInputsOutsideForms, 1);
  });

  it('links: internal vs external by registrable domain; non-http schemes are not links', () => {
    const { page } = analyze(`
      <a href="/x">1</a><a href="other.html">2</a><a href="https://blog.example.com/">3</a><a href="#top">4</a>
      <a href="https://www.example.org/">5</a><a href="http://a.b.example.net/">6</a>
      <a href="mailto:x@example.com">7</a><a href="tel:123">8</a><a>9</a><area href="https://maps.example.org/">`);
    assert.deepEqual(page.links, { internal: 4, external: 3 });
  });

  it('registrable domains follow the private PSL section: two github.io sites are different sites', () => {
    const { page } = analyze('<a href="https://someone-else.github.io/">x</a><a href="https://me.github.io/other">y</a>', 'https://me.github.io/');
    assert.deepEqual(page.links, { internal: 1, external: 1 });
    assert.deepEqual(page.externalDomains, ['someone-else.github.io']);
  });

  it('<base href> changes how relative references resolve (but not an empty form action)', () => {
    const { page, facts } = analyze('<base href="https://cdn.example.net/assets/"><a href="x">x</a><form><input type=password></form>');
    assert.deepEqual(page.links, { internal: 0, external: 1 });
    assert.equal(page.forms[0]?.action, PAGE_URL);
    assert.equal(facts.baseUrl, 'https://cdn.example.net/assets/');
  });

  it('scripts: inline (executable types only) and external; iframes counted', () => {
    const { page } = analyze(`
      <script src="https://cdn.example.net/lib.js"></script><script src="/local.js"></script>
      <script>var a = 1;</script><script type="module">import x from "/x.js"</script>
      <script type="application/ld+json">{"@type":"Thing"}</script><script type="text/template"><div></div></script>
      <iframe src="https://video.example.org/embed/1"></iframe><iframe srcdoc="<p>x</p>"></iframe><frame src="/f">`);
    assert.deepEqual(page.scripts, { inline: 2, external: 2 });
    assert.equal(page.iframes, 3);
  });

  it('externalDomains: sorted unique registrable domains of links and resources', () => {
    const { page, facts } = analyze(`
      <link rel="stylesheet" href="https://fonts.example.net/css"><img src="https://img.cdn.example.org/a.png">
      <img src="https://img2.cdn.example.org/b.png"><script src="https://b.example.test/x.js"></script>
      <a href="https://a.example.test/">a</a><video src="https://media.example.com/v.mp4"></video><img src="/self.png">`);
    assert.deepEqual(page.externalDomains, ['example.net', 'example.org', 'example.test']);
    assert.deepEqual(facts.externalHosts, ['a.example.test', 'b.example.test', 'fonts.example.net', 'img.cdn.example.org', 'img2.cdn.example.org']);
  });

  it('meta refresh: delay and target parsed, relative targets resolved, only the first counts', () => {
    assert.deepEqual(analyze('<meta http-equiv="refresh" content="5; url=/next?a=1"><meta http-equiv="refresh" content="1;url=https://x.example/">').page.metaRefresh, {
      delaySeconds: 5,
      url: 'https://www.example.com/next?a=1',
    });
    assert.deepEqual(analyze('<meta http-equiv="refresh" content="30">').page.metaRefresh, { delaySeconds: 30, url: null });
    assert.equal(analyze('<meta name="refresh" content="0;url=https://x.example/">').page.metaRefresh, null);
  });

  it('parseRefresh follows the HTML algorithm loosely', () => {
    assert.deepEqual(parseRefresh('0;URL=\'https://a.example/x\''), { delaySeconds: 0, url: 'https://a.example/x' });
    assert.deepEqual(parseRefresh(' 3 , https://a.example/'), { delaySeconds: 3, url: 'https://a.example/' });
    assert.deepEqual(parseRefresh('1.5; url = "/x"'), { delaySeconds: 1, url: '/x' });
    assert.deepEqual(parseRefresh('.5'), { delaySeconds: 0, url: null });
    assert.equal(parseRefresh('soon'), null);
  });

  it('script redirects: literal location assignments and replace/assign calls, resolved', () => {
    const { facts } = analyze(`<script>
      if (a == b) window.location.href = "https://one.example.net/";
      document.location = '/relative';
      top.location.replace("https://two.example.org/x");
      location.assign(\`https://three.example/\`);
      location.href = computed; location.href == "https://no.example/"; location.hash = "#x";
      location.href = \`https://\${host}/\`;
    </script>`);
    assert.deepEqual(
      facts.scriptRedirects.map((r) => [r.kind, r.url]),
      [
        ['location-assign', 'https://one.example.net/'],
        ['location-assign', 'https://www.example.com/relative'],
        ['location-replace', 'https://two.example.org/x'],
        ['location-replace', 'https://three.example/'],
      ],
    );
  });

  it('script samples: inline scripts, event handlers and javascript: URLs', () => {
    const { facts } = analyze('<script>var x=1</script><img src=x onerror="alert(1)"><a href="javascript:void%20go()">go</a><script type="application/json">{"a":1}</script>');
    assert.deepEqual(facts.scriptSamples, [
      { source: 'inline-script', text: 'var x=1' },
      { source: 'event-handler', text: 'alert(1)' },
      { source: 'javascript-url', text: 'void go()' },
    ]);
  });

  it('decodes the body with the declared or meta charset', () => {
    const latin1 = Buffer.from('<title>Caf\xe9 cr\xe8me</title>', 'latin1');
    assert.equal(analyzePage(latin1, { url: PAGE_URL, contentType: 'text/html; charset=windows-1252' }).page.title, 'Café crème');
    const meta = Buffer.concat([Buffer.from('<meta charset="iso-8859-1"><title>'), Buffer.from('Gr\xfc\xdfe', 'latin1'), Buffer.from('</title>')]);
    assert.equal(analyzePage(meta, { url: PAGE_URL, contentType: 'text/html' }).page.title, 'Grüße');
    assert.equal(analyzePage(Buffer.from('<title>x</title>'), { url: PAGE_URL, contentType: 'text/html; charset=no-such-charset' }).page.title, 'x');
  });

  it('bounded: a 5 MB page of links stops counting at the limit and stays fast', () => {
    const link = (i: number) => `<a href="https://host${i}.example-${i % 997}.test/p">l</a>\n`;
    const parts: string[] = [];
    let size = 0;
    for (let i = 0; size < 5 * 1024 * 1024; i++) {
      const part = link(i);
      parts.push(part);
      size += part.length;
    }
    const body = Buffer.from(parts.join(''));
    const started = performance.now();
    const { page, facts } = analyzePage(body, { url: PAGE_URL, contentType: 'text/html' });
    const elapsed = performance.now() - started;
    assert.ok(parts.length > 50_000, `${parts.length} links generated`);
    assert.equal(page.links.internal + page.links.external, DEFAULT_PAGE_LIMITS.maxLinks);
    assert.equal(page.externalDomains.length, DEFAULT_PAGE_LIMITS.maxExternalDomains);
    assert.equal(facts.externalHosts.length, DEFAULT_PAGE_LIMITS.maxExternalHosts);
    assert.equal(page.truncated, true);
    assert.ok(elapsed < 5_000, `took ${Math.round(elapsed)} ms`);
  });

  it('bounded: script samples stop at the sample budget', () => {
    const big = `<script>${'a=1;'.repeat(30_000)}</script>`.repeat(10);
    const { facts, page } = analyzePage(Buffer.from(big), { url: PAGE_URL, contentType: 'text/html' });
    const total = facts.scriptSamples.reduce((n, s) => n + s.text.length, 0);
    assert.ok(total <= DEFAULT_PAGE_LIMITS.maxScriptSampleChars, `${total} chars kept`);
    assert.ok(facts.scriptSamples.every((s) => s.text.length <= DEFAULT_PAGE_LIMITS.maxScriptSampleCharsEach));
    assert.equal(page.scripts.inline, 10);
    assert.equal(page.truncated, true);
  });

  it('HTML is sniffed when the Content-Type says nothing useful, and not otherwise', async () => {
    const rules = await defaultRules();
    const deps = { threatIntel: ThreatIntelIndex.empty(), rules };
    assert.ok(sniffsAsHtml(Buffer.from('\uFEFF  <!DOCTYPE html><html>')));
    assert.ok(!sniffsAsHtml(Buffer.from('{"json": true}')));
    const noType = analyzeFetch(fetchResponse({ headers: {}, body: Buffer.from('<html><title>t</title></html>') }), deps);
    assert.equal(noType.page?.title, 't');
    const octet = analyzeFetch(fetchResponse({ headers: { 'content-type': 'application/octet-stream' }, body: Buffer.from('<!doctype html><title>u</title>') }), deps);
    assert.equal(octet.page?.title, 'u');
    const json = analyzeFetch(fetchResponse({ headers: { 'content-type': 'application/json' }, body: Buffer.from('<html><title>t</title></html>') }), deps);
    assert.equal(json.page, undefined);
  });
});
