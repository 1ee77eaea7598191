/**
 * The Lookout dashboard: plain TypeScript, hash routes, DOM built only through dom.ts (text, never
 * markup). Every call goes to the public HTTP API with the session cookie (docs/dashboard.md).
 */
import type { components } from '../../client/src/generated/openapi.js';
import { ApiError, describe, json, request, setCsrf, setSignedOutHandler, text } from './api.js';
import { bars, gauge } from './charts.js';
import { h, mount, table, when, type Child } from './dom.js';

type Scan = components['schemas']['Scan'];
type Usage = components['schemas']['Usage'];
type ApiKey = components['schemas']['ApiKey'];
type Webhook = components['schemas']['Webhook'];
type Delivery = components['schemas']['WebhookDelivery'];
type BatchResult = components['schemas']['BatchResult'];
type ScanSummary = components['schemas']['scan-summary.schema'];
type SearchPage = components['schemas']['scan-search-result.schema'];

/** Fields the browser engine adds (contract §8) — read defensively: older results lack them. */
interface Capture {
  screenshot?: { sha256: string; width: number; height: number };
  dom?: { sha256: string; bytes: number };
  requests?: { url: string; method: string; resourceType: string; status: number | null; remoteAddress?: string | null; mimeType?: string | null; bytes?: number | null; blocked?: { reason: string } }[];
  downloads?: { url: string; filename: string; mimeType?: string | null; bytes: number; sha256: string }[];
}

const SCOPES = ['scans:write', 'scans:read', 'usage:read', 'webhooks:manage', 'keys:manage'];
const VERDICTS = ['clean', 'suspicious', 'malicious'];
/** The overview counts at most this many scans of the last 7 days (10 search pages). */
const OVERVIEW_SCAN_LIMIT = 1000;
const main = document.getElementById('main')!;
const nav = document.getElementById('nav')!;

// ---- helpers ---------------------------------------------------------------------------------

function captureOf(scan: Scan): Capture | undefined {
  const result = scan.result as (Scan['result'] & { capture?: Capture }) | undefined;
  return result?.capture;
}

/** A full scan carries result.verdict; a search summary carries it at the top level. */
function verdictOf(scan: Scan | ScanSummary): string | undefined {
  return 'verdict' in scan ? (scan.verdict ?? undefined) : scan.result?.verdict;
}

function verdictChip(scan: Scan | ScanSummary): HTMLElement {
  const verdict = verdictOf(scan);
  if (scan.scanState === 'completed' && verdict) return h('span', { class: `chip ${VERDICTS.includes(verdict) ? verdict : ''}` }, verdict);
  if (scan.scanState === 'failed') return h('span', { class: 'chip failed' }, 'reason' in scan ? `failed: ${scan.reason?.code ?? ''}` : 'failed');
  return h('span', { class: 'chip' }, scan.scanState);
}

function scanLink(scan: Pick<Scan, 'scanId' | 'url'>): HTMLElement {
  return h('a', { href: `#/scan/${encodeURIComponent(scan.scanId)}` }, scan.url);
}

function errorBox(error: unknown): HTMLElement {
  return h('p', { class: 'error', role: 'alert' }, describe(error));
}

/**
 * Whether the user is still on the view that was shown when this was called. A page whose data
 * arrives after the user moved on must not replace the newer page (a slow overview would otherwise
 * overwrite the Submit page clicked meanwhile).
 */
function stillOnView(): () => boolean {
  const shown = location.hash;
  return () => location.hash === shown;
}

function page(title: string, ...children: Child[]): void {
  document.title = `${title} · Lookout`;
  mount(main, h('h1', {}, title), ...children);
  main.focus({ preventScroll: true });
}

/** The summary names its screenshot's path when the scan has one (browser engine, stored). */
function thumbnail(scan: ScanSummary): Child {
  if (!scan.screenshot) return h('span', { class: 'muted' }, '—');
  return h('img', { class: 'thumb', src: `/UrlCheck/${encodeURIComponent(scan.scanId)}/screenshot`, alt: `Screenshot of ${scan.url}`, loading: 'lazy' });
}

