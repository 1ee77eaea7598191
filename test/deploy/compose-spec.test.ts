/**
 * docker-compose.yml (and the e2e overlay) against the Compose Specification's JSON Schema, the schema
 * `docker compose` v2 validates every file with (compose-go). The machines here have only the standalone
 * docker-compose 1.29, whose own checks are older and looser, so without this nothing would notice a key
 * v2 refuses. The schema comes from the npm package dclint (schemas/compose.schema.json, a copy of
 * compose-spec's), validated with Ajv — no engine, no network.
 *
 * The file is checked as compose v2 loads it: YAML anchors and `<<` merges resolved, then `${VAR:-default}`
 * interpolated (with every variable unset, so the defaults the file ships are what is validated), then
 * the schema. A deliberately broken copy must be refused, so the check cannot pass vacuously.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { parse } from 'yaml';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const COMPOSE_FILES = ['docker-compose.yml', 'test/deploy/compose.e2e.yml'];

function loadSchemaValidator(): ValidateFunction {
  // dclint's exports name only its code and package.json; the schema sits beside the latter.
  const packageJson = createRequire(import.meta.url).resolve('dclint/package.json');
  const schema = JSON.parse(readFileSync(join(dirname(packageJson), 'schemas', 'compose.schema.json'), 'utf8')) as Record<string, unknown>;
  // Ajv knows draft-07 by its http:// id; the schema names it with https://, which Ajv would try to fetch.
  delete schema.$schema;
  const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
  return ajv.compile(schema);
}

/**
 * Compose's interpolation of a string with an empty environment: `${VAR:-default}` / `${VAR-default}`
 * become the default, `${VAR}` / `$VAR` become empty, `$$` is a literal `$`. `${VAR:?err}` is an error,
 * as compose makes it.
 */
function interpolate(value: string, env: Record<string, string | undefined> = {}): string {
  return value.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])((?:[^}$]|\$\$)*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (match, braced?: string, colon?: string, operator?: string, word?: string, bare?: string) => {
    if (match === '$$') return '$';
    const name = braced ?? bare!;
    const set = env[name];
    const missing = set === undefined || (colon === ':' && set === '');
    if (operator === '?' && missing) throw new Error(`required variable ${name} is missing: ${word ?? ''}`);
    if (operator === '-' && missing) return interpolate(word ?? '', env);
    return set ?? '';
  });
}

function interpolateAll(value: unknown): unknown {
  if (typeof value === 'string') return interpolate(value);
  if (Array.isArray(value)) return value.map(interpolateAll);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, interpolateAll(inner)]));
  return value;
}

/** The document compose v2 validates: merges resolved, variables interpolated. */
function load(path: string): Record<string, unknown> {
  return interpolateAll(parse(readFileSync(join(ROOT, path), 'utf8'), { merge: true })) as Record<string, unknown>;
}

const describeErrors = (errors: ErrorObject[] | null | undefined): string =>
  (errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`).join('\n');

describe('docker-compose.yml against the Compose Specification schema (compose v2)', () => {
  const validate = loadSchemaValidator();

  for (const path of COMPOSE_FILES) {
    it(`${path} is valid`, () => {
      const document = load(path);
      assert.ok(validate(document), `${path} breaks the Compose Specification:\n${describeErrors(validate.errors)}`);
    });
  }

  it('refuses what compose v2 refuses (the check is not vacuous)', () => {
    const unknownKey = structuredClone(load('docker-compose.yml')) as { services: Record<string, Record<string, unknown>> };
    unknownKey.services.gateway!.restart_policy = 'always';
    assert.equal(validate(unknownKey), false, 'an unknown service key passed');

    const badCondition = structuredClone(load('docker-compose.yml')) as { services: Record<string, { depends_on: Record<string, { condition: string }> }> };
    badCondition.services.gateway!.depends_on.migrate!.condition = 'service_done';
    assert.equal(validate(badCondition), false, 'an unknown depends_on condition passed');
  });

  it('interpolates as compose does', () => {
    assert.equal(interpolate('127.0.0.1:${PORT:-8080}:8080'), '127.0.0.1:8080:8080');
    assert.equal(interpolate('${PORT:-8080}', { PORT: '9000' }), '9000');
    assert.equal(interpolate('${PORT:-8080}', { PORT: '' }), '8080');
    assert.equal(interpolate('${PORT-8080}', { PORT: '' }), '');
    assert.equal(interpolate('${EMPTY:-}'), '');
    assert.equal(interpolate('$$HOME and $HOME'), '$HOME and ');
    assert.throws(() => interpolate('${KEY:?set KEY}'), /KEY is missing/);
  });
});
