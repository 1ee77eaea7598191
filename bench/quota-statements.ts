/**
 * Counts the SQL statements the quota service and the webhook dispatcher send per unit of work, from
 * PostgreSQL's own statement log (not from the client): per quota.consume, per quota.authorize, and
 * per scan.completed for a workspace without webhooks and for one with a webhook (fan-out, claim,
 * attempt record). Every BEGIN and COMMIT counts as a statement. Also prints the CPU per event of this
 * process, which runs the dispatcher in-process (and publishes the events).
 *
 *   node --conditions=source --import tsx bench/quota-statements.ts [--calls 50] [--pg-log .data/test/logs/postgres.log]
 *
 * How: the bench database gets `log_statement = 'all'` (ALTER DATABASE; no other database logs its
 * statements), and the lines the server log gained during each measured phase are counted and
 * grouped by their first words. The log is the test PostgreSQL's (the one `npm test` provisions).
 */
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { requestRpc } from '@lookout/bus';
import { DurableConsumers, Operations, Streams, type Caller } from '@lookout/contracts';
import { prismaAdapter } from '@lookout/database';
import { KeyAdmin } from '../services/quota/src/domain/key-admin.js';
import { loadPlans } from '../services/quota/src/domain/plans.js';
import { PrismaClient } from '../services/quota/src/generated/prisma/client.js';
import { readConfig as readDispatcherConfig } from '../services/webhook-dispatcher/src/config.js';
import { start as startDispatcher } from '../services/webhook-dispatcher/src/main.js';
import { admin as webhooksAdmin, eventually, newWorkspace, publishEvent, Receiver, scanEvent } from '../services/webhook-dispatcher/test/support.js';
import { log, ROOT, startBenchInfrastructure } from './quota-support.js';

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '50' },
    'pg-log': { type: 'string', default: `${ROOT}.data/test/logs/postgres.log` },
  },
});
const CALLS = Number(values.calls);
const PG_LOG = values['pg-log'];

/** The statements the server logged while `phase` ran, by kind (first words, literals cut). */
async function statementsDuring(phase: () => Promise<void>): Promise<Map<string, number>> {
  const from = statSync(PG_LOG).size;
  await phase();
  // The server writes its log asynchronously: give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const to = statSync(PG_LOG).size;
  const buffer = Buffer.alloc(to - from);
  const fd = openSync(PG_LOG, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, from);
  } finally {
    closeSync(fd);
  }
  const kinds = new Map<string, number>();
  // A statement spanning lines continues on lines that start with a tab.
  const entries = buffer.toString('utf8').replace(/\n\t/g, ' ').split('\n');
  for (const entry of entries) {
    const match = /LOG: {2}(?:statement|execute [^:]*): (.*)/.exec(entry);
    if (!match) continue;
    const words = match[1]!.replace(/\s+/g, ' ').trim().split(' ');
    const kind = words.slice(0, /^(INSERT|DELETE)$/i.test(words[0] ?? '') ? 3 : /^(UPDATE|WITH)$/i.test(words[0] ?? '') ? 2 : 1).join(' ');
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return kinds;
}

const total = (kinds: Map<string, number>) => [...kinds.values()].reduce((sum, count) => sum + count, 0);
const describe = (kinds: Map<string, number>, per: number) =>
  [...kinds].sort((a, b) => b[1] - a[1]).map(([kind, count]) => `${(count / per).toFixed(2)}× ${kind}`).join(', ');
const rows: string[] = [];
const report = (what: string, kinds: Map<string, number>, per: number) => {
  rows.push(`| ${what} | ${(total(kinds) / per).toFixed(2)} | ${describe(kinds, per) || '—'} |`);
  log(`${what}: ${(total(kinds) / per).toFixed(2)} statements each`);
};
/** CPU of this process (which runs the dispatcher, and publishes the events) per event, ms. */
const cpuRows: string[] = [];
async function withCpuPerEvent(what: string, per: number, phase: () => Promise<void>): Promise<void> {
  const before = process.cpuUsage();
  await phase();
  const used = process.cpuUsage(before);
  cpuRows.push(`| ${what} | ${((used.user + used.system) / 1000 / per).toFixed(2)} |`);
}

