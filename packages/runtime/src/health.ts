import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReadinessCheck = () => Promise<true | string>;

export interface HealthServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

/**
 * The small HTTP port every service exposes for orchestrators and scrapers: /healthz answers while
 * the process runs; /readyz runs the service's checks and answers 503 with the failing ones;
 * /metrics serves Prometheus text.
 */
export async function startHealthServer(options: {
  host: string;
  port: number;
  service: string;
  checks: Record<string, ReadinessCheck>;
  /** Prometheus scrape handler (TelemetryHandle.metricsHandler), served at /metrics. */
  metrics?: (request: IncomingMessage, response: ServerResponse) => void;
}): Promise<HealthServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const send = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    if (path === '/healthz') return send(200, { status: 'ok', service: options.service });
    if (path === '/metrics' && options.metrics) return options.metrics(request, response);
    if (path === '/readyz') {
      void runChecks(options.checks).then(({ ready, checks }) => send(ready ? 200 : 503, { status: ready ? 'ready' : 'not_ready', service: options.service, checks }));
      return;
    }
    send(404, { status: 404, title: 'Not Found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function runChecks(checks: Record<string, ReadinessCheck>, timeoutMs = 2_000): Promise<{ ready: boolean; checks: Record<string, string> }> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve('timed out'), timeoutMs);
      });
      try {
        const outcome = await Promise.race([check().catch((error: unknown) => (error instanceof Error ? error.message : String(error))), timeout]);
        return [name, outcome === true ? 'ok' : outcome] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return { ready: entries.every(([, outcome]) => outcome === 'ok'), checks: Object.fromEntries(entries) };
}

/** The readiness checks services share, over the smallest surface of each client. */
export const readiness = {
  nats: (connection: { isClosed(): boolean }): ReadinessCheck => async () => (connection.isClosed() ? 'disconnected' : true),
  redis: (client: { status: string }): ReadinessCheck => async () => (client.status === 'ready' ? true : client.status),
  /** Passes when the query resolves, e.g. `readiness.query(() => prisma.$queryRaw\`SELECT 1\`)`. */
  query: (run: () => Promise<unknown>): ReadinessCheck => async () => {
    await run();
    return true;
  },
};
