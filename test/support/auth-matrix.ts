/**
 * The authentication matrix every gateway route must pass (contract §2), data-driven: a route
 * added to the gateway adds one line to GATEWAY_ROUTES, and `everyRouteIsListed` fails until it does.
 *
 * For each route it checks: no key (anonymous where allowed, else 401 "missing"), an invalid,
 * an expired and a revoked key (401, each with its own detail, never a fallback to anonymous), a
 * valid key lacking the route's scope (403), a valid key holding only that scope (neither 401 nor
 * 403), and RateLimit headers exactly on rate-limited routes.
 */
import assert from 'node:assert/strict';
import { ALL_SCOPES, type Scope } from '@lookout/contracts';
import { prismaAdapter } from '@lookout/database';
import type { ArtifactStore } from '@lookout/artifacts';
import type { Bus } from '@lookout/bus';
import { createLogger } from '@lookout/telemetry';
import { createApp } from '../../services/gateway/src/app.js';
import { readConfig as gatewayConfig } from '../../services/gateway/src/config.js';
import type { Backends } from '../../services/gateway/src/services.js';
import { KeyAdmin } from '../../services/quota/src/domain/key-admin.js';
import { loadPlans } from '../../services/quota/src/domain/plans.js';
import { PrismaClient } from '../../services/quota/src/generated/prisma/client.js';
import { api } from './stack.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface RouteAuthCase {
  method: Method;
  /** The express route, e.g. /UrlCheck/:scanId (checked against what the gateway serves). */
  route: string;
  /** A concrete path to call. */
  path: string;
  /** A body that passes validation, so a success case is not hidden behind a 400. */
  body?: unknown;
  scope: Scope;
  anonymous: 'allowed' | 'key required';
  rateLimited: boolean;
}

// Scan targets are loopback literals: nothing here may send traffic off this machine.
const UNKNOWN_SCAN = '/UrlCheck/scan_06h01nvtkbgfqf2m35sv0fb64gyv2';
const UNKNOWN_KEY = 'key_06h01nvtkbgfqf2m35sv0fb64gyv2';
const UNKNOWN_WEBHOOK = 'wh_06h01nvtkbgfqf2m35sv0fb64gyv2';

