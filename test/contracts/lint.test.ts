import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DiagnosticSeverity, fromFile, Parser } from '@asyncapi/parser';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = join(ROOT, 'node_modules', '.bin');

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(join(BIN, command), args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env }, timeout: 120_000 });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe('contract documents lint clean', function () {
  this.timeout(150_000);
  it('proto/openapi.yaml: zero errors under Redocly recommended rules, every $ref resolved locally', () => {
    const { status, output } = run('redocly', ['lint', 'proto/openapi.yaml', '--format=stylish', '--extends=recommended']);
    assert.equal(status, 0, output);
    assert.doesNotMatch(output, /\berror\b/, output);
    assert.match(output, /valid/);
  });

  it('proto/asyncapi.yaml: AsyncAPI validation (the parser and rules behind `asyncapi validate`) reports zero errors', async () => {
    // The parser, not the CLI: the CLI pulls in 1,500 packages, one of which wants Node 24.
    const parser = new Parser();
    const { document, diagnostics } = await fromFile(parser, join(ROOT, 'proto', 'asyncapi.yaml')).parse();
    const errors = diagnostics.filter((d) => d.severity === DiagnosticSeverity.Error).map((d) => `${d.path.join('.')}: ${d.message}`);
    assert.deepEqual(errors, []);
    assert.ok(document, 'the document parsed');
  });

  it('no proto schema refers to another by an absolute URL (bundlers and linters cannot fetch it)', () => {
    const found = spawnSync('grep', ['-rln', '"\\$ref": "https\\?://', 'proto/'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(found.stdout.trim(), '', `absolute $refs in: ${found.stdout}`);
  });
});
