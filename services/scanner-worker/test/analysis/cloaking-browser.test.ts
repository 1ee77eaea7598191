import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@lookout/telemetry';
import { ALTERNATE_PROFILE } from '../../src/analysis/cloaking.js';
import type { ScanResult } from '../../src/analysis/result.js';
import type { BrowserPool } from '../../src/capture/browser-pool.js';
import { scanWithBrowser, type BrowserEngineDeps } from '../../src/capture/browser-engine.js';
import { startAnalysingBrowser } from '../capture/analysing-browser.js';

const HARMLESS = '<!doctype html><title>Gallery</title><h1>Our happy clients</h1><p>Photos of dogs and cats after grooming, taken in our salon during the spring open days for the whole neighbourhood.</p>';
const KIT = '<!doctype html><title>Anmelden</title><h2>Sign in</h2><form method="post" action="p.php"><input type="email" name="loginfmt"><input type="password" name="passwd"><button>Weiter</button></form>';

/**
 * The cloaking check end to end: a loopback server that shows its sign-in form only to a phone in a
 * German locale (server-side cloaking, which no script in the page betrays). Real Chromium behind the
 * egress proxy; the second capture is the hook in the browser engine, the comparison the analysis's.
 */
describe('analysis: cloaking check through the browser engine (real Chromium)', function () {
  this.timeout(120_000);
  let server: Server;
  let base: string;
  let pool: BrowserPool;
  let deps: BrowserEngineDeps;
  const seen: string[] = [];
  const logger = createLogger('cloaking-browser-test', 'silent');

  before(async () => {
    server = createServer((req, res) => {
      const ua = req.headers['user-agent'] ?? '';
      const lang = req.headers['accept-language'] ?? '';
      if (req.url === '/') seen.push(`${ua.includes('iPhone') ? 'phone' : 'desktop'} ${lang.split(',')[0]}`);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(req.url === '/' && ua.includes('iPhone') && lang.startsWith('de') ? KIT : HARMLESS);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    ({ pool, deps } = await startAnalysingBrowser(logger));
  });

  after(async () => {
    await pool?.close();
    server?.closeAllConnections();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  it('with the check on, a form shown only to the second profile is a signal with evidence, and the page is not clean', async () => {
    seen.length = 0;
    const verdict = await scanWithBrowser(`${base}/`, {}, { ...deps, cloakingCheck: true }, undefined, 60_000);
    assert.equal(verdict.scanState, 'completed', JSON.stringify(verdict.reason));
    const result = verdict.result as ScanResult;
    assert.deepEqual(seen, ['desktop en-US', `phone ${ALTERNATE_PROFILE.acceptLanguage.split(',')[0]}`]);
    const signal = result.signals.find((s) => s.id === 'cloaking-difference');
    assert.match(signal?.evidence ?? '', /^mobile Safari, de-DE: .*only the second capture asks for credentials/, JSON.stringify(result.signals));
    assert.ok(result.decidedBy?.includes('combo:cloaked-credential-form'), String(result.decidedBy));
    assert.notEqual(result.verdict, 'clean');
  });

  it('with the check off (the default), one capture is made and the harmless page is clean', async () => {
    seen.length = 0;
    const verdict = await scanWithBrowser(`${base}/`, {}, deps, undefined, 60_000);
    const result = verdict.result as ScanResult;
    assert.equal(seen.length, 1);
    assert.ok(!result.signals.some((s) => s.id === 'cloaking-difference'));
    assert.equal(result.verdict, 'clean');
  });
});