export const GATEWAY_ROUTES: RouteAuthCase[] = [
  { method: 'POST', route: '/UrlCheck', path: '/UrlCheck', body: { url: 'http://127.0.0.1:9/auth-matrix' }, scope: 'scans:write', anonymous: 'allowed', rateLimited: true },
  { method: 'POST', route: '/UrlCheck/batch', path: '/UrlCheck/batch', body: { items: [{ url: 'http://127.0.0.1:9/auth-matrix-batch' }] }, scope: 'scans:write', anonymous: 'allowed', rateLimited: true },
  { method: 'GET', route: '/UrlCheck/:scanId', path: UNKNOWN_SCAN, scope: 'scans:read', anonymous: 'allowed', rateLimited: true },
  { method: 'GET', route: '/UrlCheck/:scanId/screenshot', path: `${UNKNOWN_SCAN}/screenshot`, scope: 'scans:read', anonymous: 'allowed', rateLimited: true },
  { method: 'GET', route: '/UrlCheck/:scanId/dom', path: `${UNKNOWN_SCAN}/dom`, scope: 'scans:read', anonymous: 'allowed', rateLimited: true },
  { method: 'GET', route: '/UrlCheck/:scanId/har', path: `${UNKNOWN_SCAN}/har`, scope: 'scans:read', anonymous: 'allowed', rateLimited: true },
  { method: 'GET', route: '/api/usage', path: '/api/usage', scope: 'usage:read', anonymous: 'allowed', rateLimited: false },
  { method: 'POST', route: '/api/keys', path: '/api/keys', body: { name: 'matrix', scopes: ['keys:manage'] }, scope: 'keys:manage', anonymous: 'key required', rateLimited: true },
  { method: 'GET', route: '/api/keys', path: '/api/keys', scope: 'keys:manage', anonymous: 'key required', rateLimited: true },
  { method: 'DELETE', route: '/api/keys/:id', path: `/api/keys/${UNKNOWN_KEY}`, scope: 'keys:manage', anonymous: 'key required', rateLimited: true },
  { method: 'POST', route: '/api/webhooks', path: '/api/webhooks', body: { url: 'http://127.0.0.1:9/hook', events: ['scan.completed'] }, scope: 'webhooks:manage', anonymous: 'key required', rateLimited: true },
  { method: 'GET', route: '/api/webhooks', path: '/api/webhooks', scope: 'webhooks:manage', anonymous: 'key required', rateLimited: true },
  { method: 'GET', route: '/api/webhooks/:id', path: `/api/webhooks/${UNKNOWN_WEBHOOK}`, scope: 'webhooks:manage', anonymous: 'key required', rateLimited: true },
  { method: 'PATCH', route: '/api/webhooks/:id', path: `/api/webhooks/${UNKNOWN_WEBHOOK}`, body: { description: 'matrix' }, scope: 'webhooks:manage', anonymous: 'key required', rateLimited: true },
  { method: 'DELETE', route: '/api/webhooks/:id', path: `/api/webhooks/${UNKNOWN_WEBHOOK}`, scope: 'webhooks:manage', anonymous: 'key required', rateLimited: true },
  { method: 'POST', route: '/api/webhooks/:id/rotate-secret', path: `/api/webhooks/${UNKNOWN_WEBHOOK}/rotate-secret`, scope: 'webhooks:manage', anonymous: 'key required', rateLimited: true },
  { method: 'GET', route: '/api/webhooks/:id/deliveries', path: `/api/webhooks/${UNKNOWN_WEBHOOK}/deliveries`, scope: 'webhooks:manage', anonymous: 'key required', rateLimited: true },
  { method: 'POST', route: '/api/webhooks/:id/test', path: `/api/webhooks/${UNKNOWN_WEBHOOK}/test`, scope: 'webhooks:manage', anonymous: 'key required', rateLimited: true },
];

/** Routes outside authentication altogether (contract §1 Health; the published OpenAPI document). */
export const PUBLIC_ROUTES = ['/healthz', '/readyz', '/openapi.yaml', '/openapi', '/openapi.json'];

export interface MatrixKeys {
  /** A key holding exactly this scope. */
  only: Record<Scope, string>;
  /** A key holding every scope but this one. */
  allBut: Record<Scope, string>;
  invalid: string;
  malformed: string;
  expired: string;
  revoked: string;
}

/**
 * Keys for the matrix, written straight into the quota schema (as the admin CLI would) in one
 * workspace with a generous per-minute override, so the matrix never trips the rate limit.
 */
export async function provisionMatrixKeys(databaseUrl: string): Promise<MatrixKeys> {
  const prisma = new PrismaClient({ adapter: prismaAdapter(databaseUrl, 'quota') });
  try {
    const admin = new KeyAdmin(prisma, loadPlans(undefined));
    const { workspace } = await admin.createWorkspace({ name: 'auth-matrix', tier: 'pro', rateLimitPerMinute: 10_000 });
    const make = async (scopes: readonly Scope[]) => (await admin.createKey(workspace.workspaceId, { scopes, name: scopes.join(' ') })).key!;
    const only = {} as Record<Scope, string>;
    const allBut = {} as Record<Scope, string>;
    for (const scope of ALL_SCOPES) {
      only[scope] = await make([scope]);
      allBut[scope] = await make(ALL_SCOPES.filter((other) => other !== scope));
    }
    const expiring = await admin.createKey(workspace.workspaceId, { scopes: ALL_SCOPES, name: 'expired' });
    await prisma.apiKey.update({ where: { id: expiring.id }, data: { expiresAt: new Date(Date.now() - 60_000) } });
    const revoked = await admin.createKey(workspace.workspaceId, { scopes: ALL_SCOPES, name: 'revoked' });
    await admin.revokeKey(revoked.id);
    return {
      only,
      allBut,
      expired: expiring.key!,
      revoked: revoked.key!,
      // Well formed, never issued; and not even the right shape.
      invalid: 'lk_00000000_AAAAAAAAAAAAAAAAAAAAAAAAAAA',
      malformed: 'not-a-key',
    };
  } finally {
    await prisma.$disconnect();
  }
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function routesOf(stack: Layer[]): { method: string; path: string }[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      return paths.flatMap((path) => Object.keys(layer.route!.methods).filter((method) => method !== '_all').map((method) => ({ method: method.toUpperCase(), path })));
    }
    return layer.handle?.stack ? routesOf(layer.handle.stack) : [];
  });
}