function scanTable(scans: ScanSummary[]): HTMLTableElement {
  return table(['Screenshot', 'Verdict', 'URL', 'Tags', 'State', 'Submitted'], scans.map((scan) => [thumbnail(scan), verdictChip(scan), scanLink(scan), scan.tags.join(', '), scan.scanState, when(scan.submittedAt)]));
}

/** Every page of a search, up to `limit` scans; `complete` says whether the last page was reached. */
async function searchAll(q: string, limit: number): Promise<{ items: ScanSummary[]; complete: boolean }> {
  const items: ScanSummary[] = [];
  let cursor: string | null = null;
  do {
    const found: SearchPage = await json<SearchPage>('GET', `/api/scans?q=${encodeURIComponent(q)}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    items.push(...found.items);
    cursor = found.nextCursor;
  } while (cursor && items.length < limit);
  return { items, complete: cursor === null };
}

// ---- sign-in ---------------------------------------------------------------------------------

function signInPage(message?: string): void {
  nav.hidden = true;
  const status = h('p', { role: 'status' }, message ?? '');
  const input = h('input', { id: 'api-key', name: 'apiKey', type: 'password', autocomplete: 'off', required: true });
  const form = h(
    'form',
    {
      onsubmit: async (event: Event) => {
        event.preventDefault();
        status.textContent = 'Signing in…';
        const response = await request('POST', '/ui/session', { apiKey: input.value });
        input.value = '';
        if (!response.ok) {
          status.textContent = response.status === 401 ? 'That API key is not valid (unknown, expired or revoked).' : `Sign-in failed (HTTP ${response.status}).`;
          status.className = 'error';
          return;
        }
        const session = (await response.json()) as { csrfToken: string };
        setCsrf(session.csrfToken);
        nav.hidden = false;
        location.hash = '#/overview';
        void route();
      },
    },
    h('label', { for: 'api-key' }, 'API key'),
    input,
    h('button', { type: 'submit' }, 'Sign in'),
  );
  page('Sign in', h('p', {}, 'Sign in with an API key of your workspace. The key is kept in an HttpOnly session cookie, never in this page.'), form, status);
}

// ---- overview --------------------------------------------------------------------------------

async function overviewPage(): Promise<void> {
  const here = stillOnView();
  page('Overview', h('p', {}, 'Loading…'));
  let usage: Usage;
  try {
    usage = await json<Usage>('GET', '/api/usage');
  } catch (error) {
    if (here()) page('Overview', errorBox(error));
    return;
  }
  if (!here()) return;
  const card = (label: string, value: Child, note?: string) => h('div', { class: 'card' }, h('div', { class: 'muted' }, label), h('div', { class: 'value' }, value), note ? h('div', { class: 'muted' }, note) : null);
  const charts = h('section', { 'aria-labelledby': 'charts-title' }, h('h2', { id: 'charts-title' }, 'Scans'), h('p', {}, 'Loading…'));
  page(
    'Overview',
    h('div', { class: 'cards' }, card('Plan', usage.tier), card('This month', usage.scansThisMonth, `of ${usage.monthlyScanQuota}`), card('Today', usage.scansToday), card('Rate limit', usage.rateLimitPerMinute, 'per minute')),
    h('h2', {}, 'Quota'),
    gauge('Scans this month', usage.scansThisMonth, usage.monthlyScanQuota),
    h('p', { class: 'muted' }, `Period ${when(usage.periodStart)} – ${when(usage.periodEnd)}; ${usage.remainingThisMonth} scans left.`),
    charts,
  );
  // Per-day and per-verdict counts: the workspace's scans (and public ones) of the last 7 UTC days, from search.
  const since = new Date(Date.now() - 6 * 86_400_000);
  since.setUTCHours(0, 0, 0, 0);
  let found: { items: ScanSummary[]; complete: boolean };
  try {
    found = await searchAll(`submitted:>${since.toISOString().slice(0, 10)}`, OVERVIEW_SCAN_LIMIT);
  } catch (error) {
    return mount(charts, h('h2', { id: 'charts-title' }, 'Scans'), errorBox(error));
  }
  const days: { label: string; value: number }[] = [];
  for (let i = 6; i >= 0; i--) {
    const day = new Date(Date.now() - i * 86_400_000).toISOString().slice(0, 10);
    days.push({ label: day.slice(5), value: found.items.filter((scan) => scan.submittedAt.startsWith(day)).length });
  }
  const verdicts = VERDICTS.map((verdict) => ({ label: verdict, kind: verdict, value: found.items.filter((scan) => verdictOf(scan) === verdict).length }));
  const source = found.complete ? `${found.items.length} scans of the last 7 days (UTC), yours and public ones.` : `The newest ${found.items.length} scans of the last 7 days (UTC); older ones are not counted.`;
  mount(charts, h('h2', { id: 'charts-title' }, 'Scans'), h('p', { class: 'muted', id: 'charts-source' }, source), h('div', { class: 'cards' }, h('figure', {}, bars('Scans per day', days), h('figcaption', {}, 'Scans per day')), h('figure', {}, bars('Verdicts', verdicts), h('figcaption', {}, 'Verdicts'))));
}

// ---- scans -----------------------------------------------------------------------------------

async function scansPage(params: URLSearchParams): Promise<void> {
  const q = params.get('q') ?? '';
  const verdict = params.get('verdict') ?? '';
  const state = params.get('state') ?? '';
  const tag = params.get('tag') ?? '';
  const results = h('section', { 'aria-live': 'polite' }, h('p', {}, 'Loading…'));
  const field = (id: string, label: string, control: HTMLElement) => h('div', {}, h('label', { for: id }, label), control);
  const select = (id: string, value: string, options: string[]) => h('select', { id, name: id }, options.map((option) => h('option', { value: option, selected: option === value }, option || 'any')));
  const form = h(
    'form',
    {
      role: 'search',
      onsubmit: (event: Event) => {
        event.preventDefault();
        const data = new FormData(event.target as HTMLFormElement);
        const next = new URLSearchParams();
        for (const name of ['q', 'verdict', 'state', 'tag']) if (String(data.get(name) ?? '')) next.set(name, String(data.get(name)));
        location.hash = `#/scans?${next}`;
      },
    },
    h('div', { class: 'row' }, field('q', 'Search', h('input', { id: 'q', name: 'q', type: 'text', value: q, placeholder: 'domain:example.com ip:… hash:…' })), field('verdict', 'Verdict', select('verdict', verdict, ['', 'clean', 'suspicious', 'malicious'])), field('state', 'State', select('state', state, ['', 'queued', 'running', 'completed', 'failed'])), field('tag', 'Tag', h('input', { id: 'tag', name: 'tag', type: 'text', value: tag }))),
    h('button', { type: 'submit' }, 'Search'),
  );
  const open = h(
    'form',
    {
      onsubmit: (event: Event) => {
        event.preventDefault();
        const id = String(new FormData(event.target as HTMLFormElement).get('scan-id') ?? '').trim();
        if (id) location.hash = `#/scan/${encodeURIComponent(id)}`;
      },
    },
    h('label', { for: 'scan-id' }, 'Open a scan by id'),
    h('input', { id: 'scan-id', name: 'scan-id', type: 'text' }),
    h('button', { type: 'submit', class: 'secondary' }, 'Open'),
  );
  // Verdict chips: one click filters by verdict, keeping the rest of the search.
  const chipLink = (value: string) => {
    const next = new URLSearchParams(params);
    next.delete('cursor');
    if (value) next.set('verdict', value);
    else next.delete('verdict');
    return h('a', { href: `#/scans?${next}`, class: `chip ${value}`, 'aria-current': value === verdict ? 'true' : null }, value || 'any verdict');
  };
  const chips = h('nav', { 'aria-label': 'Filter by verdict', class: 'chips' }, ['', ...VERDICTS].map(chipLink));
  page('Scans', form, chips, results, open);
  const query = [q, verdict && `verdict:${verdict}`, state && `state:${state}`, tag && `tag:${tag}`].filter(Boolean).join(' ');
  const cursor = params.get('cursor');
  try {
    const found = await json<SearchPage>('GET', `/api/scans?q=${encodeURIComponent(query)}&limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    const next = new URLSearchParams(params);
    if (found.nextCursor) next.set('cursor', found.nextCursor);
    mount(results, h('p', { class: 'muted' }, query ? `Query: ${query}` : 'All your scans and public scans, newest first.'), found.items.length ? scanTable(found.items) : h('p', {}, 'No scans match.'), found.nextCursor ? h('a', { href: `#/scans?${next}` }, 'Next page') : null);
  } catch (error) {
    // A bad query is a 400 whose detail names the token.
    mount(results, errorBox(error));
  }
}

