/**
 * Benchmark: monthly-quota consumes per second through the quota service over NATS (what the
 * orchestrator does once per created scan): Redis check-and-consume plus the Postgres record,
 * under the shared advisory lock that keeps Redis rebuildable. One workspace (every consume
 * contends on the same counter rows) and many workspaces.
 *
 *   node --conditions=source --import tsx bench/quota-consume.ts [--consumes 3000] [--concurrency 64] [--workspaces 50]
 */
import { parseArgs } from 'node:util';
import { requestRpc } from '@lookout/bus';
import { Operations, type Caller } from '@lookout/contracts';
import { prismaAdapter } from '@lookout/database';
import { KeyAdmin } from '../services/quota/src/domain/key-admin.js';
import { loadPlans } from '../services/quota/src/domain/plans.js';
import { PrismaClient } from '../services/quota/src/generated/prisma/client.js';
import { best, drive, log, machine, row, startBenchInfrastructure } from './quota-support.js';

const { values } = parseArgs({
  options: {
    consumes: { type: 'string', default: '3000' },
    concurrency: { type: 'string', default: '64' },
    workspaces: { type: 'string', default: '50' },
  },
});
const CONSUMES = Number(values.consumes);
const CONCURRENCY = Number(values.concurrency);
const WORKSPACES = Number(values.workspaces);

const callers: Caller[] = [];
const infra = await startBenchInfrastructure({
  seed: async (databaseUrl) => {
    const prisma = new PrismaClient({ adapter: prismaAdapter(databaseUrl, 'quota') });
    const admin = new KeyAdmin(prisma, loadPlans(undefined));
    for (let i = 0; i < WORKSPACES; i++) {
      const { workspace, key } = await admin.createWorkspace({ name: `bench-${i}`, tier: 'enterprise' });
      callers.push({ workspaceId: workspace.workspaceId, keyId: key.id, clientIp: '127.0.0.1' });
    }
    await prisma.$disconnect();
  },
});
try {
  const consume = (caller: Caller) => {
    return requestRpc(infra.bus, Operations.quotaConsume, { caller, units: 1 }, { timeoutMs: 30_000 });
  };
  const one = () => consume(callers[0]!);
  const many = (i: number) => consume(callers[i % callers.length]!);
  log('warming up…');
  await drive(500, CONCURRENCY, many);
  log(`${CONSUMES} consumes per run, ${CONCURRENCY} in flight`);
  const single = best(await drive(CONSUMES, CONCURRENCY, one), await drive(CONSUMES, CONCURRENCY, one));
  const spread = best(await drive(CONSUMES, CONCURRENCY, many), await drive(CONSUMES, CONCURRENCY, many));
  process.stdout.write(
    [
      '',
      `${machine()}; ${CONSUMES} consumes per run, ${CONCURRENCY} in flight, best of 2 runs`,
      '',
      '| path | consumes/s | p50 ms | p99 ms |',
      '|---|---:|---:|---:|',
      row('quota.consume, one workspace (all on the same counter rows)', single),
      row(`quota.consume, ${WORKSPACES} workspaces`, spread),
      '',
    ].join('\n'),
  );
} finally {
  await infra.stop();
}
