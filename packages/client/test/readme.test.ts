import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startInfrastructure, startStack, type Infrastructure, type Stack } from '../../../test/support/stack.js';
import { startTargetSite, type TargetSite } from '../../../test/support/target.js';
import { newWorkspaceKey } from '../../../test/support/workspace.js';

const README = fileURLToPath(new URL('../README.md', import.meta.url));
// Inside the repository so `@lookout/client` resolves through the workspace (git-ignored).
const SCRATCH = fileURLToPath(new URL('../.readme-examples/', import.meta.url));

/** The ```ts blocks of the package README, in order, with their headings. */
function examples(): { heading: string; code: string }[] {
  const found: { heading: string; code: string }[] = [];
  let heading = '';
  const lines = readFileSync(README, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.startsWith('## ')) heading = lines[i]!.slice(3);
    if (lines[i] === '```ts') {
      const end = lines.indexOf('```', i + 1);
      found.push({ heading, code: lines.slice(i + 1, end).join('\n') });
      i = end;
    }
  }
  return found;
}

describe('@lookout/client: the README examples run against a real stack', function () {
  this.timeout(90_000);
  let infra: Infrastructure;
  let stack: Stack;
  let target: TargetSite;
  const saved = { ...process.env };

  before(async () => {
    infra = await startInfrastructure();
    target = await startTargetSite();
    stack = await startStack(infra, { EGRESS_ALLOW_CIDRS: '127.0.0.0/8' });
    const { key } = await newWorkspaceKey(infra);
    Object.assign(process.env, { LOOKOUT_URL: stack.baseUrl, LOOKOUT_API_KEY: key });
    mkdirSync(SCRATCH, { recursive: true });
  });

  after(async () => {
    process.env = saved;
    rmSync(SCRATCH, { recursive: true, force: true });
    await stack?.stop();
    await target?.close();
    await infra?.stop();
  });

  const blocks = examples();
  it('has the five documented examples', () => assert.equal(blocks.length, 5));

  blocks.forEach(({ heading, code }, index) => {
    it(`runs "${heading}"`, async () => {
      const file = `${SCRATCH}example-${index}.ts`;
      writeFileSync(file, code.replaceAll('https://example.com/', `${target.url.replace(/\/$/, '')}/`));
      const logged: unknown[][] = [];
      const log = console.log;
      console.log = (...args: unknown[]) => void logged.push(args);
      try {
        await import(pathToFileURL(file).href);
      } finally {
        console.log = log;
      }
      if (heading.startsWith('Scan')) assert.equal(logged[0]?.[0], 'completed');
      if (heading.startsWith('Submit')) assert.equal(logged.filter((line) => /^\d+\/3$/.test(String(line[0]))).length, 3);
      if (heading.startsWith('Receive')) assert.deepEqual(logged.at(-1), ['webhook.test']);
    });
  });
});