/** Header values are strings, except summaries such as set-cookie's counts. */
function headerValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (value && typeof value === 'object') return Object.entries(value).map(([name, count]) => `${name} ${String(count)}`).join(', ');
  return String(value);
}

// ---- scan detail -----------------------------------------------------------------------------

/**
 * result.http.headers holds only the security headers the scanner reads (CSP, HSTS, frame options…, and
 * a Set-Cookie summary), not every response header: say so, and say when the page sent none of them.
 */
function securityHeaderTable(headers: Record<string, unknown>): Node {
  const rows = Object.entries(headers).map(([name, value]) => [name, headerValue(value)]);
  return rows.length ? table(['Header', 'Value'], rows, 'Security headers') : h('p', { class: 'muted' }, 'No security headers (CSP, HSTS, X-Frame-Options, cookies…) in the response.');
}

function section(title: string, ...children: Child[]): HTMLElement {
  const id = `s-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return h('section', { 'aria-labelledby': id }, h('h2', { id }, title), ...children);
}

function renderScan(scan: Scan): Child[] {
  const result = scan.result;
  const capture = captureOf(scan);
  const id = encodeURIComponent(scan.scanId);
  const out: Child[] = [
    h('p', {}, verdictChip(scan), ' ', result ? `score ${result.score}` : '', result?.categories.length ? ` · ${result.categories.join(', ')}` : ''),
    table(['Field', 'Value'], [
      ['Scan id', scan.scanId],
      ['URL', scan.url],
      ['Normalized', scan.normalizedUrl],
      ['State', scan.scanState + (scan.cached ? ' (cached)' : '')],
      ['Submitted', when(scan.submittedAt)],
      ['Completed', when(scan.completedAt)],
      ['Final URL', result?.finalUrl ?? '—'],
      ['Title', result?.page?.title ?? '—'],
    ]),
  ];
  if (scan.reason) out.push(section('Failure', h('p', {}, `${scan.reason.code}: ${scan.reason.message}`)));
  if (!result) return out;
  if (capture?.screenshot) out.push(section('Screenshot', h('img', { class: 'shot', src: `/UrlCheck/${id}/screenshot`, alt: `Screenshot of ${result.finalUrl}`, width: capture.screenshot.width, height: capture.screenshot.height })));
  const hops = result.redirects as (typeof result.redirects[number] & { kind?: string })[];
  out.push(section('Redirect chain', hops.length ? table(['#', 'URL', 'Status', 'Kind', 'Location'], hops.map((hop, index) => [index + 1, hop.url, hop.status, hop.kind ?? 'http', hop.location])) : h('p', {}, 'No redirects.')));
  out.push(section('Signals', result.signals.length ? table(['Signal', 'Severity', 'Message', 'Evidence'], result.signals.map((signal) => [signal.id, signal.severity, signal.message, h('code', {}, signal.evidence)])) : h('p', {}, 'No signals.')));
  out.push(section('HTTP', table(['Field', 'Value'], [['Status', result.http.status], ['Content type', result.http.contentType ?? '—'], ['Body', `${result.http.bodyBytes} bytes${result.http.bodyTruncated ? ' (truncated)' : ''}`], ['SHA-256', result.http.bodySha256]]), securityHeaderTable(result.http.headers as Record<string, unknown>)));
  if (capture?.requests) out.push(section('Requests', table(['Method', 'URL', 'Type', 'Status', 'Address', 'Bytes'], capture.requests.map((entry) => [entry.method, entry.url, entry.resourceType, entry.blocked ? `blocked: ${entry.blocked.reason}` : (entry.status ?? '—'), entry.remoteAddress ?? '—', entry.bytes ?? '—']))));
  if (capture?.downloads) out.push(section('Downloads', capture.downloads.length ? table(['File', 'URL', 'Type', 'Bytes', 'SHA-256'], capture.downloads.map((entry) => [entry.filename, entry.url, entry.mimeType ?? '—', entry.bytes, entry.sha256])) : h('p', {}, 'No downloads.')));
  const tls = result.tls;
  out.push(section('TLS', tls ? table(['Field', 'Value'], [['Protocol', tls.protocol ?? '—'], ['Cipher', tls.cipher ?? '—'], ['Subject', tls.subject ?? '—'], ['Issuer', tls.issuer ?? '—'], ['Valid', `${tls.validFrom ?? '?'} – ${tls.validTo ?? '?'}`], ['Names', tls.subjectAltNames.join(', ')], ['Trusted', tls.authorized ? 'yes' : `no (${tls.authorizationError ?? 'unknown'})`]]) : h('p', {}, 'Not HTTPS.')));
  out.push(section('DNS', table(['Field', 'Value'], [['Addresses', result.dns.addresses.join(', ') || '—'], ['Connected to', result.dns.remoteAddress ?? '—']])));
  if (result.threatIntel.length) out.push(section('Threat intelligence', table(['List', 'Entry', 'Matched on', 'Category'], result.threatIntel.map((match) => [match.list, match.entry, match.matchedOn, match.category]))));
  const domOut = h('pre', { id: 'dom-text', hidden: true });
  out.push(
    section(
      'DOM',
      h('p', { class: 'muted' }, 'The rendered page source, shown as text (never rendered).'),
      h('button', {
        type: 'button',
        class: 'secondary',
        onclick: async () => {
          domOut.hidden = false;
          try {
            domOut.textContent = await text(`/UrlCheck/${id}/dom`);
          } catch (error) {
            domOut.textContent = error instanceof ApiError && error.status === 404 ? 'No DOM is stored for this scan (engine http, not finished, or no longer kept).' : describe(error);
          }
        },
      }, 'Show DOM'),
      domOut,
    ),
  );
  return out;
}

async function scanPage(scanId: string): Promise<void> {
  page('Scan', h('p', {}, 'Loading…'));
  const here = stillOnView();
  let wait = 0;
  // Long-polls while the scan runs, so the page shows it complete without reloading.
  for (;;) {
    let scan: Scan;
    try {
      scan = await json<Scan>('GET', `/UrlCheck/${encodeURIComponent(scanId)}${wait ? `?wait=${wait}` : ''}`);
    } catch (error) {
      if (here()) page('Scan', errorBox(error));
      return;
    }
    if (!here()) return;
    page('Scan', h('div', { id: 'scan-state', 'data-state': scan.scanState, 'aria-live': 'polite' }, ...renderScan(scan)));
    if (scan.scanState === 'completed' || scan.scanState === 'failed') return;
    wait = 10;
  }
}

// ---- submit ----------------------------------------------------------------------------------

function submitOptions(form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form);
  const options: Record<string, unknown> = {};
  // Only what the user chose is sent: a server without these options accepts the rest unchanged.
  for (const name of ['engine', 'visibility']) if (String(data.get(name) ?? '')) options[name] = String(data.get(name));
  const tags = String(data.get('tags') ?? '').split(',').map((tag) => tag.trim()).filter(Boolean);
  if (tags.length) options.tags = tags;
  if (data.get('reanalyze')) options.bReAnalyze = true;
  return options;
}

function submitPage(): void {
  const status = h('div', { role: 'status', 'aria-live': 'polite' });
  const optionFields = (prefix: string) => [
    h('div', { class: 'row' },
      h('div', {}, h('label', { for: `${prefix}-engine` }, 'Engine'), h('select', { id: `${prefix}-engine`, name: 'engine' }, h('option', { value: '' }, 'server default'), h('option', { value: 'browser' }, 'browser'), h('option', { value: 'http' }, 'http'))),
      h('div', {}, h('label', { for: `${prefix}-visibility` }, 'Visibility'), h('select', { id: `${prefix}-visibility`, name: 'visibility' }, h('option', { value: '' }, 'default (private)'), h('option', { value: 'private' }, 'private'), h('option', { value: 'public' }, 'public'))),
      h('div', {}, h('label', { for: `${prefix}-tags` }, 'Tags (comma separated)'), h('input', { id: `${prefix}-tags`, name: 'tags', type: 'text' }))),
    h('p', {}, h('input', { id: `${prefix}-reanalyze`, name: 'reanalyze', type: 'checkbox', value: '1' }), ' ', h('label', { for: `${prefix}-reanalyze`, class: 'inline' }, 'Scan again even if a recent result is cached')),
  ];
  const single = h(
    'form',
    {
      id: 'submit-one',
      onsubmit: async (event: Event) => {
        event.preventDefault();
        const form = event.target as HTMLFormElement;
        const url = String(new FormData(form).get('url') ?? '');
        mount(status, 'Submitting…');
        try {
          const scan = await json<Scan>('POST', '/UrlCheck', { url, ...submitOptions(form) });
          location.hash = `#/scan/${encodeURIComponent(scan.scanId)}`;
        } catch (error) {
          mount(status, errorBox(error));
        }
      },
    },
    h('label', { for: 'url' }, 'URL'),
    h('input', { id: 'url', name: 'url', type: 'url', required: true, placeholder: 'https://…' }),
    ...optionFields('one'),
    h('button', { type: 'submit' }, 'Scan'),
  );
  const progress = h('progress', { id: 'batch-progress', max: 1, value: 0, hidden: true, 'aria-label': 'Batch progress' });
  const outcomes = h('div', { id: 'batch-outcomes' });
  const list = h(
    'form',
    {
      id: 'submit-list',
      onsubmit: async (event: Event) => {
        event.preventDefault();
        const form = event.target as HTMLFormElement;
        const urls = String(new FormData(form).get('urls') ?? '').split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
        const options = submitOptions(form);
        const rows: Child[][] = urls.map((url) => [url, 'pending', '']);
        const render = () => mount(outcomes, table(['URL', 'Outcome', 'Scan'], rows));
        progress.hidden = false;
        progress.max = urls.length;
        progress.value = 0;
        render();
        let pending = urls.map((_, index) => index);
        // Batches of ≤ 100; items answered 429 go again after their retryAfter (at most 3 rounds).
        for (let round = 0; pending.length && round < 4; round++) {
          const retry: number[] = [];
          let wait = 0;
          for (let start = 0; start < pending.length; start += 100) {
            const chunk = pending.slice(start, start + 100);
            try {
              const reply = await json<BatchResult>('POST', '/UrlCheck/batch', { items: chunk.map((index) => ({ url: urls[index], ...options })) });
              reply.results.forEach((result, position) => {
                const index = chunk[position]!;
                if (result.status === 429 && round < 3) {
                  retry.push(index);
                  wait = Math.max(wait, result.retryAfter ?? 1);
                  rows[index] = [urls[index], `429: waiting ${result.retryAfter ?? 1}s`, ''];
                  return;
                }
                rows[index] = [urls[index], result.scan ? `${result.status} ${result.scan.scanState}` : `${result.status} ${result.problem?.detail ?? result.problem?.title ?? ''}`, result.scan ? scanLink({ scanId: result.scan.scanId, url: result.scan.scanId }) : ''];
                progress.value += 1;
              });
            } catch (error) {
              for (const index of chunk) rows[index] = [urls[index], describe(error), ''];
              progress.value += chunk.length;
            }
            render();
          }
          if (retry.length) await new Promise((resolve) => setTimeout(resolve, wait * 1000));
          pending = retry;
        }
        mount(status, `Done: ${urls.length} submitted.`);
      },
    },
    h('label', { for: 'urls' }, 'URLs, one per line'),
    h('textarea', { id: 'urls', name: 'urls', required: true }),
    ...optionFields('list'),
    h('button', { type: 'submit' }, 'Submit list'),
  );
  page('Submit', h('h2', {}, 'One URL'), single, h('h2', {}, 'A list'), list, progress, outcomes, status);
}

