import assert from 'node:assert/strict';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { freePort } from '@lookout/testing';

/**
 * The container path end to end, as a self-hoster runs it: `docker compose build`, `up` (NATS with
 * JetStream, Redis, Postgres, migrate, five services, three scanner workers), a scan through the
 * published port of a page served inside the compose network (default engine: the browser, so Chromium
 * renders it in a scanner container and the screenshot is served back through the gateway), then
 * `down -v` leaving nothing behind.
 *
 * Gated twice, because it builds the image (Chromium included) and starts twelve containers — minutes,
 * not seconds: LOOKOUT_COMPOSE_E2E=1 must be set AND a Docker engine must answer (`docker info`, which
 * honours DOCKER_HOST). Otherwise the suite is skipped with the reason printed. On an engine that cannot
 * pull, export what scripts/docker-prepare.mjs prints first (LOOKOUT_BASE_IMAGE, LOOKOUT_*_IMAGE).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const project = `lookout-e2e-${randomBytes(3).toString('hex')}`;
const image = `lookout:e2e-${project.slice('lookout-e2e-'.length)}`;
const subnet = process.env.LOOKOUT_E2E_SUBNET || '172.29.77.0/24';

function sh(command: string, args: string[], env?: NodeJS.ProcessEnv, timeoutMs = 120_000): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd: root, env: env ?? process.env, encoding: 'utf8', timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 });
}

function skipReason(): string | null {
  if (process.env.LOOKOUT_COMPOSE_E2E !== '1') return 'LOOKOUT_COMPOSE_E2E is not 1 (the compose e2e builds the image and starts 12 containers)';
  const info = sh('docker', ['info', '--format', '{{.ServerVersion}}'], undefined, 15_000);
  if (info.status !== 0) return `no Docker engine answers (${(info.stderr || String(info.error ?? '')).trim().split('\n').pop()})`;
  return null;
}

/** `docker compose` (v2) or the standalone `docker-compose` (1.x). */
function composeCommand(): string[] {
  return sh('docker', ['compose', 'version'], undefined, 15_000).status === 0 ? ['docker', 'compose'] : ['docker-compose'];
}

