import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startCanary, type Canary } from '@lookout/testing';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { start as startWorker } from '@lookout/scanner-worker';
import { readConfig as workerConfig } from '../../services/scanner-worker/src/config.js';
import { api, startInfrastructure, startStack, type Infrastructure, type Stack } from '../support/stack.js';
import { newWorkspaceKey } from '../support/workspace.js';

/**
 * Issue 10 checked from outside: the whole stack with the real worker on its default engine (the
 * browser, real Chromium), scanning loopback pages whose content, redirects and downloads only exist
 * once JavaScript ran, read back as a client reads them (GET /UrlCheck/{id}, /screenshot, /dom, /har).
 * The policy allows 127.0.0.1 only; a canary on 127.0.0.2 must never see a connection.
 */

type Route = (req: IncomingMessage, res: ServerResponse) => void;

/** Direct child processes of this test process (each worker's browser is one: Playwright launches it). */
function childPids(): Set<number> {
  const out = new Set<number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1]) === process.pid) out.add(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

const sha256 = (body: Buffer | string) => createHash('sha256').update(body).digest('hex');
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IMMUTABLE = 'private, max-age=31536000, immutable';
const COOKIE_VALUE = 'c00kie-value-never-shown';
const KIT = {
  title: 'Sign in - Contoso Mail',
  html: '<h1 id="kit">Contoso Mail</h1><form action="/collect" method="post"><input type="email" name="u"><input type="password" name="p"><button>Sign in</button></form><img src="/logo.png">',
};
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0x90), Buffer.from('This program cannot be run in DOS mode')]);
/** A 1×1 PNG: the favicon the kit's script installs. */
const ICON = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('from outside: browser scans through the real stack, read as a client (real Chromium)', function () {
  this.timeout(240_000);
  let infra: Infrastructure;
  let stack: Stack;
  let target: Server;
  let canary: Canary;
  let base: string;
  let canaryPort: number;
  let dir: string;
  let keyA: string;
  let keyB: string;
  let serial = 0;
  const routes = new Map<string, Route>();

  const html = (body: string, headers: Record<string, string> = {}): Route => (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(body);
  };
  const bytes = (body: Buffer | string, type: string, headers: Record<string, string> = {}): Route => (_req, res) => {
    res.writeHead(200, { 'content-type': type, ...headers });
    res.end(body);
  };

  before(async () => {
    infra = await startInfrastructure();
    canary = await startCanary();
    canaryPort = canary.port;
    target = createServer((req, res) => {
      const route = routes.get((req.url ?? '/').split('?')[0] ?? '/');
      if (route) return route(req, res);
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
    dir = await mkdtemp(path.join(tmpdir(), 'lookout-e2e-browser-'));
    // No SCAN_ENGINE: the worker's default engine is the browser.
    stack = await startStack(infra, { EGRESS_ALLOW_CIDRS: '127.0.0.1/32', ARTIFACTS_DIR: dir, WORKER_CONCURRENCY: '2' });
    [keyA, keyB] = await Promise.all([newWorkspaceKey(infra, 'browser-a').then((k) => k.key), newWorkspaceKey(infra, 'browser-b').then((k) => k.key)]);
  });

  after(async () => {
    await stack?.stop();
    target?.closeAllConnections();
    await Promise.all([new Promise<void>((r) => (target ? target.close(() => r()) : r())), canary?.close()]);
    await infra?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** Submits `path` (made unique, so no cached scan answers) with workspace A's key and waits for the end. */
  async function scan(pathname: string, options: Record<string, unknown> = {}): Promise<{ scanId: string; body: any }> {
    const url = `${base}${pathname}?n=${++serial}`;
    const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers: { 'X-Api-Key': keyA }, json: { url, ...options } });
    assert.equal(submitted.status, 202, submitted.text);
    for (let i = 0; i < 6; i += 1) {
      const polled = await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=20`, { headers: { 'X-Api-Key': keyA } });
      if (polled.body.scanState === 'completed' || polled.body.scanState === 'failed') return { scanId: submitted.body.scanId, body: polled.body };
    }
    assert.fail(`scan of ${url} did not end`);
  }

  const read = (scanId: string, kind: string, apiKey: string | null = keyA) => api(stack.baseUrl, `/UrlCheck/${scanId}/${kind}`, apiKey ? { headers: { 'X-Api-Key': apiKey } } : {});
  const readBytes = async (scanId: string, kind: string) => {
    const response = await fetch(`${stack.baseUrl}/UrlCheck/${scanId}/${kind}`, { headers: { 'X-Api-Key': keyA } });
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  };

  it('a kit fetched as JSON and rendered by script: rendered facts beside the raw ones, every capture field, artifacts as stored', async () => {
    const kitJson = JSON.stringify(KIT);
    routes.set('/kit', html(`<!doctype html><html><head><title>Loading</title></head><body><script>
      fetch('/kit.json').then((r) => r.json()).then((kit) => {
        document.title = kit.title;
        document.body.insertAdjacentHTML('beforeend', kit.html);
        const icon = document.createElement('link'); icon.rel = 'icon'; icon.href = '/brand.png'; document.head.appendChild(icon);
        for (let i = 0; i < 300; i += 1) console.log('kit line ' + i + ' ' + 'x'.repeat(2000));
        history.pushState({}, '', '/kit/signin');
      });
    </script></body></html>`));
    routes.set('/kit.json', bytes(kitJson, 'application/json', { 'set-cookie': `sid=${COOKIE_VALUE}; Path=/; HttpOnly; SameSite=Lax` }));
    routes.set('/logo.png', bytes(ICON, 'image/png'));
    routes.set('/brand.png', bytes(ICON, 'image/png'));
    const { scanId, body } = await scan('/kit');
    assert.equal(body.scanState, 'completed', JSON.stringify(body.reason));
    const result = body.result;

    // Where the page ended after scripts, and what it showed there.
    assert.equal(result.finalUrl, `${base}/kit/signin`);
    assert.equal(result.page.title, KIT.title);
    assert.equal(result.page.forms.length, 1);
    assert.equal(result.page.forms[0].hasPassword, true);
    assert.equal(result.rawPage.title, 'Loading');
    assert.equal(result.rawPage.forms.length, 0);

    const capture = result.capture;
    assert.equal(capture.engine, 'browser');
    // Requests: the document and the fetched kit, with the proxy's facts.
    const kitRequest = capture.requests.find((r: any) => r.url === `${base}/kit.json`);
    assert.deepEqual(
      { method: kitRequest?.method, resourceType: kitRequest?.resourceType, status: kitRequest?.status, remoteAddress: kitRequest?.remoteAddress, mimeType: kitRequest?.mimeType, bytes: kitRequest?.bytes, sha256: kitRequest?.sha256 },
      { method: 'GET', resourceType: 'fetch', status: 200, remoteAddress: '127.0.0.1', mimeType: 'application/json', bytes: Buffer.byteLength(kitJson), sha256: sha256(kitJson) },
    );
    const logo = capture.requests.find((r: any) => r.url === `${base}/logo.png`);
    assert.equal(logo?.resourceType, 'image');
    assert.equal(logo?.sha256, sha256(ICON));
    assert.ok(capture.requests.every((r: any) => !r.blocked), JSON.stringify(capture.requests));
    // The console is capped: 100 messages of at most 1000 characters, and the cut is said.
    assert.equal(capture.console.length, 100);
    assert.ok(capture.console.every((m: any) => m.text.length <= 1000));
    assert.ok(capture.incidents.includes('console-truncated'), capture.incidents.join());
    // Cookies: name, domain and flags; the value is nowhere in the result.
    const cookie = capture.cookies.find((c: any) => c.name === 'sid');
    assert.deepEqual(cookie && { domain: cookie.domain, httpOnly: cookie.httpOnly, sameSite: cookie.sameSite }, { domain: '127.0.0.1', httpOnly: true, sameSite: 'Lax' });
    assert.ok(!JSON.stringify(body).includes(COOKIE_VALUE), 'a cookie value reached the scan');
    // The favicon the script installed, hashed.
    assert.equal(capture.favicon?.sha256, sha256(ICON));
    assert.equal(typeof capture.favicon?.mmh3, 'number');
    assert.match(capture.screenshot.phash, /^[0-9a-f]{16}$/);

    // Artifacts, read as a client: the bytes match the hashes the result records.
    const screenshot = await readBytes(scanId, 'screenshot');
    assert.equal(screenshot.status, 200);
    assert.equal(screenshot.headers.get('content-type'), 'image/png');
    assert.equal(screenshot.headers.get('cache-control'), IMMUTABLE);
    assert.equal(screenshot.headers.get('etag'), `"${capture.screenshot.sha256}"`);
    assert.ok(screenshot.body.subarray(0, 8).equals(PNG_MAGIC));
    assert.equal(sha256(screenshot.body), capture.screenshot.sha256);
    assert.equal(screenshot.body.readUInt32BE(16), capture.screenshot.width);
    assert.equal(screenshot.body.readUInt32BE(20), capture.screenshot.height);

    const dom = await readBytes(scanId, 'dom');
    assert.equal(dom.status, 200);
    assert.equal(dom.headers.get('content-type'), 'text/plain; charset=utf-8');
    assert.equal(dom.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(dom.headers.get('cache-control'), IMMUTABLE);
    assert.equal(sha256(dom.body), capture.dom.sha256);
    assert.equal(dom.body.length, capture.dom.bytes);
    assert.match(dom.body.toString('utf8'), /<h1 id="kit">Contoso Mail<\/h1>/, 'the DOM snapshot is the rendered one');

    const har = await readBytes(scanId, 'har');
    assert.equal(har.status, 200);
    assert.equal(har.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(har.headers.get('cache-control'), IMMUTABLE);
    assert.equal(sha256(har.body), capture.har.sha256);
    const log = JSON.parse(har.body.toString('utf8')).log;
    assert.equal(log.version, '1.2');
    const kitEntry = log.entries.find((e: any) => e.request.url === `${base}/kit.json`);
    assert.equal(kitEntry?.response.status, 200);
    assert.equal(kitEntry?.serverIPAddress, '127.0.0.1');
    assert.ok(!har.body.toString('utf8').includes(COOKIE_VALUE), 'a cookie value reached the HAR');

    // Exactly as visible as the scan: another workspace and anonymous callers get the scan's 404.
    const own = await read(scanId, 'screenshot', keyA);
    for (const kind of ['screenshot', 'dom', 'har']) {
      for (const apiKey of [keyB, null]) {
        const other = await read(scanId, kind, apiKey);
        const scanItself = await api(stack.baseUrl, `/UrlCheck/${scanId}`, apiKey ? { headers: { 'X-Api-Key': apiKey } } : {});
        assert.equal(other.status, 404, `${kind} for ${apiKey ? 'workspace B' : 'anonymous'}`);
        assert.match(other.headers.get('content-type') ?? '', /^application\/problem\+json/);
        assert.equal(other.headers.get('cache-control'), scanItself.headers.get('cache-control'));
        assert.deepEqual({ ...other.body, instance: undefined }, { ...scanItself.body, instance: undefined });
      }
    }
    assert.equal(own.status, 200);
  });

  it('redirects of every kind, the last ones made by script: http, meta refresh, location= and location.replace', async () => {
    routes.set('/r/start', (_req, res) => {
      res.writeHead(302, { location: '/r/meta' });
      res.end();
    });
    routes.set('/r/meta', html('<!doctype html><title>meta</title><script>const m = document.createElement("meta"); m.httpEquiv = "refresh"; m.content = "0;url=/r/js"; document.head.appendChild(m);</script>'));
    routes.set('/r/js', html('<!doctype html><title>js</title><script>setTimeout(() => { location = "/r/replace"; }, 50);</script>'));
    routes.set('/r/replace', html('<!doctype html><title>replace</title><script>location.replace("/r/landing");</script>'));
    routes.set('/r/landing', html('<!doctype html><title>Landing</title><body><script>document.body.insertAdjacentHTML("beforeend", "<p id=landed>rendered landing</p>")</script>'));
    const { scanId, body } = await scan('/r/start');
    assert.equal(body.scanState, 'completed', JSON.stringify(body.reason));
    const result = body.result;
    assert.equal(result.finalUrl, `${base}/r/landing`, JSON.stringify({ redirects: result.redirects, incidents: result.capture.incidents, requests: result.capture.requests.map((r: any) => [r.url, r.status]) }));
    assert.equal(result.page.title, 'Landing');
    assert.deepEqual(
      result.redirects.map((r: any) => [r.kind, new URL(r.url).pathname, new URL(r.location, r.url).pathname]),
      [
        ['http', '/r/start', '/r/meta'],
        ['meta', '/r/meta', '/r/js'],
        ['js', '/r/js', '/r/replace'],
        ['js', '/r/replace', '/r/landing'],
      ],
    );
    const dom = await readBytes(scanId, 'dom');
    assert.match(dom.body.toString('utf8'), /rendered landing/);
  });

  it('downloads made only in script (Blob and data: URL smuggling, a fetched attachment) are observed with their hashes and magic', async () => {
    const blobPayload = 'PK\u0003\u0004 smuggled zip';
    routes.set('/smuggle', html(`<!doctype html><title>Invoice</title><body><script>
      const blob = new Blob([${JSON.stringify(blobPayload)}], { type: 'application/zip' });
      const a = document.createElement('a'); a.href = URL.createObjectURL(blob); a.download = 'invoice.zip';
      document.body.appendChild(a); a.click();
      const d = document.createElement('a'); d.href = 'data:application/octet-stream;base64,${EXE.toString('base64')}'; d.download = 'update.exe';
      document.body.appendChild(d); setTimeout(() => d.click(), 100);
      setTimeout(() => { const f = document.createElement('iframe'); f.src = '/payload'; document.body.appendChild(f); }, 200);
    </script>`));
    routes.set('/payload', bytes(EXE, 'application/octet-stream', { 'content-disposition': 'attachment; filename="setup.exe"' }));
    const { body } = await scan('/smuggle');
    assert.equal(body.scanState, 'completed', JSON.stringify(body.reason));
    const downloads = body.result.capture.downloads;
    const byName = (name: string) => downloads.find((d: any) => d.filename === name);
    assert.deepEqual(
      ['invoice.zip', 'update.exe', 'setup.exe'].map((name) => [name, byName(name)?.sha256, byName(name)?.bytes, byName(name)?.magic]),
      [
        ['invoice.zip', sha256(blobPayload), Buffer.byteLength(blobPayload), 'zip'],
        ['update.exe', sha256(EXE), EXE.length, 'pe'],
        ['setup.exe', sha256(EXE), EXE.length, 'pe'],
      ],
      JSON.stringify(downloads),
    );
  });

  it('the SSRF battery through script-made subresources, iframes, fetch, WebSocket, meta refresh and location=: zero canary hits', async () => {
    const p = canaryPort;
    const spellings = [`127.0.0.2:${p}`, `localhost:${p}`, `2130706434:${p}`, `0x7f000002:${p}`, `[::ffff:127.0.0.2]:${p}`, `0177.0.0.2:${p}`, `127.2:${p}`];
    routes.set('/ssrf', html(`<!doctype html><title>battery</title><body><script>
      const targets = ${JSON.stringify(spellings)};
      targets.forEach((t, i) => {
        const img = new Image(); img.src = 'http://' + t + '/img' + i;
        fetch('http://' + t + '/fetch' + i, { mode: 'no-cors' }).catch(() => {});
        try { new WebSocket('ws://' + t + '/ws' + i); } catch (e) {}
      });
      const f = document.createElement('iframe'); f.src = 'http://127.0.0.2:${p}/frame'; document.body.appendChild(f);
      const s = document.createElement('script'); s.src = 'http://127.0.0.2:${p}/script.js'; document.head.appendChild(s);
      const x = new XMLHttpRequest(); x.open('GET', 'http://127.0.0.2:${p}/xhr'); x.send();
    </script>`));
    const battery = await scan('/ssrf');
    assert.equal(battery.body.scanState, 'completed', JSON.stringify(battery.body.reason));
    const requests = battery.body.result.capture.requests;
    for (const suffix of ['/img0', '/fetch0', '/frame', '/script.js', '/xhr', '/img1', '/img4']) {
      const entry = requests.find((r: any) => new URL(r.url).pathname === suffix);
      assert.ok(entry?.blocked?.reason, `${suffix}: ${JSON.stringify(entry)}`);
      assert.equal(entry.status, null);
      assert.equal(entry.remoteAddress, null);
    }
    routes.set('/ssrf-meta', html(`<!doctype html><title>m</title><script>const m = document.createElement("meta"); m.httpEquiv = "refresh"; m.content = "0;url=http://127.0.0.2:${p}/meta"; document.head.appendChild(m);</script>`));
    routes.set('/ssrf-location', html(`<!doctype html><title>j</title><script>setTimeout(() => { location = 'http://0x7f000002:${p}/js'; }, 20);</script>`));
    routes.set('/ssrf-302', (_req, res) => {
      res.writeHead(302, { location: `http://[::ffff:7f00:2]:${p}/302` });
      res.end();
    });
    for (const pathname of ['/ssrf-meta', '/ssrf-location', '/ssrf-302']) {
      const { body } = await scan(pathname);
      assert.equal(body.scanState, 'failed', `${pathname}: ${JSON.stringify(body.result?.finalUrl)}`);
      assert.equal(body.reason.code, 'blocked_egress', pathname);
    }
    assert.equal(canary.connections(), 0, 'the canary was reached');
  });
  it("a worker's /readyz reflects its browser: 503 naming it once the browser is killed, ready again once relaunched", async () => {
    const before = childPids();
    const worker = await startWorker(workerConfig({ ...infra.env, EGRESS_ALLOW_CIDRS: '127.0.0.1/32', ARTIFACTS_DIR: dir, HEALTH_PORT: '0' }));
    try {
      const readyz = async () => {
        const response = await fetch(`http://127.0.0.1:${worker.healthPort}/readyz`);
        return { status: response.status, body: (await response.json()) as { checks: Record<string, string> } };
      };
      assert.equal((await readyz()).status, 200);
      const browsers = [...childPids()].filter((pid) => !before.has(pid) && /chrom/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8')));
      assert.equal(browsers.length, 1, `this worker's browser: ${browsers.join()}`);
      process.kill(browsers[0]!, 'SIGKILL');
      let down: Awaited<ReturnType<typeof readyz>> | null = null;
      for (let i = 0; i < 100 && !down; i += 1) {
        const seen = await readyz();
        if (seen.status === 503) down = seen;
        else await sleep(50);
      }
      assert.ok(down, '/readyz never reported the lost browser');
      assert.equal(down.body.checks.browser, 'browser not running');
      let back = false;
      for (let i = 0; i < 120 && !back; i += 1) {
        back = (await readyz()).status === 200;
        if (!back) await sleep(250);
      }
      assert.ok(back, '/readyz did not recover after the relaunch');
    } finally {
      await worker.stop();
    }
  });
});