// ---- keys ------------------------------------------------------------------------------------

function keyStatus(key: ApiKey): string {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && Date.parse(key.expiresAt) <= Date.now()) return 'expired';
  return 'active';
}

async function keysPage(shown?: ApiKey): Promise<void> {
  const here = stillOnView();
  let keys: ApiKey[];
  try {
    keys = (await json<{ keys: ApiKey[] }>('GET', '/api/keys')).keys;
  } catch (error) {
    if (here()) page('API keys', errorBox(error));
    return;
  }
  if (!here()) return;
  const status = h('div', { role: 'status' });
  const form = h(
    'form',
    {
      id: 'create-key',
      onsubmit: async (event: Event) => {
        event.preventDefault();
        const data = new FormData(event.target as HTMLFormElement);
        const body: Record<string, unknown> = { name: String(data.get('name') ?? ''), scopes: data.getAll('scopes').map(String) };
        const expires = String(data.get('expires') ?? '');
        if (expires) body.expiresAt = new Date(`${expires}T23:59:59Z`).toISOString();
        try {
          await keysPage(await json<ApiKey>('POST', '/api/keys', body));
        } catch (error) {
          mount(status, errorBox(error));
        }
      },
    },
    h('label', { for: 'key-name' }, 'Name'),
    h('input', { id: 'key-name', name: 'name', type: 'text', required: true }),
    h('fieldset', {}, h('legend', {}, 'Scopes'), SCOPES.map((scope) => [h('input', { id: `scope-${scope}`, type: 'checkbox', name: 'scopes', value: scope, checked: scope.startsWith('scans') }), ' ', h('label', { for: `scope-${scope}` }, scope)])),
    h('label', { for: 'key-expires' }, 'Expires (optional)'),
    h('input', { id: 'key-expires', name: 'expires', type: 'date' }),
    h('button', { type: 'submit' }, 'Create key'),
  );
  const rows = keys.map((key) => [
    key.name,
    h('code', {}, `${key.prefix}…`),
    key.scopes.join(', '),
    h('span', { class: `chip ${keyStatus(key) === 'active' ? 'clean' : 'failed'}` }, keyStatus(key)),
    when(key.expiresAt),
    when(key.lastUsedAt),
    keyStatus(key) === 'active'
      ? h('button', {
          type: 'button',
          class: 'danger',
          'aria-label': `Revoke ${key.name}`,
          onclick: async () => {
            try {
              await json('DELETE', `/api/keys/${encodeURIComponent(key.id)}`);
              await keysPage();
            } catch (error) {
              mount(status, errorBox(error));
            }
          },
        }, 'Revoke')
      : '',
  ]);
  page(
    'API keys',
    shown?.key ? h('div', { class: 'notice', role: 'alert' }, h('p', {}, `New key “${shown.name}” — copy it now; it is not shown again:`), h('code', { class: 'secret', id: 'new-key' }, shown.key)) : null,
    table(['Name', 'Prefix', 'Scopes', 'Status', 'Expires', 'Last used', 'Action'], rows),
    h('h2', {}, 'Create a key'),
    form,
    status,
  );
}