/** The parts of GET /UrlCheck/{scanId} this test reads. */
interface ScanView {
  scanState?: string;
  result?: {
    http?: { status?: number };
    capture?: { engine?: string; screenshot?: { sha256: string; width?: number; height?: number } };
  };
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe('docker compose: build, up, scan, down (LOOKOUT_COMPOSE_E2E=1 and a Docker engine)', function () {
  this.timeout(30 * 60_000);
  const reason = skipReason();
  let compose: string[] = [];
  let env: NodeJS.ProcessEnv = {};
  let port = 0;
  let up = false;

  const run = (args: string[], timeoutMs = 15 * 60_000): SpawnSyncReturns<string> => {
    const [command, ...prefix] = compose;
    return sh(command!, [...prefix, '-p', project, '-f', 'docker-compose.yml', '-f', 'test/deploy/compose.e2e.yml', ...args], env, timeoutMs);
  };
  const must = (args: string[], timeoutMs?: number): string => {
    const result = run(args, timeoutMs);
    assert.equal(result.status, 0, `compose ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
    return result.stdout;
  };

  before(async function () {
    if (reason) {
      process.stderr.write(`    skipped: ${reason}\n`);
      this.skip();
    }
    compose = composeCommand();
    port = await freePort();
    env = {
      ...process.env,
      LOOKOUT_IMAGE: image,
      PORT: String(port),
      LOOKOUT_NATS_PORT: String(await freePort()),
      LOOKOUT_NATS_MONITOR_PORT: String(await freePort()),
      LOOKOUT_REDIS_PORT: String(await freePort()),
      LOOKOUT_POSTGRES_PORT: String(await freePort()),
      LOOKOUT_E2E_SUBNET: subnet,
      EGRESS_ALLOW_CIDRS: subnet,
      WORKER_CONCURRENCY: '2',
    };
  });

  after(function () {
    if (reason || compose.length === 0) return;
    run(['down', '-v', '--remove-orphans', '--timeout', '20'], 5 * 60_000);
    sh('docker', ['image', 'rm', '-f', image], env);
  });

  it('builds the image: non-root, Chromium installed', function () {
    must(['build', 'migrate'], 25 * 60_000);
    const user = sh('docker', ['run', '--rm', '--entrypoint', 'id', image, '-u'], env);
    assert.equal(user.stdout.trim(), '1000', user.stderr);
    const chromium = sh('docker', ['run', '--rm', '--entrypoint', '/usr/bin/chromium', image, '--version'], env);
    assert.match(chromium.stdout, /Chromium \d+/, chromium.stderr);
  });

  it('comes up whole: migrate exits 0, five services and three scanner workers healthy', async function () {
    must(['up', '-d', '--no-build']);
    up = true;
    const deadline = Date.now() + 5 * 60_000;
    for (;;) {
      const ids = sh('docker', ['ps', '-aq', '--filter', `label=com.docker.compose.project=${project}`], env).stdout.split('\n').filter(Boolean);
      const states = ids.length
        ? sh('docker', ['inspect', '--format', '{{index .Config.Labels "com.docker.compose.service"}} {{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{end}} {{.State.ExitCode}}', ...ids], env).stdout.trim().split('\n')
        : [];
      const by = (service: string) => states.filter((line) => line.startsWith(`${service} `));
      const healthy = (service: string) => by(service).filter((line) => line.includes(' running healthy ')).length;
      const migrate = by('migrate')[0] ?? '';
      if (migrate.includes(' exited ') && !migrate.endsWith(' 0')) assert.fail(`migrate failed: ${run(['logs', 'migrate']).stdout}`);
      const done =
        migrate.includes(' exited ') &&
        ['gateway', 'quota', 'orchestrator', 'webhook-dispatcher'].every((s) => healthy(s) === 1) &&
        healthy('scanner-worker') === 3 &&
        ['nats', 'redis', 'postgres'].every((s) => healthy(s) === 1);
      if (done) break;
      if (Date.now() > deadline) assert.fail(`the stack did not become healthy:\n${states.join('\n')}\n${run(['logs', '--tail', '30']).stdout}`);
      await sleep(2_000);
    }
  });

  it('completes a scan submitted to the published port', async function () {
    assert.ok(up, 'the stack is not up');
    const base = `http://127.0.0.1:${port}`;
    const submitted = await fetch(`${base}/UrlCheck`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'http://target:8000/' }),
    });
    const body = (await submitted.json()) as { scanId: string };
    assert.equal(submitted.status, 202, JSON.stringify(body));
    let scan: ScanView = {};
    const deadline = Date.now() + 3 * 60_000;
    while (scan.scanState !== 'completed' && scan.scanState !== 'failed' && Date.now() < deadline) {
      const polled = await fetch(`${base}/UrlCheck/${body.scanId}?wait=10`);
      scan = (await polled.json()) as ScanView;
    }
    process.stderr.write(`    scan ${body.scanId}: ${JSON.stringify(scan).slice(0, 400)}…\n`);
    assert.equal(scan.scanState, 'completed', JSON.stringify(scan));
    assert.equal(scan.result?.http?.status, 200);
    // The default engine is the browser: Chromium in the scanner's container rendered the page.
    assert.equal(scan.result?.capture?.engine, 'browser', JSON.stringify(scan.result?.capture));
    const screenshot = scan.result?.capture?.screenshot;
    assert.ok(screenshot?.sha256, 'the browser scan has no screenshot');
    assert.ok((screenshot.width ?? 0) > 0 && (screenshot.height ?? 0) > 0, JSON.stringify(screenshot));
    // The artifact went through the shared volume: written by a scanner worker, served by the gateway.
    const image = await fetch(`${base}/UrlCheck/${body.scanId}/screenshot`);
    const bytes = Buffer.from(await image.arrayBuffer());
    assert.equal(image.status, 200, bytes.toString('utf8').slice(0, 300));
    assert.equal(createHash('sha256').update(bytes).digest('hex'), screenshot.sha256);
    const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const webp = bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
    assert.ok(png || webp, `the screenshot is neither PNG nor WebP (${image.headers.get('content-type')})`);
    process.stderr.write(`    screenshot: ${bytes.length} bytes, ${image.headers.get('content-type')}, ${screenshot.width}x${screenshot.height}\n`);
  });

  it('goes down leaving no container, network or volume behind', function () {
    must(['down', '-v', '--remove-orphans', '--timeout', '20'], 5 * 60_000);
    up = false;
    const left = sh('docker', ['ps', '-aq', '--filter', `label=com.docker.compose.project=${project}`], env).stdout.trim();
    assert.equal(left, '');
    const volumes = sh('docker', ['volume', 'ls', '-q', '--filter', `label=com.docker.compose.project=${project}`], env).stdout.trim();
    assert.equal(volumes, '');
    const networks = sh('docker', ['network', 'ls', '-q', '--filter', `label=com.docker.compose.project=${project}`], env).stdout.trim();
    assert.equal(networks, '');
  });
});
