import assert from 'node:assert/strict';
import { readFileSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startInfrastructure, startStack, type Infrastructure, type Stack } from '../support/stack.js';
import { newWorkspaceKey } from '../support/workspace.js';

/**
 * The dashboard in a real Chromium (Debian's) against a real stack: every flow a newcomer does, with
 * hostile scanned content. Screenshots go to .data/test-output/ui/ (git-ignored).
 */
const OUTPUT = fileURLToPath(new URL('../../.data/test-output/ui/', import.meta.url));
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Each payload calls the page-level hook if it ever runs; the hook is installed before any page script.
const TITLE = `<img src=x onerror="__xss('title')"> PayPal <script>__xss('title-script')</script> sign in`;
const HEADER = `<svg onload="__xss('header')">`;
const PATH = `/login/"><img src=x onerror=__xss('url')>`;

interface Hostile {
  url: string;
  hits: string[];
  close(): Promise<void>;
}

async function startHostileSite(): Promise<Hostile> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url?.startsWith('/hook')) {
      res.writeHead(204).end();
      return;
    }
    if (req.url === '/start') {
      res.writeHead(302, { location: encodeURI(PATH).replace(/'/g, '%27') });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', server: HEADER });
    res.end(`<!doctype html><html><head><title>${TITLE}</title></head><body><form action="http://127.0.0.1:1/steal" method="post"><input type="password" name="p"></form><a href="javascript:__xss('link')">x</a></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('dashboard in a real browser (Chromium, real stack)', function () {
  this.timeout(120_000);
  let infra: Infrastructure;
  let stack: Stack;
  let site: Hostile;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let key: string;
  const executed: string[] = [];
  const violations: string[] = [];
  const pageErrors: string[] = [];

  before(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    infra = await startInfrastructure();
    site = await startHostileSite();
    stack = await startStack(infra, { EGRESS_ALLOW_CIDRS: '127.0.0.0/8', UI_SESSION_SECRET: 'browser-test-secret-0123456789abcdefghij' });
    ({ key } = await newWorkspaceKey(infra, 'browser'));
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
    context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    page = await context.newPage();
    // The page-level hook: any payload that runs reports here.
    await page.exposeFunction('__xssReport', (where: string) => void executed.push(where));
    // A string, evaluated in the page before its own scripts (this file is compiled without DOM types).
    await page.addInitScript(`
      window.__xss = (where) => window.__xssReport(where);
      document.addEventListener('securitypolicyviolation', (event) => window.__xssReport('csp:' + event.violatedDirective + ':' + event.blockedURI));
    `);
    page.on('dialog', (dialog) => {
      executed.push(`dialog:${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text())) violations.push(message.text());
    });
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    await site?.close();
    await infra?.stop();
  });

  afterEach(function () {
    assert.deepEqual(executed, [], `a payload ran or CSP blocked something in "${this.currentTest?.title}"`);
    assert.deepEqual(violations, []);
    assert.deepEqual(pageErrors, []);
  });

  async function shoot(name: string): Promise<void> {
    await page.screenshot({ path: `${OUTPUT}${name}.png`, fullPage: true });
  }

  /** axe-core, evaluated over CDP (an injected <script> would be refused by the page's own CSP). */
  async function accessible(name: string): Promise<void> {
    await page.evaluate(`${AXE};0`);
    const found = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })))`)) as { id: string; impact: string; nodes: number }[];
    const serious = found.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    assert.deepEqual(serious, [], `${name}: serious accessibility violations`);
  }

  it('signs in with an API key; a wrong key is refused; the key is in no storage JavaScript can read', async () => {
    await page.goto(`${stack.baseUrl}/ui/`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await accessible('sign-in');
    await shoot('sign-in');
    await page.getByLabel('API key').fill('lk_wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('That API key is not valid').waitFor();
    await page.getByLabel('API key').fill(key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.getByText('Scans this month').first().waitFor();
    const readable = String(await page.evaluate('document.cookie + "|" + JSON.stringify({ ...localStorage }) + "|" + JSON.stringify({ ...sessionStorage })'));
    assert.ok(!readable.includes(key), 'the key is not readable by page scripts');
    const cookie = (await context.cookies()).find((entry) => entry.name === 'lookout_session');
    assert.equal(cookie?.httpOnly, true);
    assert.equal(cookie?.sameSite, 'Strict');
    await accessible('overview');
    await shoot('overview');
  });

  it('submits a hostile page, watches the scan complete, and shows every scanned string as text', async () => {
    await page.goto(`${stack.baseUrl}/ui/#/submit`);
    await page.getByLabel('URL', { exact: true }).fill(`${site.url}/start`);
    await page.locator('#submit-one').getByRole('button', { name: 'Scan' }).click();
    await page.locator('#scan-state[data-state="completed"]').waitFor({ timeout: 30_000 });
    const main = page.locator('main');
    const shown = await main.innerText();
    assert.ok(shown.includes(TITLE), 'the title is shown literally');
    assert.ok(shown.includes(HEADER), 'the header value is shown literally');
    assert.ok(shown.includes('paypal') || shown.includes('PayPal'), 'the brand signal and its evidence are listed');
    assert.ok(shown.includes("__xss('url')") || shown.includes('__xss(%27url%27)'), 'the hostile URL is shown');
    // No element came out of scanned content: no img/svg/script from the payloads in the page.
    assert.equal(await page.locator('main img[src="x"], main svg[onload], main script').count(), 0);
    await page.getByRole('button', { name: 'Show DOM' }).click();
    await page.locator('#dom-text').waitFor();
    await accessible('scan-detail');
    await shoot('scan-detail');
  });

  it('submits a pasted list as a batch with per-item outcomes and progress', async () => {
    await page.goto(`${stack.baseUrl}/ui/#/submit`);
    await page.getByLabel('URLs, one per line').fill(`${site.url}/a\n${site.url}/b\nnot a url\n`);
    await page.getByRole('button', { name: 'Submit list' }).click();
    await page.getByText('Done: 3 submitted.').waitFor();
    assert.equal(await page.locator('#batch-progress').evaluate((element) => (element as unknown as { value: number }).value), 3);
    const rows = await page.locator('#batch-outcomes tbody tr').allInnerTexts();
    assert.equal(rows.length, 3);
    assert.match(rows[0]!, /202 queued|200 completed/);
    assert.match(rows[2]!, /^not a url\t400/);
    await accessible('submit');
    await shoot('submit');
  });

  it('lists scans with verdict chips (search where the server has it, else this session’s scans)', async () => {
    await page.goto(`${stack.baseUrl}/ui/#/scans`);
    await page.getByRole('heading', { name: 'Scans' }).waitFor();
    await page.locator('main table tbody tr').first().waitFor();
    assert.ok((await page.locator('main .chip').count()) >= 1);
    await accessible('scans');
    await shoot('scans');
    await page.goto(`${stack.baseUrl}/ui/#/overview`);
    await page.locator('figure svg').first().waitFor();
    assert.equal(await page.locator('figure svg').count(), 2, 'scans per day and verdicts');
    await shoot('overview-charts');
  });

  it('creates a key (shown once), then revokes it', async () => {
    await page.goto(`${stack.baseUrl}/ui/#/keys`);
    await page.getByLabel('Name').fill('browser-made');
    await page.getByLabel('keys:manage').uncheck();
    await page.getByRole('button', { name: 'Create key' }).click();
    const created = await page.locator('#new-key').innerText();
    assert.match(created, /\S{20,}/);
    await accessible('keys');
    await shoot('keys');
    const row = page.locator('tr', { hasText: 'browser-made' });
    await row.getByRole('button', { name: 'Revoke browser-made' }).click();
    await page.locator('tr', { hasText: 'browser-made' }).getByText('revoked').waitFor();
    assert.equal(await page.locator('#new-key').count(), 0, 'the key is not shown again');
    const answer = await fetch(`${stack.baseUrl}/api/usage`, { headers: { 'x-api-key': created } });
    assert.equal(answer.status, 401);
    await shoot('keys-revoked');
  });

  it('adds a webhook (secret shown once), sends a test and shows its delivery log', async () => {
    await page.goto(`${stack.baseUrl}/ui/#/webhooks`);
    await page.getByLabel('Endpoint URL').fill(`${site.url}/hook`);
    await page.getByLabel('Description').fill('<b>not bold</b>');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    assert.match(await page.locator('#new-secret').innerText(), /^whsec_/);
    await page.getByText('<b>not bold</b>').waitFor();
    await page.getByRole('button', { name: `Send test for ${site.url}/hook` }).click();
    await page.getByText(/Test event .* queued/).waitFor();
    const deadline = Date.now() + 20_000;
    for (;;) {
      await page.getByRole('button', { name: `Deliveries for ${site.url}/hook` }).click();
      await page.getByRole('heading', { name: 'Delivery log' }).waitFor();
      if ((await page.locator('main table').last().innerText()).includes('succeeded')) break;
      assert.ok(Date.now() < deadline, 'the test delivery shows up in the log');
      await page.waitForTimeout(300);
    }
    assert.ok(site.hits.some((hit) => hit.startsWith('/hook')));
    await accessible('webhooks');
    await shoot('webhooks');
  });

  it('signs out: the next API call from the page needs a new sign-in', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    assert.equal((await context.cookies()).find((entry) => entry.name === 'lookout_session'), undefined);
    await page.goto(`${stack.baseUrl}/ui/#/keys`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });
});
