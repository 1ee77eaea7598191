import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@lookout/testing';
import { api, startInfrastructure, type Infrastructure } from '../support/stack.js';
import { readCompletedEvents } from '../support/events.js';
import { startTargetSite, type TargetSite } from '../support/target.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVICES = ['quota', 'orchestrator', 'scanner-worker', 'webhook-dispatcher', 'gateway'] as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

describe('npm start supervises its services (scripts/start.mjs)', function () {
  this.timeout(180_000);
  const profile = `supervise-test-${process.pid}`;
  const runDir = join(ROOT, '.data', profile, 'run');
  let infra: Infrastructure;
  let target: TargetSite;
  let launcher: ChildProcess | undefined;
  let output = '';
  let baseUrl: string;

  const launch = (env: Record<string, string>) => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env: { ...process.env, ...infra.env, LOOKOUT_PROFILE: profile, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return child;
  };
  const pidOf = (service: string) => Number(readFileSync(join(runDir, `${service}.pid`), 'utf8').trim());

  before(async () => {
    infra = await startInfrastructure();
    target = await startTargetSite();
  });

  after(async () => {
    if (launcher && launcher.exitCode === null) {
      const exited = once(launcher, 'exit');
      launcher.kill('SIGTERM');
      await exited;
    }
    await target?.close();
    await infra?.stop();
    rmSync(join(ROOT, '.data', profile), { recursive: true, force: true });
  });

  it('a stack that cannot start exits non-zero with the reason (the API port is in use)', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    try {
      output = '';
      const child = launch({ PORT: String(taken) });
      const [code] = (await once(child, 'exit')) as [number];
      assert.equal(code, 1);
      assert.match(output, new RegExp(`port ${taken} .*in use`));
    } finally {
      blocker.close();
    }
  });

  it('kill -9 of each service in turn: it comes back, and no scan or event is lost', async () => {
    const port = await freePort();
    const quotaHealth = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    output = '';
    launcher = launch({
      PORT: String(port),
      LOOKOUT_QUOTA_HEALTH_PORT: String(quotaHealth),
      EGRESS_ALLOW_CIDRS: '127.0.0.0/8',
      // A job held by a killed worker comes back this soon.
      SCAN_JOB_ACK_WAIT_MS: '3000',
      LOG_LEVEL: 'warn',
    });
    const bannerBy = Date.now() + 150_000;
    while (!output.includes('Lookout is running at')) {
      assert.equal(launcher.exitCode, null, `npm start exited ${launcher.exitCode}:\n${output}`);
      assert.ok(Date.now() < bannerBy, `no banner within 150 s:\n${output}`);
      await sleep(200);
    }
    assert.match(output, new RegExp(`quota ${quotaHealth}`), 'the chosen health ports are printed');
    assert.match(output, /Admin CLI .* database: postgresql:\/\//);

    const scans: string[] = [];
    const submit = async (label: string) => {
      const scanId = await until(`a submission (${label})`, 30_000, async () => {
        const response = await api(baseUrl, '/UrlCheck', { method: 'POST', json: { url: `${target.url}/${label}-${scans.length}` } });
        return response.status === 202 ? (response.body.scanId as string) : undefined;
      });
      scans.push(scanId);
    };

    for (const service of SERVICES) {
      const before = pidOf(service);
      await submit(`before-${service}`);
      process.kill(before, 'SIGKILL');
      await submit(`during-${service}`);
      const after = await until(`${service} to be restarted`, 30_000, async () => {
        const pid = pidOf(service);
        return pid !== before ? pid : undefined;
      });
      assert.notEqual(after, before);
      await until(`/readyz after ${service} came back`, 30_000, async () => ((await api(baseUrl, '/readyz')).status === 200 ? true : undefined));
      await submit(`after-${service}`);
      assert.match(output, new RegExp(`${service} exited \\(SIGKILL\\)`), 'the restart is logged');
    }

    for (const scanId of scans) {
      const final = await until(`scan ${scanId} to finish`, 60_000, async () => {
        const response = await api(baseUrl, `/UrlCheck/${scanId}?wait=10`);
        return response.body?.scanState === 'completed' || response.body?.scanState === 'failed' ? response.body : undefined;
      });
      assert.equal(final.scanState, 'completed', JSON.stringify(final.reason));
    }
    const events = await until('every scan.completed event', 30_000, async () => {
      const seen = new Set((await readCompletedEvents(infra.env.NATS_URL!)).map((event) => event.subject));
      return scans.every((id) => seen.has(id)) ? seen : undefined;
    });
    assert.equal(scans.filter((id) => events.has(id)).length, scans.length);

    const running = SERVICES.map(pidOf);
    const exited = once(launcher, 'exit');
    launcher.kill('SIGTERM');
    const [code] = (await exited) as [number];
    assert.equal(code, 0);
    for (const pid of running) assert.throws(() => process.kill(pid, 0), `service pid ${pid} was stopped with the launcher`);
  });
});
