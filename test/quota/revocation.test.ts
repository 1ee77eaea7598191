import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { start as startGateway } from '@lookout/gateway';
import { start as startQuota } from '@lookout/quota';
import { readConfig as gatewayConfig } from '../../services/gateway/src/config.js';
import { readConfig as quotaConfig } from '../../services/quota/src/config.js';
import { api, startInfrastructure, startStack, type Infrastructure, type Stack } from '../support/stack.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function admin(env: Record<string, string>, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args, '--json'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Two gateways and two quota instances on one NATS, key caches set to ten minutes: only the
 * key-revoked broadcast can make a revocation visible within the second the contract promises.
 */
describe('revocation is honoured by every gateway within one second', function () {
  this.timeout(90_000);
  let infra: Infrastructure;
  let stack: Stack;
  const extra: { stop(): Promise<void> }[] = [];
  let gatewayB: string;
  let env: Record<string, string>;

  before(async () => {
    infra = await startInfrastructure();
    env = { ...infra.env, KEY_CACHE_TTL_MS: '600000' };
    stack = await startStack(infra, env);
    extra.push(await startQuota(quotaConfig(env)));
    const gateway = await startGateway(gatewayConfig(env));
    extra.push(gateway);
    gatewayB = `http://127.0.0.1:${gateway.port}`;
  });

  after(async () => {
    for (const service of extra) await service.stop();
    await stack?.stop();
    await infra?.stop();
  });

  async function workspaceKey(): Promise<{ apiKey: string; keyId: string }> {
    const created = await admin(infra.env, ['workspace', 'create', '--name', 'revocation', '--tier', 'pro']);
    assert.equal(created.code, 0, created.stderr);
    return JSON.parse(created.stdout) as { apiKey: string; keyId: string };
  }

  /** Both gateways, many requests each (the quota queue group spreads them over both instances). */
  async function statuses(apiKey: string, count = 12): Promise<number[]> {
    const calls = [stack.baseUrl, gatewayB].flatMap((base) => Array.from({ length: count }, () => api(base, '/api/usage', { headers: { 'X-Api-Key': apiKey } })));
    return (await Promise.all(calls)).map((response) => response.status);
  }

  async function refusedEverywhereWithin(apiKey: string, ms: number): Promise<number> {
    const started = Date.now();
    for (;;) {
      const seen = await statuses(apiKey, 6);
      if (seen.every((status) => status === 401)) return Date.now() - started;
      if (Date.now() - started > ms) assert.fail(`still admitted after ${ms} ms: ${seen.join(',')}`);
    }
  }

  it('DELETE /api/keys/{id} on one gateway: 401 "revoked" on both within a second', async () => {
    const manager = await workspaceKey();
    const created = await api(stack.baseUrl, '/api/keys', { method: 'POST', headers: { 'X-Api-Key': manager.apiKey }, json: { name: 'victim', scopes: ['usage:read'] } });
    const victim = created.body as { id: string; key: string };
    // Warm every quota instance's cache with the valid key.
    assert.deepEqual([...new Set(await statuses(victim.key, 20))], [200]);
    const deleted = await api(gatewayB, `/api/keys/${victim.id}`, { method: 'DELETE', headers: { 'X-Api-Key': manager.apiKey } });
    assert.equal(deleted.status, 204);
    const took = await refusedEverywhereWithin(victim.key, 1_000);
    assert.ok(took < 1_000, `took ${took} ms`);
    const detail = await api(stack.baseUrl, '/api/usage', { headers: { 'X-Api-Key': victim.key } });
    assert.match(detail.body.detail, /revoked/);
    assert.deepEqual([...new Set(await statuses(victim.key, 20))], [401]);
  });

  it('`npm run admin -- key revoke` (from another process): 401 on both within a second', async () => {
    const { apiKey, keyId } = await workspaceKey();
    assert.deepEqual([...new Set(await statuses(apiKey, 20))], [200]);
    const revoked = await admin(infra.env, ['key', 'revoke', '--key-id', keyId]);
    assert.equal(revoked.code, 0, revoked.stderr);
    // Measured from the CLI's exit: it has committed and broadcast by then.
    const took = await refusedEverywhereWithin(apiKey, 1_000);
    assert.ok(took < 1_000, `took ${took} ms`);
  });
});
