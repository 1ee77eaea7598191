import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateAllServices } from '@lookout/database';
import { createDatabase, startNats, type DatabaseHandle, type NatsHandle } from '@lookout/testing';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { Operations } from '@lookout/contracts';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

describe('admin CLI: npm run admin -- <command> --json', function () {
  this.timeout(120_000);
  let database: DatabaseHandle;
  let nats: NatsHandle;
  let env: Record<string, string>;
  let dir: string;
  let sql: pg.Client;

  const admin = (args: string[], extraEnv: Record<string, string> = {}): Promise<Run> =>
    new Promise((resolve, reject) => {
      const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: ROOT, env: { ...process.env, ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  /** Exactly one JSON object on stdout, on one line. */
  const json = (run: Run): Record<string, unknown> => {
    assert.equal(run.code, 0, run.stderr);
    const lines = run.stdout.trim().split('\n');
    assert.equal(lines.length, 1, `one line on stdout, got: ${run.stdout}`);
    const parsed = JSON.parse(lines[0]!) as unknown;
    assert.ok(parsed && typeof parsed === 'object' && !Array.isArray(parsed));
    return parsed as Record<string, unknown>;
  };

  before(async () => {
    [database, nats] = await Promise.all([createDatabase(), startNats()]);
    await migrateAllServices({ databaseUrl: database.url, servicesDir: join(ROOT, 'services') });
    env = { DATABASE_URL: database.url, NATS_URL: nats.url };
    dir = mkdtempSync(join(tmpdir(), 'lookout-admin-'));
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  });

  after(async () => {
    await sql?.end();
    rmSync(dir, { recursive: true, force: true });
    await Promise.all([database?.drop(), nats?.stop()]);
  });

  it('workspace create → { workspaceId, apiKey, keyId }, a key holding every scope, stored as a hash', async () => {
    const out = json(await admin(['workspace', 'create', '--name', 'Acme', '--tier', 'pro', '--json']));
    assert.deepEqual(Object.keys(out).sort(), ['apiKey', 'keyId', 'workspaceId']);
    assert.match(String(out.workspaceId), /^ws_[a-z0-9]{20,}$/);
    assert.match(String(out.keyId), /^key_[a-z0-9]{20,}$/);
    assert.match(String(out.apiKey), /^lk_[0-9a-z]{8}_[A-Za-z0-9_-]{27}$/);
    const { rows } = await sql.query('SELECT w.name, w.tier, k.scopes, k.key_hash, k.prefix FROM quota.workspaces w JOIN quota.api_keys k ON k.workspace_id = w.id WHERE k.id = $1', [out.keyId]);
    assert.equal(rows[0].name, 'Acme');
    assert.equal(rows[0].tier, 'pro');
    assert.equal(rows[0].scopes, 'scans:write scans:read scans:delete usage:read webhooks:manage keys:manage');
    assert.notEqual(rows[0].key_hash, out.apiKey);
    assert.ok(String(out.apiKey).startsWith(`${rows[0].prefix}_`));
  });

  it('workspace create with overrides, then set-plan → the workspace with its effective numbers', async () => {
    const created = json(await admin(['workspace', 'create', '--name', 'Tuned', '--tier', 'free', '--rate-limit', '5', '--monthly-quota', '50', '--json']));
    const plan = json(await admin(['workspace', 'set-plan', '--workspace', String(created.workspaceId), '--tier', 'enterprise', '--monthly-quota', '12345', '--json']));
    assert.equal(plan.workspaceId, created.workspaceId);
    assert.equal(plan.name, 'Tuned');
    assert.equal(plan.tier, 'enterprise');
    assert.equal(plan.rateLimitPerMinute, 6000, 'no --rate-limit: back to the tier number');
    assert.equal(plan.monthlyScanQuota, 12345);
    assert.deepEqual(plan.overrides, { rateLimitPerMinute: null, monthlyScanQuota: 12345 });
  });

  it('key create → { keyId, apiKey } with the scopes, name and expiry given', async () => {
    const { workspaceId } = json(await admin(['workspace', 'create', '--name', 'Keys', '--tier', 'free', '--json']));
    const out = json(await admin(['key', 'create', '--workspace', String(workspaceId), '--scopes', 'scans:read,usage:read', '--expires-at', '2031-02-03T04:05:06Z', '--name', 'reader', '--json']));
    assert.deepEqual(Object.keys(out).sort(), ['apiKey', 'keyId']);
    const { rows } = await sql.query('SELECT name, scopes, expires_at, workspace_id FROM quota.api_keys WHERE id = $1', [out.keyId]);
    assert.equal(rows[0].scopes, 'scans:read usage:read');
    assert.equal(rows[0].name, 'reader');
    assert.equal(rows[0].workspace_id, workspaceId);
    assert.equal((rows[0].expires_at as Date).toISOString(), '2031-02-03T04:05:06.000Z');
  });

  it('key revoke → { keyId, revokedAt }, recorded, and broadcast on NATS for the running instances', async () => {
    const { keyId } = json(await admin(['workspace', 'create', '--name', 'Revoke', '--tier', 'free', '--json']));
    const nc: NatsConnection = await connect({ servers: nats.url });
    const heard: unknown[] = [];
    const subscription = nc.subscribe(Operations.keyRevoked.subject, { callback: (_error, msg) => heard.push(JSONCodec().decode(msg.data)) });
    await nc.flush();
    try {
      const out = json(await admin(['key', 'revoke', '--key-id', String(keyId), '--json']));
      assert.equal(out.keyId, keyId);
      assert.ok(!Number.isNaN(Date.parse(String(out.revokedAt))));
      const { rows } = await sql.query('SELECT revoked_at FROM quota.api_keys WHERE id = $1', [keyId]);
      assert.equal((rows[0].revoked_at as Date).toISOString(), out.revokedAt);
      await nc.flush();
      assert.deepEqual(heard, [{ type: 'quota.key-revoked', version: 1, keyId, revokedAt: out.revokedAt }]);
    } finally {
      subscription.unsubscribe();
      await nc.close();
    }
  });

  it('still revokes when NATS is unreachable, warning on stderr', async () => {
    const { keyId } = json(await admin(['workspace', 'create', '--name', 'Offline', '--tier', 'free', '--json']));
    const run = await admin(['key', 'revoke', '--key-id', String(keyId), '--json'], { NATS_URL: 'nats://127.0.0.1:1' });
    assert.equal(json(run).keyId, keyId);
    assert.match(run.stderr, /not reachable/);
  });

  it('honours PLANS_FILE tiers', async () => {
    const plansFile = join(dir, 'plans.json');
    writeFileSync(plansFile, JSON.stringify({ team: { rateLimitPerMinute: 120, monthlyScanQuota: 5000 } }));
    const { workspaceId } = json(await admin(['workspace', 'create', '--name', 'Team', '--tier', 'team', '--json'], { PLANS_FILE: plansFile }));
    const plan = json(await admin(['workspace', 'set-plan', '--workspace', String(workspaceId), '--tier', 'team', '--json'], { PLANS_FILE: plansFile }));
    assert.deepEqual([plan.rateLimitPerMinute, plan.monthlyScanQuota], [120, 5000]);
  });

  describe('errors', () => {
    const cases = [
      ['an unknown command', ['frobnicate', '--json'], 2, /unknown command/],
      ['a missing flag', ['workspace', 'create', '--name', 'x', '--json'], 2, /--tier is required/],
      ['an unknown tier', ['workspace', 'create', '--name', 'x', '--tier', 'platinum', '--json'], 2, /tier must be one of/],
      ['a non-numeric limit', ['workspace', 'create', '--name', 'x', '--tier', 'free', '--rate-limit', 'lots', '--json'], 2, /--rate-limit must be a whole number/],
      ['an unknown scope', ['key', 'create', '--workspace', 'ws_06h01nvtkbgfqf2m35sv0fb64gyv2', '--scopes', 'everything', '--json'], 2, /unknown scopes everything/],
      ['a bad expiry', ['key', 'create', '--workspace', 'ws_06h01nvtkbgfqf2m35sv0fb64gyv2', '--scopes', 'usage:read', '--expires-at', 'soon', '--json'], 2, /RFC 3339/],
      ['an unknown workspace', ['key', 'create', '--workspace', 'ws_06h01nvtkbgfqf2m35sv0fb64gyv2', '--scopes', 'usage:read', '--json'], 1, /No workspace/],
      ['an unknown key', ['key', 'revoke', '--key-id', 'key_06h01nvtkbgfqf2m35sv0fb64gyv2', '--json'], 1, /No API key/],
      ['an unknown option', ['key', 'revoke', '--key', 'x', '--json'], 2, /Unknown option/],
    ] as const;
    const runs = new Map<string, Run>();

    // Independent processes: start them together rather than one after another.
    before(async () => {
      const results = await Promise.all(cases.map(([, args]) => admin([...args])));
      cases.forEach(([label], i) => runs.set(label, results[i]!));
    });

    for (const [label, , code, message] of cases) {
      it(`${label}: a clear message on stderr, nothing on stdout, exit ${code}`, () => {
        const run = runs.get(label)!;
        assert.equal(run.code, code, run.stderr);
        assert.equal(run.stdout, '');
        assert.match(run.stderr, message);
      });
    }
  });

  it('a bad PLANS_FILE is refused with its reason (exit 2)', async () => {
    const plansFile = join(dir, 'bad.json');
    writeFileSync(plansFile, '{"free": {"rateLimitPerMinute": "fast"}}');
    const run = await admin(['workspace', 'create', '--name', 'x', '--tier', 'free', '--json'], { PLANS_FILE: plansFile });
    assert.equal(run.code, 2);
    assert.match(run.stderr, /PLANS_FILE .*bad\.json/);
  });
});
