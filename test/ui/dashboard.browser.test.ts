import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { api, startInfrastructure, startStack, type Infrastructure, type Stack } from '../support/stack.js';
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
    if (req.url?.startsWith('/clean')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html lang="en"><head><title>A plain page</title></head><body><p>Nothing to see.</p></body></html>');
      return;
    }
    if (req.url?.split('?')[0] === '/start') {
      res.writeHead(302, { location: encodeURI(PATH).replace(/'/g, '%27') });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', server: HEADER, 'x-frame-options': 'DENY' });
    res.end(`<!doctype html><html><head><title>${TITLE}</title></head><body><form action="http://127.0.0.1:1/steal" method="post"><input type="password" name="p"></form><a href="javascript:__xss('link')">x</a></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('dashboard in a real browser (Chromium, real stack)', function () {
  this.timeout(180_000);
  let infra: Infrastructure;
  let stack: Stack;
  let site: Hostile;
  let browser: Browser;
  // Each test has its own browser context (cookies, storage) and signs in itself: none depends on another's order.
  let context: BrowserContext;
  let page: Page;
  let key: string;
  let executed: string[];
  let violations: string[];
  let pageErrors: string[];

  before(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    infra = await startInfrastructure();
    site = await startHostileSite();
    stack = await startStack(infra, { EGRESS_ALLOW_CIDRS: '127.0.0.0/8', UI_SESSION_SECRET: 'browser-test-secret-0123456789abcdefghij' });
    ({ key } = await newWorkspaceKey(infra, 'browser'));
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
    await site?.close();
    await infra?.stop();
  });

  beforeEach(async () => {
    executed = [];
    violations = [];
    pageErrors = [];
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

  afterEach(async function () {
    await context?.close();
    assert.deepEqual(executed, [], `a payload ran or CSP blocked something in "${this.currentTest?.title}"`);
    assert.deepEqual(violations, []);
    assert.deepEqual(pageErrors, []);
  });

  /** Signs this test's context in as the dashboard does (POST /ui/session from our origin); the cookie lands in the context. */
  async function signIn(apiKey = key): Promise<void> {
    const answer = await context.request.post(`${stack.baseUrl}/ui/session`, { data: { apiKey }, headers: { origin: stack.baseUrl } });
    assert.equal(answer.status(), 201, await answer.text());
  }

  /** Submits through the API (the test's fixture) and waits until the scan has finished. */
  async function scanned(url: string, options: Record<string, unknown> = {}, apiKey = key): Promise<{ scanId: string; verdict: string }> {
    // One Idempotency-Key for the submission and its retries: a 503 whose request did get through is not scanned twice.
    const headers = { 'X-Api-Key': apiKey, 'Idempotency-Key': randomUUID() };
    let submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers, json: { url, ...options } });
    // A 503 (an internal call not answered in time, on a loaded machine) says "retry shortly": a client does.
    for (let attempt = 0; submitted.status === 503 && attempt < 5; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, Number(submitted.headers.get('retry-after') ?? 1) * 1000));
      submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers, json: { url, ...options } });
    }
    assert.ok(submitted.status === 202 || submitted.status === 200, submitted.text);
    const deadline = Date.now() + 90_000;
    for (;;) {
      const got = await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=20`, { headers });
      if (got.body.scanState === 'completed') return { scanId: got.body.scanId, verdict: got.body.result.verdict };
      assert.notEqual(got.body.scanState, 'failed', got.text);
      assert.ok(Date.now() < deadline, `scan of ${url} did not finish`);
    }
  }

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
  });

  it('overview: usage against quota, today and rate limit; scans per day and verdicts charted from search', async () => {
    // A workspace of its own, so every count on the page is known.
    const own = await newWorkspaceKey(infra, 'browser-overview', 321);
    const hostile = await scanned(`${site.url}/start?overview`, {}, own.key);
    await scanned(`${site.url}/clean?overview`, {}, own.key);
    await signIn(own.key);
    await page.goto(`${stack.baseUrl}/ui/#/overview`);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    // The page shows what the API says (under load a retried submission may count twice, so the numbers come from the API).
    const headers = { 'X-Api-Key': own.key };
    const usage = (await api(stack.baseUrl, '/api/usage', { headers })).body as { scansThisMonth: number; scansToday: number; monthlyScanQuota: number };
    assert.ok(usage.scansThisMonth >= 2);
    const cards = await page.locator('.cards .card').allInnerTexts();
    assert.match(cards.find((card) => card.startsWith('This month')) ?? '', new RegExp(`^This month\\s+${usage.scansThisMonth}\\s+of ${usage.monthlyScanQuota}`));
    assert.match(cards.find((card) => card.startsWith('Today')) ?? '', new RegExp(`^Today\\s+${usage.scansToday}$`));
    assert.match(cards.find((card) => card.startsWith('Rate limit')) ?? '', /^Rate limit\s+321\s+per minute/);
    assert.equal(await page.getByRole('img', { name: /^Scans this month:/ }).getAttribute('aria-label'), `Scans this month: ${usage.scansThisMonth} of ${usage.monthlyScanQuota}`);
    const since = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const searched = (await api(stack.baseUrl, `/api/scans?q=${encodeURIComponent(`submitted:>${since}`)}&limit=100`, { headers })).body as { items: { verdict: string | null }[] };
    assert.ok(searched.items.length >= 2);
    await page.locator('#charts-source').waitFor();
    assert.equal(await page.locator('#charts-source').innerText(), `${searched.items.length} scans of the last 7 days (UTC), yours and public ones.`);
    const perDay = (await page.getByRole('img', { name: /^Scans per day:/ }).getAttribute('aria-label')) ?? '';
    assert.ok(perDay.endsWith(`${new Date().toISOString().slice(5, 10)} ${searched.items.length}`), perDay);
    assert.equal((perDay.match(/ 0(,|$)/g) ?? []).length, 6, `the six earlier days are empty: ${perDay}`);
    const verdicts = (await page.getByRole('img', { name: /^Verdicts:/ }).getAttribute('aria-label')) ?? '';
    assert.notEqual(hostile.verdict, 'clean', 'the hostile page is not clean');
    const expected = ['clean', 'suspicious', 'malicious'].map((verdict) => `${verdict} ${searched.items.filter((item) => item.verdict === verdict).length}`).join(', ');
    assert.equal(verdicts, `Verdicts: ${expected}`);
    assert.match(verdicts, /clean [1-9]/);
    assert.match(verdicts, new RegExp(`${hostile.verdict} [1-9]`));
    await accessible('overview');
    await shoot('overview');
  });

  it('submits a hostile page, watches the scan complete, and shows every scanned string as text', async () => {
    await signIn();
    await page.goto(`${stack.baseUrl}/ui/#/submit`);
    await page.getByLabel('URL', { exact: true }).fill(`${site.url}/start`);
    await page.locator('#submit-one').getByRole('button', { name: 'Scan' }).click();
    await page.locator('#scan-state[data-state="completed"]').waitFor({ timeout: 90_000 });
    const main = page.locator('main');
    const shown = await main.innerText();
    assert.ok(shown.includes(TITLE), 'the title is shown literally');
    assert.ok(shown.includes(HEADER), 'the header value is shown literally');
    assert.ok(shown.includes('paypal') || shown.includes('PayPal'), 'the brand signal and its evidence are listed');
    assert.ok(shown.includes("__xss('url')") || shown.includes('__xss(%27url%27)'), 'the hostile URL is shown');
    // No element came out of scanned content: no img/svg/script from the payloads in the page.
    assert.equal(await page.locator('main img[src="x"], main svg[onload], main script').count(), 0);
    for (const heading of ['Redirect chain', 'Signals', 'HTTP', 'TLS', 'DNS', 'DOM']) await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    // The 302 hop is listed with its kind.
    const hop = await page.locator('section', { has: page.getByRole('heading', { name: 'Redirect chain' }) }).locator('tbody tr').first().innerText();
    assert.match(hop, /^1\t.*\/start\t302\thttp\t/);
    assert.match(await page.locator('section', { has: page.getByRole('heading', { name: 'DNS' }) }).innerText(), /127\.0\.0\.1/);
    // result.http.headers holds the security headers only, and the table says so.
    const http = await page.locator('section', { has: page.getByRole('heading', { name: 'HTTP', exact: true }) }).innerText();
    assert.match(http, /Security headers[\s\S]*x-frame-options\tDENY/);
    await page.getByRole('button', { name: 'Show DOM' }).click();
    await page.locator('#dom-text').waitFor();
    await accessible('scan-detail');
    await shoot('scan-detail');
  });

  it('submits a pasted list as a batch with per-item outcomes and progress', async () => {
    await signIn();
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

  it('scans: searches with the query language, filters by verdict chip and state, shows screenshot thumbnails', async () => {
    const hostile = await scanned(`${site.url}/start?scans`, { tags: ['ui-scans', 'hostile'] });
    const clean = await scanned(`${site.url}/clean?scans`, { tags: ['ui-scans'], engine: 'http' });
    await scanned(`${site.url}/clean?other`, { tags: ['ui-other'] });
    await signIn();
    await page.goto(`${stack.baseUrl}/ui/#/scans`);
    await page.getByLabel('Search').fill(`tag:ui-scans host:127.0.0.1`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Query: tag:ui-scans host:127.0.0.1').waitFor();
    const rows = page.locator('main table tbody tr');
    assert.equal(await rows.count(), 2, 'only the two tagged scans');
    // Newest first: the http-engine scan (no screenshot) then the browser one with its thumbnail.
    const [cleanRow, hostileRow] = [rows.nth(0), rows.nth(1)];
    assert.match(await cleanRow.innerText(), /\tclean\t.*\/clean\?scans\tui-scans\tcompleted\t/);
    assert.equal(await cleanRow.locator('img').count(), 0);
    assert.match(await hostileRow.innerText(), new RegExp(`\\t${hostile.verdict}\\t.*/start\\?scans\\tui-scans, hostile\\tcompleted\\t`));
    const thumb = hostileRow.locator('img.thumb');
    await thumb.evaluate((element) => {
      const image = element as unknown as { complete: boolean; addEventListener(type: string, listener: () => void, options: { once: boolean }): void };
      return image.complete ? undefined : new Promise<void>((resolve) => image.addEventListener('load', () => resolve(), { once: true }));
    });
    assert.ok((await thumb.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth)) > 0, 'the thumbnail loaded through the session cookie');
    await accessible('scans');
    await shoot('scans');

    // A verdict chip narrows the same search.
    await page.getByRole('navigation', { name: 'Filter by verdict' }).getByRole('link', { name: hostile.verdict, exact: true }).click();
    await page.getByText(`Query: tag:ui-scans host:127.0.0.1 verdict:${hostile.verdict}`).waitFor();
    assert.equal(await rows.count(), 1);
    assert.match(await rows.first().innerText(), /\/start\?scans/);
    await page.getByRole('navigation', { name: 'Filter by verdict' }).getByRole('link', { name: 'clean', exact: true }).click();
    await page.getByText('Query: tag:ui-scans host:127.0.0.1 verdict:clean').waitFor();
    assert.equal(await rows.count(), 1);
    assert.match(await rows.first().innerText(), /\/clean\?scans/);
    // The row opens the scan.
    await rows.first().getByRole('link').click();
    await page.locator(`#scan-state[data-state="completed"]`).waitFor();
    assert.ok((await page.locator('main').innerText()).includes(clean.scanId));

    // Filters from the form: state, and tag.
    await page.goto(`${stack.baseUrl}/ui/#/scans?tag=ui-other&state=completed`);
    await page.getByText('Query: state:completed tag:ui-other').waitFor();
    assert.equal(await rows.count(), 1);
    await page.goto(`${stack.baseUrl}/ui/#/scans?tag=ui-other&state=queued`);
    await page.getByText('No scans match.').waitFor();

    // A bad query: the problem names the token.
    await page.goto(`${stack.baseUrl}/ui/#/scans`);
    await page.getByLabel('Search').fill('colour:red');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'colour:red' }).waitFor();
    assert.match(await page.getByRole('alert').innerText(), /^400 /);
  });

  it('creates a key with scopes and expiry (shown once), shows its status and last use, then revokes it', async () => {
    await signIn();
    await page.goto(`${stack.baseUrl}/ui/#/keys`);
    await page.getByLabel('Name').fill('browser-made');
    await page.getByLabel('keys:manage').uncheck();
    const expires = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Expires (optional)').fill(expires);
    await page.getByRole('button', { name: 'Create key' }).click();
    const created = await page.locator('#new-key').innerText();
    assert.match(created, /\S{20,}/);
    const row = page.locator('tr', { hasText: 'browser-made' });
    const cells = await row.locator('td').allInnerTexts();
    assert.equal(cells[2], 'scans:write, scans:read');
    assert.equal(cells[3], 'active');
    assert.notEqual(cells[4], '—', 'the expiry is shown');
    assert.equal(cells[5], '—', 'never used yet');
    await accessible('keys');
    await shoot('keys');
    // Used once through the API: the page shows when (the quota service records it in the background).
    assert.equal((await fetch(`${stack.baseUrl}/UrlCheck/scan_doesnotexistdoesnotexist`, { headers: { 'x-api-key': created } })).status, 404);
    const deadline = Date.now() + 20_000;
    for (;;) {
      await page.goto(`${stack.baseUrl}/ui/#/keys?${Date.now()}`);
      await row.waitFor();
      if ((await row.locator('td').nth(5).innerText()) !== '—') break;
      assert.ok(Date.now() < deadline, 'the last use shows up');
      await page.waitForTimeout(500);
    }
    assert.equal(await page.locator('#new-key').count(), 0, 'the key is not shown again');
    await row.getByRole('button', { name: 'Revoke browser-made' }).click();
    await page.locator('tr', { hasText: 'browser-made' }).getByText('revoked').waitFor();
    const answer = await fetch(`${stack.baseUrl}/api/usage`, { headers: { 'x-api-key': created } });
    assert.equal(answer.status, 401);
    await shoot('keys-revoked');
  });

  it('adds a webhook (secret shown once), sends a test, shows its delivery log, rotates the secret', async () => {
    await signIn();
    await page.goto(`${stack.baseUrl}/ui/#/webhooks`);
    await page.getByLabel('Endpoint URL').fill(`${site.url}/hook`);
    await page.getByLabel('Description').fill('<b>not bold</b>');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const secret = await page.locator('#new-secret').innerText();
    assert.match(secret, /^whsec_/);
    assert.match(await page.locator('tr', { hasText: `${site.url}/hook` }).innerText(), /scan\.completed\tenabled/);
    await page.getByText('<b>not bold</b>').waitFor();
    await page.getByRole('button', { name: `Send test for ${site.url}/hook` }).click();
    await page.getByText(/Test event .* queued/).waitFor();
    const deadline = Date.now() + 30_000;
    for (;;) {
      await page.getByRole('button', { name: `Deliveries for ${site.url}/hook` }).click();
      await page.getByRole('heading', { name: 'Delivery log' }).waitFor();
      if ((await page.locator('main table').last().innerText()).includes('succeeded')) break;
      assert.ok(Date.now() < deadline, 'the test delivery shows up in the log');
      await page.waitForTimeout(300);
    }
    assert.ok(site.hits.some((hit) => hit.startsWith('/hook')));
    // Each delivery row names its attempt.
    assert.match(await page.locator('main table').last().locator('tbody tr', { hasText: 'succeeded' }).first().innerText(), /webhook\.test\t1\tsucceeded\t204/);
    await accessible('webhooks');
    await shoot('webhooks');
    await page.getByRole('button', { name: `Rotate secret for ${site.url}/hook` }).click();
    await page.locator('#new-secret').filter({ hasNotText: secret }).waitFor();
    assert.match(await page.locator('#new-secret').innerText(), /^whsec_/);
  });

  it('a page whose data arrives late does not replace the page the user moved on to', async () => {
    await signIn();
    // The real /api/usage answer, held back until the user has moved on to Submit.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/usage', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${stack.baseUrl}/ui/#/overview`);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.getByRole('link', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Submit' }).waitFor();
    const usageAnswered = page.waitForResponse('**/api/usage');
    release();
    await usageAnswered;
    // Let the overview's continuation run; it must leave the Submit page alone.
    await page.evaluate('new Promise((resolve) => setTimeout(resolve, 200))');
    assert.deepEqual(await page.locator('main h1').allInnerTexts(), ['Submit']);
    await page.getByLabel('URL', { exact: true }).waitFor();
  });

  it('signs out: the next API call from the page needs a new sign-in', async () => {
    await signIn();
    await page.goto(`${stack.baseUrl}/ui/#/overview`);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    assert.equal((await context.cookies()).find((entry) => entry.name === 'lookout_session'), undefined);
    await page.goto(`${stack.baseUrl}/ui/#/keys`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });
});
