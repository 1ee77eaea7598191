import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeAuthMatrix, provisionMatrixKeys, type MatrixKeys } from '../support/auth-matrix.js';
import { startInfrastructure, startStack, type Infrastructure, type Stack } from '../support/stack.js';

describe('auth matrix: 401 / 403 / anonymous on every gateway route', function () {
  this.timeout(60_000);
  let infra: Infrastructure;
  let stack: Stack;
  let keys: MatrixKeys;
  let dir: string;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lookout-matrix-'));
    // Anonymous callers share 127.0.0.1 here: lift the anonymous plan so the matrix never meets a 429.
    const plansFile = join(dir, 'plans.json');
    writeFileSync(plansFile, JSON.stringify({ anonymous: { rateLimitPerMinute: 10_000, monthlyScanQuota: 10_000 } }));
    infra = await startInfrastructure();
    stack = await startStack(infra, { PLANS_FILE: plansFile });
    keys = await provisionMatrixKeys(infra.database.url);
  });

  after(async () => {
    await stack?.stop();
    await infra?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  describeAuthMatrix(() => ({ baseUrl: stack.baseUrl, keys }));
});
