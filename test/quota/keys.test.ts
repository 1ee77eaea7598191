import assert from 'node:assert/strict';
import { Schemas, validatorFor } from '@lookout/contracts';
import { prismaAdapter } from '@lookout/database';
import { KeyAdmin } from '../../services/quota/src/domain/key-admin.js';
import { loadPlans } from '../../services/quota/src/domain/plans.js';
import { PrismaClient } from '../../services/quota/src/generated/prisma/client.js';
import { api, startInfrastructure, startStack, type Infrastructure, type Stack } from '../support/stack.js';

describe('/api/keys: create, list, revoke', function () {
  this.timeout(60_000);
  let infra: Infrastructure;
  let stack: Stack;
  let prisma: PrismaClient;
  let admin: KeyAdmin;

  before(async () => {
    infra = await startInfrastructure();
    stack = await startStack(infra);
    prisma = new PrismaClient({ adapter: prismaAdapter(infra.database.url, 'quota') });
    admin = new KeyAdmin(prisma, loadPlans(undefined));
  });

  after(async () => {
    await prisma?.$disconnect();
    await stack?.stop();
    await infra?.stop();
  });

  // Plain booleans, not type guards: the bodies stay `any` for the assertions that follow.
  const keySchema = validatorFor(Schemas.apiKey);
  const listSchema = validatorFor(Schemas.apiKeyList);
  const validKey = (body: unknown): boolean => keySchema(body);
  const validList = (body: unknown): boolean => listSchema(body);
  const as = (key: string) => ({ 'X-Api-Key': key });

  it('POST creates a key shown once (201); GET lists keys without it; the new key works with exactly its scopes', async () => {
    const { key: manager } = await admin.createWorkspace({ name: 'keys', tier: 'free' });
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const created = await api(stack.baseUrl, '/api/keys', { method: 'POST', headers: as(manager.key!), json: { name: 'ci', scopes: ['usage:read'], expiresAt } });
    assert.equal(created.status, 201, created.text);
    assert.ok(validKey(created.body), JSON.stringify(keySchema.errors));
    assert.deepEqual(Object.keys(created.body).sort(), ['createdAt', 'expiresAt', 'id', 'key', 'lastUsedAt', 'name', 'prefix', 'revokedAt', 'scopes']);
    assert.equal(created.body.name, 'ci');
    assert.deepEqual(created.body.scopes, ['usage:read']);
    assert.equal(created.body.expiresAt, expiresAt);
    assert.ok(created.body.key.startsWith(`${created.body.prefix}_`));
    assert.equal(created.headers.get('location'), `/api/keys/${created.body.id}`);

    const listed = await api(stack.baseUrl, '/api/keys', { headers: as(manager.key!) });
    assert.equal(listed.status, 200);
    assert.ok(validList(listed.body), JSON.stringify(listSchema.errors));
    assert.deepEqual(listed.body.keys.map((key: { id: string }) => key.id).sort(), [created.body.id, manager.id].sort());
    assert.ok(listed.body.keys.every((key: object) => !('key' in key)), 'never the secret');
    assert.ok(!listed.text.includes(created.body.key));

    assert.equal((await api(stack.baseUrl, '/api/usage', { headers: as(created.body.key) })).status, 200);
    assert.equal((await api(stack.baseUrl, '/api/keys', { headers: as(created.body.key) })).status, 403);
    const stored = await prisma.apiKey.findUniqueOrThrow({ where: { id: created.body.id } });
    assert.ok(!JSON.stringify(stored).includes(created.body.key), 'only the hash is stored');
  });

  it('DELETE revokes (204): the key is refused at once, with detail "revoked"; revoking again is 204', async () => {
    const { key: manager } = await admin.createWorkspace({ name: 'revoke', tier: 'free' });
    const victim = (await api(stack.baseUrl, '/api/keys', { method: 'POST', headers: as(manager.key!), json: { name: 'victim', scopes: ['usage:read'] } })).body;
    assert.equal((await api(stack.baseUrl, '/api/usage', { headers: as(victim.key) })).status, 200, 'cached as valid');
    const deleted = await api(stack.baseUrl, `/api/keys/${victim.id}`, { method: 'DELETE', headers: as(manager.key!) });
    assert.equal(deleted.status, 204);
    assert.equal(deleted.text, '');
    const refused = await api(stack.baseUrl, '/api/usage', { headers: as(victim.key) });
    assert.equal(refused.status, 401);
    assert.match(refused.body.detail, /revoked/);
    assert.equal((await api(stack.baseUrl, `/api/keys/${victim.id}`, { method: 'DELETE', headers: as(manager.key!) })).status, 204);
    const listed = await api(stack.baseUrl, '/api/keys', { headers: as(manager.key!) });
    assert.ok(listed.body.keys.find((key: { id: string; revokedAt: string | null }) => key.id === victim.id)?.revokedAt);
  });

  it("another workspace's key is 404, byte for byte like an unknown id, and stays valid", async () => {
    const mine = await admin.createWorkspace({ name: 'mine', tier: 'free' });
    const theirs = await admin.createWorkspace({ name: 'theirs', tier: 'free' });
    const foreign = await api(stack.baseUrl, `/api/keys/${theirs.key.id}`, { method: 'DELETE', headers: as(mine.key.key!) });
    const unknown = await api(stack.baseUrl, '/api/keys/key_06h01nvtkbgfqf2m35sv0fb64gyv2', { method: 'DELETE', headers: as(mine.key.key!) });
    const garbage = await api(stack.baseUrl, '/api/keys/nonsense', { method: 'DELETE', headers: as(mine.key.key!) });
    assert.equal(foreign.status, 404);
    assert.equal(foreign.text, unknown.text);
    assert.equal(garbage.text, unknown.text);
    assert.equal((await api(stack.baseUrl, '/api/usage', { headers: as(theirs.key.key!) })).status, 200);
    const listed = await api(stack.baseUrl, '/api/keys', { headers: as(mine.key.key!) });
    assert.deepEqual(listed.body.keys.map((key: { id: string }) => key.id), [mine.key.id], 'only its own workspace');
  });

  it('validates the body with the errors map (400)', async () => {
    const { key: manager } = await admin.createWorkspace({ name: 'validate', tier: 'free' });
    const post = (json: unknown) => api(stack.baseUrl, '/api/keys', { method: 'POST', headers: as(manager.key!), json });
    let response = await post({ scopes: ['nope'], extra: 1 });
    assert.equal(response.status, 400);
    assert.deepEqual(Object.keys(response.body.errors).sort(), ['extra', 'name', 'scopes.0']);
    response = await post({ name: '', scopes: [] });
    assert.deepEqual(Object.keys(response.body.errors).sort(), ['name', 'scopes']);
    response = await post({ name: 'x', scopes: ['usage:read'], expiresAt: 'tomorrow' });
    assert.deepEqual(Object.keys(response.body.errors), ['expiresAt']);
    response = await post({ name: 'x', scopes: ['usage:read'], expiresAt: '2001-01-01T00:00:00Z' });
    assert.deepEqual(response.body.errors, { expiresAt: ['must be in the future'] });
    response = await post([1]);
    assert.equal(response.status, 400);
    const wrongType = await api(stack.baseUrl, '/api/keys', { method: 'POST', headers: { ...as(manager.key!), 'content-type': 'text/plain' }, body: 'x' });
    assert.equal(wrongType.status, 415);
  });

  it('a key cannot grant scopes it does not hold (403)', async () => {
    const { workspace } = await admin.createWorkspace({ name: 'escalate', tier: 'free' });
    const limited = await admin.createKey(workspace.workspaceId, { scopes: ['keys:manage', 'usage:read'] });
    const response = await api(stack.baseUrl, '/api/keys', { method: 'POST', headers: as(limited.key!), json: { name: 'x', scopes: ['scans:write'] } });
    assert.equal(response.status, 403);
    assert.match(response.body.detail, /scans:write/);
    assert.equal((await api(stack.baseUrl, '/api/keys', { method: 'POST', headers: as(limited.key!), json: { name: 'x', scopes: ['usage:read'] } })).status, 201);
  });
});
