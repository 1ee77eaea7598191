import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = join(ROOT, 'node_modules', '.bin');

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(join(BIN, command), args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env }, timeout: 120_000 });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe('contract documents lint clean', function () {
  this.timeout(150_000);
  let scratch: string;

  before(() => {
    scratch = mkdtempSync(join(tmpdir(), 'lookout-lint-'));
  });
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('proto/openapi.yaml: zero errors under Redocly recommended rules, every $ref resolved locally', () => {
    const { status, output } = run('redocly', ['lint', 'proto/openapi.yaml', '--format=stylish', '--extends=recommended']);
    assert.equal(status, 0, output);
    assert.doesNotMatch(output, /\berror\b/, output);
    assert.match(output, /valid/);
  });

  it('proto/asyncapi.yaml: AsyncAPI validate reports zero errors', () => {
    // The CLI phones home with usage metrics unless its config file says no: it gets one that does.
    const metricsConfig = join(scratch, 'asyncapi-analytics.json');
    writeFileSync(metricsConfig, JSON.stringify({ analyticsEnabled: 'false', infoMessageShown: 'true', userID: 'lookout-tests' }));
    const { status, output } = run('asyncapi', ['validate', 'proto/asyncapi.yaml', '--fail-severity=error'], { ASYNCAPI_METRICS_CONFIG_PATH: metricsConfig });
    assert.equal(status, 0, output);
    assert.match(output, /is valid/, output);
    assert.match(output, /\(0 errors/, output);
  });

  it('no proto schema refers to another by an absolute URL (bundlers and linters cannot fetch it)', () => {
    const found = spawnSync('grep', ['-rln', '"\\$ref": "https\\?://', 'proto/'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(found.stdout.trim(), '', `absolute $refs in: ${found.stdout}`);
  });
});