let caller: Caller | undefined;
let apiKey = '';
const infra = await startBenchInfrastructure({
  seed: async (databaseUrl) => {
    const prisma = new PrismaClient({ adapter: prismaAdapter(databaseUrl, 'quota') });
    const { workspace, key } = await new KeyAdmin(prisma, loadPlans(undefined)).createWorkspace({ name: 'statements', tier: 'enterprise' });
    caller = { workspaceId: workspace.workspaceId, keyId: key.id, clientIp: '127.0.0.1' };
    apiKey = key.key!;
    await prisma.$disconnect();
    // Before the services connect: log_statement applies to sessions opened after it.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`ALTER DATABASE ${new URL(databaseUrl).pathname.slice(1)} SET log_statement = 'all'`);
    await client.end();
  },
});
const receiver = await new Receiver().listen();
let dispatcher: Awaited<ReturnType<typeof startDispatcher>> | undefined;
try {
  const consume = () => requestRpc(infra.bus, Operations.quotaConsume, { caller: caller!, units: 1 });
  const authorize = () =>
    requestRpc(infra.bus, Operations.quotaAuthorize, { apiKey, clientIp: '127.0.0.1', operation: 'scans:write', anonymousAllowed: true, rateLimited: true, units: 1 });
  log('warming up (counters rebuilt, key cached, lastUsedAt recorded)…');
  for (let i = 0; i < 3; i++) await Promise.all([consume(), authorize()]);
  report('quota.consume', await statementsDuring(async () => {
    for (let i = 0; i < CALLS; i++) await consume();
  }), CALLS);
  report('quota.authorize (key cached)', await statementsDuring(async () => {
    for (let i = 0; i < CALLS; i++) await authorize();
  }), CALLS);

  dispatcher = await startDispatcher(
    readDispatcherConfig({
      NATS_URL: infra.nats.url,
      DATABASE_URL: infra.database.url,
      HEALTH_HOST: '127.0.0.1',
      HEALTH_PORT: '0',
      LOG_LEVEL: 'silent',
      EGRESS_ALLOW_CIDRS: '127.0.0.0/8',
      WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64'),
    }),
  );
  const settled = () =>
    eventually('the dispatcher to ack every event', async () => {
      const info = await infra.bus.jsm.consumers.info(Streams.scanEvents, DurableConsumers.webhookDispatcher.durable);
      return info.num_pending === 0 && info.num_ack_pending === 0;
    }, 60_000);
  const [quiet, subscribed] = [newWorkspace(), newWorkspace()];
  await webhooksAdmin(infra.bus, subscribed, { op: 'create', body: { url: receiver.url, events: ['scan.completed'] } });
  log('warming up the dispatcher…');
  await publishEvent(infra.bus, scanEvent(quiet));
  await publishEvent(infra.bus, scanEvent(subscribed));
  await eventually('the warm-up delivery', () => receiver.received.length === 1, 60_000);
  await settled();
  report('scan.completed, workspace without webhooks', await statementsDuring(() =>
    withCpuPerEvent('scan.completed, workspace without webhooks', CALLS, async () => {
      for (let i = 0; i < CALLS; i++) await publishEvent(infra.bus, scanEvent(quiet));
      await settled();
    }),
  ), CALLS);
  report('scan.completed, workspace with one webhook (fan-out, claim, send, record)', await statementsDuring(() =>
    withCpuPerEvent('scan.completed, workspace with one webhook (incl. the receiver)', CALLS, async () => {
      for (let i = 0; i < CALLS; i++) await publishEvent(infra.bus, scanEvent(subscribed));
      await settled();
      await eventually('every delivery answered', () => receiver.received.length === CALLS + 1, 60_000);
      // The attempt is recorded after the receiver answered: let the last ones commit.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }),
  ), CALLS);

  process.stdout.write(
    [
      '',
      `statements per call, ${CALLS} calls each, from PostgreSQL's statement log`,
      '',
      '| per | statements | of which |',
      '|---|---:|---|',
      ...rows,
      '',
      'CPU of the process running the webhook dispatcher (it also publishes the events and polls the consumer), per event:',
      '',
      '| per | CPU ms |',
      '|---|---:|',
      ...cpuRows,
      '',
    ].join('\n'),
  );
} finally {
  await dispatcher?.stop();
  await receiver.close();
  await infra.stop();
}
