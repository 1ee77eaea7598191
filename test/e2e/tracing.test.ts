import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { freePort } from '@lookout/testing';
import { api, startInfrastructure, type Infrastructure } from '../support/stack.js';
import { startTargetSite, type TargetSite } from '../support/target.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVICES = ['quota', 'orchestrator', 'scanner-worker', 'webhook-dispatcher', 'gateway'] as const;

interface ReceivedSpan {
  service: string;
  traceId: string;
  name: string;
}

interface OtlpTraces {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: { traceId: string; name: string }[] }[];
  }[];
}

/** A stand-in OpenTelemetry Collector: accepts OTLP/HTTP JSON and keeps the spans. */
async function startOtlpReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; metricsPosts: () => number; close(): Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  let metricsPosts = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpTraces;
        for (const resourceSpans of body.resourceSpans ?? []) {
          const service = resourceSpans.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '?';
          for (const scope of resourceSpans.scopeSpans ?? []) for (const span of scope.spans ?? []) spans.push({ service, traceId: span.traceId, name: span.name });
        }
      } else if (req.url === '/v1/metrics') {
        metricsPosts++;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    metricsPosts: () => metricsPosts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('telemetry: one scan is one trace across the services (OTLP over HTTP/JSON)', function () {
  this.timeout(120_000);
  let infra: Infrastructure;
  let target: TargetSite;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  const children: ChildProcess[] = [];
  let baseUrl: string;
  const healthPorts = new Map<string, number>();

  before(async () => {
    infra = await startInfrastructure();
    target = await startTargetSite();
    receiver = await startOtlpReceiver();
    const apiPort = await freePort();
    baseUrl = `http://127.0.0.1:${apiPort}`;
    for (const service of SERVICES) {
      const healthPort = await freePort();
      healthPorts.set(service, healthPort);
      children.push(
        spawn(process.execPath, ['--conditions=source', '--import', 'tsx', `services/${service}/src/main.ts`], {
          cwd: ROOT,
          stdio: 'ignore',
          env: {
            ...process.env,
            ...infra.env,
            PORT: String(apiPort),
            HEALTH_PORT: String(healthPort),
            EGRESS_ALLOW_CIDRS: '127.0.0.0/8',
            OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
            OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
            OTEL_BSP_SCHEDULE_DELAY: '200',
            OTEL_METRIC_EXPORT_INTERVAL: '1000',
          },
        }),
      );
    }
    const deadline = Date.now() + 60_000;
    while ((await api(baseUrl, '/readyz').catch(() => ({ status: 0 }))).status !== 200) {
      if (Date.now() > deadline) throw new Error('the stack did not become ready');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  });

  after(async () => {
    await Promise.all(children.map(async (child) => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }));
    await receiver?.close();
    await target?.close();
    await infra?.stop();
  });

  it('continues an incoming traceparent through gateway, orchestrator, scanner-worker and webhook-dispatcher', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const submitted = await api(baseUrl, '/UrlCheck', {
      method: 'POST',
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
      json: { url: `${target.url}/page?traced=1` },
    });
    assert.equal(submitted.status, 202, submitted.text);
    const polled = await api(baseUrl, `/UrlCheck/${submitted.body.scanId}?wait=20`);
    assert.equal(polled.body.scanState, 'completed');
    const wanted = ['gateway', 'orchestrator', 'scanner-worker', 'webhook-dispatcher'];
    const deadline = Date.now() + 20_000;
    let services = new Set<string>();
    while (Date.now() < deadline) {
      services = new Set(receiver.spans.filter((span) => span.traceId === traceId).map((span) => span.service));
      if (wanted.every((service) => services.has(service))) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.deepEqual(wanted.filter((service) => !services.has(service)), [], `services seen in the trace: ${[...services].join(', ')}`);
  });

  it('exposes Prometheus metrics on every service health port and pushes them over OTLP', async () => {
    for (const [service, port] of healthPorts) {
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      assert.equal(response.status, 200, service);
      assert.match(response.headers.get('content-type') ?? '', /text\/plain/);
    }
    const gatewayMetrics = await (await fetch(`http://127.0.0.1:${healthPorts.get('gateway')}/metrics`)).text();
    assert.match(gatewayMetrics, /http_server_request_duration(_seconds)?_count\{[^}]*http_route="\/UrlCheck"/);
    const orchestratorMetrics = await (await fetch(`http://127.0.0.1:${healthPorts.get('orchestrator')}/metrics`)).text();
    assert.match(orchestratorMetrics, /lookout_scans_finished_total\{[^}]*state="completed"/);
    assert.match(orchestratorMetrics, /lookout_jobs_pending/);
    const workerMetrics = await (await fetch(`http://127.0.0.1:${healthPorts.get('scanner-worker')}/metrics`)).text();
    assert.match(workerMetrics, /lookout_scan_duration(_seconds)?_count/);
    assert.ok(receiver.metricsPosts() > 0, 'metrics were pushed over OTLP');
  });
});
