import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort } from '@lookout/testing';
import { api, startInfrastructure, startStack, type Infrastructure, type Stack } from '../support/stack.js';
import { startTargetSite, type TargetSite } from '../support/target.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVICES = ['gateway', 'quota', 'orchestrator', 'scanner-worker', 'webhook-dispatcher'] as const;

async function startService(name: string, env: Record<string, string>): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const [apiPort, port] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', `services/${name}/src/main.ts`], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(apiPort), HEALTH_PORT: String(port), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 20_000;
  for (;;) {
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${name} did not come up:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, port, output: () => output };
}

async function exitCodeAfterSigterm(child: ChildProcess): Promise<number | null> {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = (await Promise.race([exited, new Promise((_, reject) => setTimeout(() => reject(new Error('no exit within 20 s')), 20_000))])) as [number | null];
  return code;
}

describe('shutdown: every service exits 0 on SIGTERM, handing back or finishing its work', function () {
  this.timeout(120_000);
  let infra: Infrastructure;

  before(async () => {
    infra = await startInfrastructure();
  });

  after(async () => {
    await infra?.stop();
  });

  for (const name of SERVICES) {
    it(`${name}: SIGTERM → clean stop, exit code 0`, async () => {
      const service = await startService(name, infra.env);
      const code = await exitCodeAfterSigterm(service.child);
      assert.equal(code, 0, service.output());
      assert.match(service.output(), /"msg":"stopped"/);
    });
  }

  describe('a scanner worker stopped in the middle of a scan', () => {
    let stack: Stack;
    let target: TargetSite;

    before(async () => {
      target = await startTargetSite();
      stack = await startStack(infra, { EGRESS_ALLOW_CIDRS: '127.0.0.0/8' });
      await stack.stopService('scanner-worker');
    });

    after(async () => {
      await stack?.stop();
      await target?.close();
    });

    it('finishes the scan it holds before exiting 0', async () => {
      target.hold('/draining');
      const worker = await startService('scanner-worker', { ...infra.env, EGRESS_ALLOW_CIDRS: '127.0.0.0/8', SHUTDOWN_GRACE_SECONDS: '15' });
      const submitted = await api(stack.baseUrl, '/UrlCheck', { method: 'POST', json: { url: `${target.url}/draining` } });
      for (let i = 0; i < 100 && (target.hits.get('/draining') ?? 0) === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(target.hits.get('/draining'), 1);
      const exit = exitCodeAfterSigterm(worker.child);
      await new Promise((resolve) => setTimeout(resolve, 500));
      target.release('/draining');
      assert.equal(await exit, 0, worker.output());
      const polled = await api(stack.baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=10`);
      assert.equal(polled.body.scanState, 'completed', 'the outcome was published before the worker left');
    });
  });
});
