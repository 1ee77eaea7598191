import assert from 'node:assert/strict';
import { SessionSealer } from '../../services/gateway/src/ui/session.js';
import { UI_CSP } from '../../services/gateway/src/routes/ui.js';
import { readConfig as gatewayConfig } from '../../services/gateway/src/config.js';
import { api, startInfrastructure, startStack, type Infrastructure, type Stack } from '../support/stack.js';
import { newWorkspaceKey } from '../support/workspace.js';

const SECRET = 'test-ui-session-secret-0123456789abcdef';

describe('dashboard sessions: API key → HttpOnly cookie, CSRF, expiry, revocation', function () {
  this.timeout(60_000);
  let infra: Infrastructure;
  let stack: Stack;
  let key: string;
  let origin: string;

  before(async () => {
    infra = await startInfrastructure();
    stack = await startStack(infra, { UI_SESSION_SECRET: SECRET });
    ({ key } = await newWorkspaceKey(infra, 'ui-session'));
    origin = stack.baseUrl;
  });

  after(async () => {
    await stack?.stop();
    await infra?.stop();
  });

  async function signIn(apiKey = key): Promise<{ cookie: string; csrf: string }> {
    const answer = await api(stack.baseUrl, '/ui/session', { method: 'POST', headers: { origin }, json: { apiKey } });
    assert.equal(answer.status, 201, answer.text);
    const setCookie = answer.headers.get('set-cookie') ?? '';
    return { cookie: setCookie.split(';')[0]!, csrf: answer.body.csrfToken as string };
  }

  it('signs in: an HttpOnly, SameSite=Strict cookie (not Secure over plain http) that does not contain the key; the body carries only the CSRF token and expiry', async () => {
    const answer = await api(stack.baseUrl, '/ui/session', { method: 'POST', headers: { origin }, json: { apiKey: key } });
    assert.equal(answer.status, 201);
    const setCookie = answer.headers.get('set-cookie') ?? '';
    assert.match(setCookie, /^lookout_session=v1\./);
    assert.match(setCookie, /; HttpOnly/);
    assert.match(setCookie, /; SameSite=Strict/);
    assert.match(setCookie, /; Path=\//);
    assert.doesNotMatch(setCookie, /Secure/);
    assert.ok(!setCookie.includes(key) && !answer.text.includes(key), 'the key is sealed, not readable');
    assert.deepEqual(Object.keys(answer.body).sort(), ['csrfToken', 'expiresAt', 'scopes']);
    // A forged X-Forwarded-Proto does not change what the gateway believes about the scheme.
    const https = await api(stack.baseUrl, '/ui/session', { method: 'POST', headers: { origin: 'https://lookout.test', host: 'lookout.test', 'x-forwarded-proto': 'https' }, json: { apiKey: key } });
    assert.equal(https.status, 403, 'TRUST_PROXY=0: a forwarded proto is not believed, so that Origin does not match');
  });

  it('refuses sign-in without a same-origin Origin (403), with a wrong key (401), without a key (400)', async () => {
    assert.equal((await api(stack.baseUrl, '/ui/session', { method: 'POST', json: { apiKey: key } })).status, 403);
    assert.equal((await api(stack.baseUrl, '/ui/session', { method: 'POST', headers: { origin: 'https://evil.test' }, json: { apiKey: key } })).status, 403);
    const wrong = await api(stack.baseUrl, '/ui/session', { method: 'POST', headers: { origin }, json: { apiKey: 'lk_nope' } });
    assert.equal(wrong.status, 401);
    assert.equal(wrong.headers.get('set-cookie'), null);
    const missing = await api(stack.baseUrl, '/ui/session', { method: 'POST', headers: { origin }, json: {} });
    assert.equal(missing.status, 400);
    assert.ok(missing.body.errors.apiKey);
  });

  it('authorizes API calls with the cookie; unsafe methods need the CSRF token and the same Origin', async () => {
    const { cookie, csrf } = await signIn();
    assert.equal((await api(stack.baseUrl, '/api/usage', { headers: { cookie } })).status, 200);
    const session = await api(stack.baseUrl, '/ui/session', { headers: { cookie } });
    assert.equal(session.status, 200);
    assert.equal(session.body.csrfToken, csrf);

    const json = { url: 'http://127.0.0.1:9/ui-session' };
    const noToken = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers: { cookie, origin }, json });
    assert.equal(noToken.status, 403);
    assert.match(noToken.headers.get('content-type') ?? '', /problem\+json/);
    assert.equal((await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers: { cookie, origin, 'x-csrf-token': `${csrf}x` }, json })).status, 403);
    assert.equal((await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers: { cookie, origin: 'https://evil.test', 'x-csrf-token': csrf }, json })).status, 403);
    assert.equal((await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers: { cookie, 'x-csrf-token': csrf }, json })).status, 403, 'no Origin');
    const ok = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers: { cookie, origin, 'x-csrf-token': csrf }, json });
    assert.equal(ok.status, 202, ok.text);
    // Keys and webhooks go through the same session.
    assert.equal((await api(stack.baseUrl, '/api/keys', { headers: { cookie } })).status, 200);
  });

  it('answers 401 for an altered, foreign or expired session instead of treating the call as anonymous', async () => {
    const { cookie } = await signIn();
    const altered = cookie.slice(0, -3) + (cookie.endsWith('A') ? 'BBB' : 'AAA');
    assert.equal((await api(stack.baseUrl, '/api/usage', { headers: { cookie: altered } })).status, 401);
    const foreign = `lookout_session=${new SessionSealer('another secret').seal({ apiKey: key, csrfToken: 't', expiresAt: Date.now() + 60_000 })}`;
    assert.equal((await api(stack.baseUrl, '/api/usage', { headers: { cookie: foreign } })).status, 401);
    const expired = `lookout_session=${new SessionSealer(SECRET).seal({ apiKey: key, csrfToken: 't', expiresAt: Date.now() - 1 })}`;
    assert.equal((await api(stack.baseUrl, '/api/usage', { headers: { cookie: expired } })).status, 401);
    assert.equal((await api(stack.baseUrl, '/UrlCheck', { method: 'POST', headers: { cookie: expired, origin, 'x-csrf-token': 't' }, json: { url: 'http://127.0.0.1:9/x' } })).status, 401);
    assert.equal((await api(stack.baseUrl, '/ui/session', { headers: { cookie: expired } })).status, 401);
    const fresh = `lookout_session=${new SessionSealer(SECRET).seal({ apiKey: key, csrfToken: 't', expiresAt: Date.now() + 60_000 })}`;
    assert.equal((await api(stack.baseUrl, '/api/usage', { headers: { cookie: fresh } })).status, 200, 'the same seal, unexpired, works');
  });

  it('follows the key: a session of a key without a scope gets 403, and a revoked key’s session stops working', async () => {
    const { cookie: adminCookie, csrf } = await signIn();
    const created = await api(stack.baseUrl, '/api/keys', { method: 'POST', headers: { cookie: adminCookie, origin, 'x-csrf-token': csrf }, json: { name: 'reader', scopes: ['scans:read'] } });
    assert.equal(created.status, 201, created.text);
    const reader = await signIn(created.body.key);
    assert.equal((await api(stack.baseUrl, '/api/keys', { headers: { cookie: reader.cookie } })).status, 403);
    assert.equal((await api(stack.baseUrl, '/UrlCheck/scan_doesnotexistdoesnotexist', { headers: { cookie: reader.cookie } })).status, 404);
    assert.equal((await api(stack.baseUrl, `/api/keys/${created.body.id}`, { method: 'DELETE', headers: { cookie: adminCookie, origin, 'x-csrf-token': csrf } })).status, 204);
    const deadline = Date.now() + 5000;
    let status = 0;
    while (Date.now() < deadline && (status = (await api(stack.baseUrl, '/UrlCheck/scan_doesnotexistdoesnotexist', { headers: { cookie: reader.cookie } })).status) !== 401) await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(status, 401);
  });

  it('signs out by clearing the cookie', async () => {
    const { cookie } = await signIn();
    assert.equal((await api(stack.baseUrl, '/ui/session', { method: 'DELETE', headers: { cookie } })).status, 403, 'sign-out needs the Origin too');
    const out = await api(stack.baseUrl, '/ui/session', { method: 'DELETE', headers: { cookie, origin } });
    assert.equal(out.status, 204);
    assert.match(out.headers.get('set-cookie') ?? '', /^lookout_session=; .*Max-Age=0/);
  });

  it('refuses a short or placeholder UI_SESSION_SECRET at start', () => {
    assert.throws(() => gatewayConfig({ UI_SESSION_SECRET: 'short' }), /UI_SESSION_SECRET must be at least 32 characters/);
    assert.throws(() => gatewayConfig({ UI_SESSION_SECRET: 'CHANGE-ME' }), /UI_SESSION_SECRET/);
    assert.equal(gatewayConfig({}).uiSessionSecret, undefined);
    assert.throws(() => gatewayConfig({ UI_SESSION_TTL_SECONDS: '5' }), /UI_SESSION_TTL_SECONDS/);
  });

  it('serves the dashboard at /ui/ with a strict CSP and security headers, and only same-origin assets', async () => {
    const redirect = await fetch(`${stack.baseUrl}/ui`, { redirect: 'manual' });
    assert.equal(redirect.status, 301);
    const index = await api(stack.baseUrl, '/ui/');
    assert.equal(index.status, 200);
    assert.match(index.headers.get('content-type') ?? '', /text\/html/);
    assert.equal(index.headers.get('content-security-policy'), UI_CSP);
    assert.match(UI_CSP, /default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:;/);
    assert.match(UI_CSP, /object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'/);
    assert.equal(index.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(index.headers.get('x-frame-options'), 'DENY');
    assert.equal(index.headers.get('referrer-policy'), 'no-referrer');
    assert.doesNotMatch(index.text, /<script>|<style>|\sstyle=|\son[a-z]+=|https?:\/\//i, 'no inline script/style or absolute (third-party) URL in the page');
    const script = await api(stack.baseUrl, '/ui/app.js');
    assert.equal(script.status, 200);
    assert.match(script.headers.get('content-type') ?? '', /javascript/);
    assert.doesNotMatch(script.text, /innerHTML|outerHTML|insertAdjacentHTML|document\.write/, 'the bundle never writes markup');
    assert.equal((await api(stack.baseUrl, '/ui/app.css')).status, 200);
  });
});