/** Every (method, route) the gateway serves, read from the express app itself. */
export function servedRoutes(): { method: string; path: string }[] {
  const app = createApp({ config: gatewayConfig({}), logger: createLogger('auth-matrix', 'silent'), backends: {} as Backends, bus: {} as Bus, artifacts: {} as ArtifactStore, isStopping: () => false });
  return routesOf((app as unknown as { router: { stack: Layer[] } }).router.stack).filter(({ method }) => method !== 'HEAD');
}

const isAuthFailure = (status: number) => status === 401 || status === 403;

/**
 * Registers the matrix as mocha tests. `context()` is read when the tests run (after the
 * suite's before hook has started the stack and provisioned the keys).
 */
export function describeAuthMatrix(context: () => { baseUrl: string; keys: MatrixKeys }, routes: RouteAuthCase[] = GATEWAY_ROUTES): void {
  it('lists every route the gateway serves', () => {
    const listed = new Set(routes.map((route) => `${route.method} ${route.route}`));
    const missing = servedRoutes()
      .filter(({ path }) => !PUBLIC_ROUTES.includes(path))
      .map(({ method, path }) => `${method} ${path}`)
      .filter((route) => !listed.has(route));
    assert.deepEqual(missing, [], 'add these routes to GATEWAY_ROUTES in test/support/auth-matrix.ts');
  });

  for (const route of routes) {
    const label = `${route.method} ${route.route}`;
    const call = (apiKey?: string) => {
      const { baseUrl } = context();
      return api(baseUrl, route.path, {
        method: route.method,
        ...(route.body !== undefined ? { json: route.body } : {}),
        ...(apiKey !== undefined ? { headers: { 'X-Api-Key': apiKey } } : {}),
      });
    };
    const expect401 = async (apiKey: string | undefined, detail: RegExp) => {
      const response = await call(apiKey);
      assert.equal(response.status, 401, `${label}: ${response.text}`);
      assert.match(response.headers.get('content-type') ?? '', /^application\/problem\+json/);
      assert.match(response.body.detail, detail);
    };

    describe(label, () => {
      if (route.anonymous === 'allowed') {
        it('admits an anonymous caller', async () => {
          const response = await call();
          assert.ok(!isAuthFailure(response.status), `${label} anonymous: ${response.status} ${response.text}`);
        });
      } else {
        it('401 without a key, detail "missing"', () => expect401(undefined, /missing/i));
      }
      it('401 for an invalid key, detail "invalid" (also when malformed)', async () => {
        await expect401(context().keys.invalid, /invalid/i);
        await expect401(context().keys.malformed, /invalid/i);
      });
      it('401 for an expired key, detail "expired"', () => expect401(context().keys.expired, /expired/i));
      it('401 for a revoked key, detail "revoked"', () => expect401(context().keys.revoked, /revoked/i));
      it(`403 for a valid key without ${route.scope}`, async () => {
        const response = await call(context().keys.allBut[route.scope]);
        assert.equal(response.status, 403, `${label}: ${response.text}`);
        assert.match(response.body.detail, new RegExp(route.scope));
      });
      it(`passes with a key holding only ${route.scope}${route.rateLimited ? ', with RateLimit headers' : ', without RateLimit headers'}`, async () => {
        const response = await call(context().keys.only[route.scope]);
        assert.ok(!isAuthFailure(response.status), `${label}: ${response.status} ${response.text}`);
        assert.equal(response.headers.has('ratelimit'), route.rateLimited, `RateLimit header on ${label}`);
        assert.equal(response.headers.has('ratelimit-policy'), route.rateLimited, `RateLimit-Policy header on ${label}`);
      });
    });
  }
}