// ---- webhooks --------------------------------------------------------------------------------

async function webhooksPage(shown?: Webhook): Promise<void> {
  const here = stillOnView();
  let hooks: Webhook[];
  try {
    hooks = (await json<{ webhooks: Webhook[] }>('GET', '/api/webhooks')).webhooks;
  } catch (error) {
    if (here()) page('Webhooks', errorBox(error));
    return;
  }
  if (!here()) return;
  const status = h('div', { role: 'status' });
  const act = (label: string, hook: Webhook, run: () => Promise<void>, kind = 'secondary') =>
    h('button', {
      type: 'button',
      class: kind,
      'aria-label': `${label} for ${hook.url}`,
      onclick: async () => {
        try {
          await run();
        } catch (error) {
          mount(status, errorBox(error));
        }
      },
    }, label);
  const rows = hooks.map((hook) => [
    hook.url,
    hook.events.join(', '),
    hook.status + (hook.disabledReason ? ` (${hook.disabledReason})` : ''),
    hook.description ?? '',
    [
      act('Send test', hook, async () => {
        const { eventId } = await json<{ eventId: string }>('POST', `/api/webhooks/${encodeURIComponent(hook.id)}/test`);
        mount(status, `Test event ${eventId} queued.`);
      }),
      act('Rotate secret', hook, async () => webhooksPage(await json<Webhook>('POST', `/api/webhooks/${encodeURIComponent(hook.id)}/rotate-secret`))),
      act('Deliveries', hook, async () => {
        const { deliveries } = await json<{ deliveries: Delivery[] }>('GET', `/api/webhooks/${encodeURIComponent(hook.id)}/deliveries`);
        mount(status, h('h2', {}, 'Delivery log'), h('p', { class: 'muted' }, hook.url), deliveries.length ? table(['When', 'Event', 'Attempt', 'Outcome', 'HTTP', 'Error', 'ms'], deliveries.map((entry) => [when(entry.at), entry.eventType, entry.attempt, entry.status, entry.responseStatus ?? '—', entry.error ?? '', entry.durationMs ?? '—'])) : h('p', {}, 'No deliveries yet.'));
      }),
      act('Delete', hook, async () => {
        await json('DELETE', `/api/webhooks/${encodeURIComponent(hook.id)}`);
        await webhooksPage();
      }, 'danger'),
    ],
  ]);
  const form = h(
    'form',
    {
      id: 'create-webhook',
      onsubmit: async (event: Event) => {
        event.preventDefault();
        const data = new FormData(event.target as HTMLFormElement);
        const body: Record<string, unknown> = { url: String(data.get('url') ?? ''), events: data.getAll('events').map(String) };
        const description = String(data.get('description') ?? '');
        if (description) body.description = description;
        try {
          await webhooksPage(await json<Webhook>('POST', '/api/webhooks', body));
        } catch (error) {
          mount(status, errorBox(error));
        }
      },
    },
    h('label', { for: 'hook-url' }, 'Endpoint URL'),
    h('input', { id: 'hook-url', name: 'url', type: 'url', required: true }),
    h('fieldset', {}, h('legend', {}, 'Events'), h('input', { id: 'event-completed', type: 'checkbox', name: 'events', value: 'scan.completed', checked: true }), ' ', h('label', { for: 'event-completed' }, 'scan.completed')),
    h('label', { for: 'hook-description' }, 'Description'),
    h('input', { id: 'hook-description', name: 'description', type: 'text' }),
    h('button', { type: 'submit' }, 'Add webhook'),
  );
  page(
    'Webhooks',
    shown?.secret ? h('div', { class: 'notice', role: 'alert' }, h('p', {}, `Signing secret for ${shown.url} — copy it now; it is not shown again:`), h('code', { class: 'secret', id: 'new-secret' }, shown.secret)) : null,
    hooks.length ? table(['URL', 'Events', 'Status', 'Description', 'Actions'], rows) : h('p', {}, 'No webhooks yet.'),
    status,
    h('h2', {}, 'Add a webhook'),
    form,
  );
}

