import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { JSONCodec } from 'nats';
import { Webhook } from 'standardwebhooks';
import { connectBus, ensureStreams, publish, requestRpc, type Bus } from '@lookout/bus';
import { newId, Operations, Streams, type Caller, type RequestBody, type ScanCompletedEvent, type WebhooksAdminRequest } from '@lookout/contracts';
import { applyMigrations } from '@lookout/database';
import { createDatabase, startNats, type DatabaseHandle, type NatsHandle } from '@lookout/testing';
import { createLogger } from '@lookout/telemetry';
import { readConfig } from '../src/config.js';
import { start, type DispatcherDeps, type RunningDispatcher } from '../src/main.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations/', import.meta.url));
export const SCHEMA_PRISMA = fileURLToPath(new URL('../prisma/schema.prisma', import.meta.url));

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until `check` returns a value (not undefined/false), or fails with `what` after timeoutMs. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 20_000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await sleep(everyMs);
  }
}

/** A clock tests move forward instead of sleeping. */
export class TestClock {
  offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface ReceivedDelivery {
  path: string;
  /** Date.now() when the request arrived. */
  receivedAt: number;
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
  headers: IncomingMessage['headers'];
}

export type ReceiverReply = { status: number; headers?: Record<string, string>; body?: string } | 'hold' | 'destroy';

/**
 * A webhook receiver on 127.0.0.1 (the only place tests deliver to). Records every request, counts
 * connections, and answers what `reply` decides; 'hold' parks the request until release().
 */
export class Receiver {
  readonly received: ReceivedDelivery[] = [];
  connections = 0;
  inFlight = 0;
  maxInFlight = 0;
  reply: (delivery: ReceivedDelivery, index: number) => ReceiverReply = () => ({ status: 204 });
  private readonly held: ServerResponse[] = [];
  private readonly sockets = new Set<Socket>();
  private server: Server | undefined;
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}/hook`;
  }

  get heldCount(): number {
    return this.held.length;
  }

  async listen(port = 0): Promise<this> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const delivery: ReceivedDelivery = {
          path: req.url ?? '',
          receivedAt: Date.now(),
          id: String(req.headers['webhook-id']),
          timestamp: String(req.headers['webhook-timestamp']),
          signature: String(req.headers['webhook-signature']),
          body,
          payload: JSON.parse(body) as ReceivedDelivery['payload'],
          headers: req.headers,
        };
        const index = this.received.push(delivery) - 1;
        this.inFlight++;
        this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
        res.on('close', () => this.inFlight--);
        const answer = this.reply(delivery, index);
        if (answer === 'hold') this.held.push(res);
        else if (answer === 'destroy') req.socket.destroy();
        else {
          res.writeHead(answer.status, answer.headers ?? {});
          res.end(answer.body ?? '');
        }
      });
    });
    server.on('connection', (socket: Socket) => {
      this.connections++;
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    return this;
  }

  /** Answers every held request with `status`. */
  release(status = 204): void {
    for (const res of this.held.splice(0)) {
      if (!res.destroyed) {
        res.writeHead(status);
        res.end();
      }
    }
  }

  /** Verifies every received delivery with the official standardwebhooks package; returns the payloads. */
  verifyAll(secret: string): unknown[] {
    const webhook = new Webhook(secret);
    return this.received.map((delivery) => webhook.verify(delivery.body, { 'webhook-id': delivery.id, 'webhook-timestamp': delivery.timestamp, 'webhook-signature': delivery.signature }));
  }

  scanIds(): string[] {
    return this.received.map((delivery) => String((delivery.payload.data as { scanId?: string }).scanId));
  }

  async close(): Promise<void> {
    this.release(503);
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}

/** A secret-key value for WEBHOOK_SECRET_KEY. */
export const testSecretKey = () => randomBytes(32).toString('base64');

export interface Env {
  nats: NatsHandle;
  database: DatabaseHandle;
  bus: Bus;
  vars: Record<string, string>;
  dispatcher: RunningDispatcher | undefined;
  startDispatcher(extra?: Record<string, string>, deps?: DispatcherDeps): Promise<RunningDispatcher>;
  stopDispatcher(): Promise<void>;
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

/** NATS, a database with the dispatcher's schema, a bus connection for the test, and a dispatcher to start. */
export async function startEnv(vars: Record<string, string> = {}): Promise<Env> {
  const [nats, database] = await Promise.all([startNats(), createDatabase()]);
  await applyMigrations({ databaseUrl: database.url, schema: 'webhook_dispatcher', migrationsDir: MIGRATIONS_DIR });
  const bus = await connectBus({ url: nats.url, name: 'webhook-test', logger: createLogger('webhook-test', 'silent') });
  await ensureStreams(bus.jsm, [Streams.scanEvents, Streams.deadLetters]);
  const client = new pg.Client({ connectionString: database.url, options: '-c search_path=webhook_dispatcher' });
  await client.connect();
  const base: Record<string, string> = {
    NATS_URL: nats.url,
    DATABASE_URL: database.url,
    HEALTH_HOST: '127.0.0.1',
    HEALTH_PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SHUTDOWN_GRACE_SECONDS: '2',
    EGRESS_ALLOW_CIDRS: '127.0.0.0/8',
    WEBHOOK_SECRET_KEY: testSecretKey(),
    WEBHOOK_POLL_INTERVAL_MS: '100',
    WEBHOOK_RETRY_SCHEDULE: '0s,300ms,300ms,300ms,300ms',
    WEBHOOK_TIMEOUT_MS: '5000',
    ...vars,
  };
  const env: Env = {
    nats,
    database,
    bus,
    vars: base,
    dispatcher: undefined,
    async startDispatcher(extra = {}, deps = {}) {
      if (env.dispatcher) throw new Error('a dispatcher is already running');
      env.dispatcher = await start(readConfig({ ...base, ...extra }), deps);
      return env.dispatcher;
    },
    async stopDispatcher() {
      const running = env.dispatcher;
      env.dispatcher = undefined;
      await running?.stop();
    },
    async query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
      return (await client.query<T>(sql, params)).rows;
    },
    async stop() {
      await env.stopDispatcher().catch(() => undefined);
      await bus.drain().catch(() => undefined);
      await client.end().catch(() => undefined);
      await Promise.allSettled([nats.stop(), database.drop()]);
    },
  };
  return env;
}

export const callerOf = (workspaceId: string | null): Caller => ({ workspaceId, keyId: workspaceId ? `key_${workspaceId}` : null, clientIp: '127.0.0.1' });

type AdminCall = RequestBody<WebhooksAdminRequest> extends infer R ? (R extends unknown ? Omit<R, 'caller'> : never) : never;

/** The management RPC, as the gateway calls it. */
export function admin(bus: Bus, workspaceId: string | null, call: AdminCall) {
  return requestRpc(bus, Operations.webhooksAdmin, { caller: callerOf(workspaceId), ...call });
}

export async function createWebhook(bus: Bus, workspaceId: string, url: string) {
  const { webhook } = await admin(bus, workspaceId, { op: 'create', body: { url, events: ['scan.completed'] } });
  if (!webhook?.secret) throw new Error('create answered no secret');
  return { id: webhook.id, secret: webhook.secret };
}

export const newWorkspace = () => `ws_${randomUUID().replace(/-/g, '')}`;

/** A scan.completed CloudEvent as the orchestrator publishes it. */
export function scanEvent(workspaceId: string | null, overrides: Partial<ScanCompletedEvent> = {}): ScanCompletedEvent {
  const scanId = newId('scan');
  const at = new Date().toISOString();
  return {
    specversion: '1.0',
    id: newId('evt'),
    source: '/lookout/orchestrator',
    type: 'scan.completed',
    time: at,
    subject: scanId,
    datacontenttype: 'application/json',
    dataschema: 'https://lookout.dev/proto/bus/scan-completed.v1.schema.json',
    data: {
      scanId,
      url: 'https://example.com/',
      normalizedUrl: 'https://example.com/',
      scanState: 'failed',
      cached: false,
      submittedAt: at,
      startedAt: at,
      completedAt: at,
      visibility: workspaceId === null ? 'unlisted' : 'private',
      tags: [],
      options: { engine: 'http' },
      reason: { code: 'timeout', message: 'the target did not answer in time' },
      unreachable: true,
      workspaceId,
    },
    ...overrides,
  };
}

/** Publishes as the orchestrator does; a `msgId` other than the event id gets a duplicate past JetStream's de-duplication. */
export async function publishEvent(bus: Bus, event: ScanCompletedEvent, msgId?: string): Promise<void> {
  if (msgId === undefined) await publish(bus, Operations.scanCompleted, event);
  else await bus.js.publish(Operations.scanCompleted.subject, JSONCodec().encode(event), { msgID: msgId });
}
