import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { ArtifactStore } from '@lookout/artifacts';
import type { Bus } from '@lookout/bus';
import { createLogger } from '@lookout/telemetry';
import { createApp } from '../../services/gateway/src/app.js';
import { readConfig } from '../../services/gateway/src/config.js';
import type { Backends } from '../../services/gateway/src/services.js';

const PROTO = fileURLToPath(new URL('../../proto/', import.meta.url));

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function routesOf(stack: Layer[]): { method: string; path: string }[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      return paths.flatMap((path) => Object.keys(layer.route!.methods).map((method) => ({ method, path })));
    }
    return layer.handle?.stack ? routesOf(layer.handle.stack) : [];
  });
}

function refsOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsOf);
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => (key === '$ref' && typeof value === 'string' ? [value] : refsOf(value)));
  }
  return [];
}

describe('proto/openapi.yaml and asyncapi.yaml', () => {
  const openapi = parse(readFileSync(`${PROTO}openapi.yaml`, 'utf8')) as { openapi: string; paths: Record<string, Record<string, unknown>> };

  it('is OpenAPI 3.1 and every file it references exists', () => {
    assert.equal(openapi.openapi, '3.1.0');
    for (const ref of refsOf(openapi).filter((value) => !value.startsWith('#'))) {
      assert.ok(existsSync(`${PROTO}${ref.split('#')[0]}`), `missing ${ref}`);
    }
  });

  it('documents every route the gateway serves', () => {
    const app = createApp({ config: readConfig({}), logger: createLogger('openapi-test', 'silent'), backends: {} as Backends, bus: {} as Bus, artifacts: {} as ArtifactStore, isStopping: () => false });
    const served = routesOf((app as unknown as { router: { stack: Layer[] } }).router.stack);
    assert.ok(served.length >= 5);
    for (const { method, path } of served) {
      if (path === '/openapi.yaml' || path === '/openapi') continue;
      const documentedPath = path.replace(/:(\w+)/g, '{$1}');
      const entry = openapi.paths[documentedPath] ?? Object.entries(openapi.paths).find(([candidate]) => candidate.replace(/\{\w+\}/g, '{}') === documentedPath.replace(/\{\w+\}/g, '{}'))?.[1];
      assert.ok(entry, `${method.toUpperCase()} ${path} is not in openapi.yaml`);
      assert.ok(entry[method], `${method.toUpperCase()} ${path} is not in openapi.yaml`);
    }
  });

  it('asyncapi.yaml names the streams and subjects the code uses', async () => {
    const { Operations } = await import('@lookout/contracts');
    const asyncapi = readFileSync(`${PROTO}asyncapi.yaml`, 'utf8');
    for (const subject of [Operations.scanJob.subject, Operations.scanStarted.subject, Operations.scanOutcome.subject, Operations.scanCompleted.subject, Operations.orchestratorSubmit.subject, Operations.orchestratorGet.subject, Operations.orchestratorIdempotency.subject, Operations.quotaAuthorize.subject, Operations.quotaConsume.subject, Operations.quotaRefund.subject, Operations.quotaUsage.subject, Operations.quotaKeys.subject, Operations.keyRevoked.subject, Operations.webhooksAdmin.subject]) {
      assert.ok(asyncapi.includes(subject), `${subject} is missing from asyncapi.yaml`);
    }
    for (const [name, operation] of Object.entries(Operations)) {
      assert.ok(asyncapi.includes(`address: ${operation.subject}`), `${name} (${operation.subject}) is missing from asyncapi.yaml`);
      if (operation.kind === 'request') {
        assert.ok(asyncapi.includes(`./${operation.requestSchema}'`) && asyncapi.includes(`./${operation.replySchema}'`), `${name}'s schemas are missing from asyncapi.yaml`);
      } else if (operation.schema !== null) {
        assert.ok(asyncapi.includes(`./${operation.schema}'`), `${name}'s schema is missing from asyncapi.yaml`);
      }
    }
    for (const ref of refsOf(parse(asyncapi)).filter((value) => !value.startsWith('#'))) {
      assert.ok(existsSync(`${PROTO}${ref.split('#')[0]}`), `missing ${ref}`);
    }
  });
});