// ---- routing ---------------------------------------------------------------------------------

async function route(): Promise<void> {
  const [path = '', query = ''] = location.hash.replace(/^#/, '').split('?');
  const params = new URLSearchParams(query);
  for (const link of nav.querySelectorAll('a')) {
    if (link.getAttribute('href') === `#${path.split('/').slice(0, 2).join('/')}`) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  if (path.startsWith('/scan/')) return scanPage(decodeURIComponent(path.slice('/scan/'.length)));
  switch (path) {
    case '/scans':
      return scansPage(params);
    case '/submit':
      return submitPage();
    case '/keys':
      return keysPage();
    case '/webhooks':
      return webhooksPage();
    default:
      return overviewPage();
  }
}

async function start(): Promise<void> {
  setSignedOutHandler(() => {
    setCsrf(null);
    signInPage('Your session has ended (expired, signed out, or the key was revoked). Sign in again.');
  });
  document.getElementById('sign-out')!.addEventListener('click', async () => {
    await request('DELETE', '/ui/session');
    setCsrf(null);
    signInPage('Signed out.');
  });
  window.addEventListener('hashchange', () => {
    if (!nav.hidden) void route();
  });
  const response = await request('GET', '/ui/session');
  if (!response.ok) return signInPage();
  setCsrf(((await response.json()) as { csrfToken: string }).csrfToken);
  nav.hidden = false;
  await route();
}

void start();
