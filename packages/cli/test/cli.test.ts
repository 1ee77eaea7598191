import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Webhook } from 'standardwebhooks';
import { api, startInfrastructure, startStack, type Infrastructure, type Stack } from '../../../test/support/stack.js';
import { startTargetSite, type TargetSite } from '../../../test/support/target.js';
import { newWorkspaceKey } from '../../../test/support/workspace.js';

const BIN = fileURLToPath(new URL('../bin/lookout.mjs', import.meta.url));

/** Runs the real, built CLI as a child process, as a user would. */
function lookout(args: string[], env: Record<string, string | undefined>, stdin?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { PATH: process.env.PATH, HOME: env.HOME ?? tmpdir(), ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}

describe('lookout CLI against a real stack', function () {
  this.timeout(90_000);
  let infra: Infrastructure;
  let stack: Stack;
  let target: TargetSite;
  let env: Record<string, string>;
  let dir: string;

  before(async () => {
    infra = await startInfrastructure();
    target = await startTargetSite();
    stack = await startStack(infra, { EGRESS_ALLOW_CIDRS: '127.0.0.0/8' });
    const { key } = await newWorkspaceKey(infra, 'cli');
    dir = mkdtempSync(join(tmpdir(), 'lookout-cli-'));
    env = { LOOKOUT_URL: stack.baseUrl, LOOKOUT_API_KEY: key, HOME: dir };
  });

  after(async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    await stack?.stop();
    await target?.close();
    await infra?.stop();
  });

  it('answers --help for itself and every command with exit 0, and an unknown command or bad option with exit 1', async () => {
    for (const args of [['--help'], ['scan', '--help'], ['batch', '--help'], ['get', '--help'], ['search', '--help'], ['usage', '--help'], ['webhook', 'verify', '--help']]) {
      const run = await lookout(args, {});
      assert.equal(run.code, 0, args.join(' '));
      assert.match(run.stdout, /^Usage: lookout/);
    }
    assert.equal((await lookout(['frobnicate'], env)).code, 1);
    assert.equal((await lookout(['scan', '--bogus', 'x'], env)).code, 1);
    assert.equal((await lookout(['scan', '--engine', 'lynx', 'http://a.test/'], env)).code, 1);
    const unconfigured = await lookout(['usage'], { HOME: dir });
    assert.equal(unconfigured.code, 1);
    assert.match(unconfigured.stderr, /LOOKOUT_URL/);
  });

  it('scan --wait --json: submits, waits, prints the completed scan; an unreachable target exits 3', async () => {
    const run = await lookout(['scan', `${target.url}/page`, '--wait', '--json'], env);
    assert.equal(run.code, 0, run.stderr);
    const [scan] = JSON.parse(run.stdout) as { scanState: string; result: { verdict: string; finalUrl: string } }[];
    assert.equal(scan!.scanState, 'completed');
    assert.equal(scan!.result.finalUrl, `${target.url}/page`);

    const failed = await lookout(['scan', 'http://127.0.0.1:1/', '--wait'], env);
    assert.equal(failed.code, 3, failed.stderr);
    assert.match(failed.stdout, /failed\tconnection_refused/);
  });

  it('scan --tag --engine --visibility: the options reach the scan; search finds it by tag and prints its verdict', async () => {
    const run = await lookout(['scan', `${target.url}/tagged`, '--tag', 'cli-a', '--tag', 'cli-b', '--engine', 'http', '--visibility', 'public', '--wait', '--json'], env);
    assert.equal(run.code, 0, run.stderr);
    const [scan] = JSON.parse(run.stdout) as { scanId: string; scanState: string; tags: string[]; visibility: string; options: { engine: string }; result: { verdict: string; capture: { engine: string; screenshot?: unknown } } }[];
    assert.equal(scan!.scanState, 'completed');
    assert.deepEqual(scan!.tags, ['cli-a', 'cli-b']);
    assert.equal(scan!.visibility, 'public');
    assert.equal(scan!.options.engine, 'http');
    assert.equal(scan!.result.capture.engine, 'http');
    assert.equal(scan!.result.capture.screenshot, undefined, 'the http engine takes no screenshot');
    // Public: another workspace reads it by id; a default (private) scan it cannot.
    const other = await newWorkspaceKey(infra, 'cli-other');
    assert.equal((await api(stack.baseUrl, `/UrlCheck/${scan!.scanId}`, { headers: { 'X-Api-Key': other.key } })).status, 200);
    const [privateScan] = JSON.parse((await lookout(['scan', `${target.url}/private`, '--json'], env)).stdout) as { scanId: string; visibility: string }[];
    assert.equal(privateScan!.visibility, 'private');
    assert.equal((await api(stack.baseUrl, `/UrlCheck/${privateScan!.scanId}`, { headers: { 'X-Api-Key': other.key } })).status, 404);

    const found = await lookout(['search', 'tag:cli-a'], env);
    assert.equal(found.code, 0, found.stderr);
    assert.equal(found.stdout, `${scan!.scanId}\tcompleted\t${scan!.result.verdict} (score ${(scan!.result as unknown as { score: number }).score})\ttags cli-a,cli-b\t${target.url}/tagged\n`);
    const json = JSON.parse((await lookout(['search', 'tag:cli-b', 'state:completed', '--json'], env)).stdout) as { items: { scanId: string; verdict: string }[]; nextCursor: string | null };
    assert.deepEqual(json.items.map((item) => [item.scanId, item.verdict]), [[scan!.scanId, scan!.result.verdict]]);
    assert.equal(json.nextCursor, null);
    assert.equal((await lookout(['search', 'tag:cli-nothing'], env)).stdout, '');
    const bad = await lookout(['search', 'colour:red'], env);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /colour:red/);
    assert.equal((await lookout(['scan', '--visibility', 'secret', `${target.url}/x`], env)).code, 1);
  });

  it('batch honours per-item 429 and Retry-After from the real rate limit: the refused items are sent again and accepted', async function () {
    this.timeout(180_000);
    // A workspace allowed 2 submissions a minute: the third item of the batch is answered 429 with its retryAfter.
    const limited = await newWorkspaceKey(infra, 'cli-limited', 2);
    const file = join(dir, 'limited.txt');
    writeFileSync(file, [1, 2, 3].map((i) => `${target.url}/limited-${i}`).join('\n'));
    const run = await lookout(['batch', file, '--engine', 'http', '--json'], { ...env, LOOKOUT_API_KEY: limited.key });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stderr, /rate limited: 1 item\(s\) answered 429, sending them again in \d+ s \(Retry-After\)/);
    const outcomes = run.stdout.trim().split('\n').map((entry) => JSON.parse(entry) as { line: number; status: number });
    assert.deepEqual(outcomes.map((outcome) => outcome.status).sort(), [202, 202, 202]);
    assert.match(run.stderr, /3 of 3 accepted/);
  });

  it('scan of an invalid URL is an API error: exit 2 with the problem on stderr', async () => {
    const run = await lookout(['scan', 'ftp://nope'], env);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /400/);
  });

  it('get prints a scan, usage prints the workspace numbers, and an unknown id exits 2', async () => {
    const submitted = JSON.parse((await lookout(['scan', `${target.url}/about`, '--wait', '--json'], env)).stdout) as { scanId: string }[];
    const id = submitted[0]!.scanId;
    const got = await lookout(['get', id, '--json'], env);
    assert.equal(got.code, 0, got.stderr);
    assert.equal((JSON.parse(got.stdout) as { scanId: string }).scanId, id);
    const usage = await lookout(['usage', '--json'], env);
    assert.equal(usage.code, 0, usage.stderr);
    assert.ok((JSON.parse(usage.stdout) as { scansThisMonth: number }).scansThisMonth >= 2);
    assert.match((await lookout(['usage'], env)).stdout, /^tier\tfree/);
    assert.equal((await lookout(['get', 'scan_doesnotexistdoesnotexist'], env)).code, 2);
  });

  it('reads LOOKOUT_URL and the key from the config file when the environment has none', async () => {
    mkdirSync(join(dir, '.config', 'lookout'), { recursive: true });
    writeFileSync(join(dir, '.config', 'lookout', 'config.json'), JSON.stringify({ url: env.LOOKOUT_URL, apiKey: env.LOOKOUT_API_KEY }));
    const run = await lookout(['usage', '--json'], { HOME: dir });
    assert.equal(run.code, 0, run.stderr);
    rmSync(join(dir, '.config'), { recursive: true });
  });

  it('batch FILE: submits every line, keeps a state file, and a second run resumes without resubmitting', async () => {
    const file = join(dir, 'urls.txt');
    const lines = ['# a comment', ...Array.from({ length: 5 }, (_, i) => `${target.url}/batch-${i}`), '', 'not a url'];
    writeFileSync(file, lines.join('\n'));
    const first = await lookout(['batch', file, '--json'], env);
    assert.equal(first.code, 2, 'one item was refused: exit 2');
    const outcomes = first.stdout.trim().split('\n').map((entry) => JSON.parse(entry) as { line: number; status: number });
    assert.equal(outcomes.length, 6);
    assert.equal(outcomes.filter((outcome) => outcome.status === 202 || outcome.status === 200).length, 5);
    assert.deepEqual(outcomes.find((outcome) => outcome.status === 400)?.line, 8);
    assert.ok(existsSync(`${file}.lookout-state.json`));

    const before = (JSON.parse((await lookout(['usage', '--json'], env)).stdout) as { scansThisMonth: number }).scansThisMonth;
    const second = await lookout(['batch', file, '--json'], env);
    assert.match(second.stderr, /resuming: 6 of 6 already submitted/);
    assert.equal(second.stdout, '');
    const after = (JSON.parse((await lookout(['usage', '--json'], env)).stdout) as { scansThisMonth: number }).scansThisMonth;
    assert.equal(after, before, 'nothing was submitted again');
    const state = JSON.parse(readFileSync(`${file}.lookout-state.json`, 'utf8')) as { done: Record<string, unknown> };
    assert.equal(Object.keys(state.done).length, 6);
  });

  it('webhook verify: a correctly signed payload exits 0, a tampered one exits 4', async () => {
    const secret = `whsec_${Buffer.from('s'.repeat(32)).toString('base64')}`;
    const payload = JSON.stringify({ type: 'webhook.test', timestamp: new Date().toISOString(), data: { webhookId: 'wh_1', message: 'hello' } });
    const now = new Date();
    const signature = new Webhook(secret).sign('msg_1', now, payload);
    const headers = ['--header', 'webhook-id: msg_1', '--header', `webhook-timestamp: ${Math.floor(now.getTime() / 1000)}`, '--header', `webhook-signature: ${signature}`];
    const good = await lookout(['webhook', 'verify', '--secret', secret, ...headers], {}, payload);
    assert.equal(good.code, 0, good.stderr);
    assert.match(good.stdout, /verified: webhook.test/);
    const bad = await lookout(['webhook', 'verify', '--secret', secret, ...headers], {}, payload.replace('hello', 'hellO'));
    assert.equal(bad.code, 4);
    assert.equal((await lookout(['webhook', 'verify', ...headers], {}, payload)).code, 1, 'no secret is a usage error');
  });
});
