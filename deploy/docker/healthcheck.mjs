/**
 * Docker HEALTHCHECK of the Lookout image (curl is not in slim images): asks the running service's
 * /readyz on its HEALTH_PORT (the gateway's too: its API port stays free of probe traffic) and exits 0
 * on a 2xx.
 * `node deploy/docker/healthcheck.mjs /healthz` checks liveness instead.
 * Exits 0 when SERVICE names no long-running service (migrate, one-off commands): nothing to probe.
 * The defaults mirror services/<name>/src/config.ts (test/deploy/manifests.test.ts checks they agree).
 */
const DEFAULT_PORTS = {
  gateway: 8085,
  quota: 8081,
  orchestrator: 8082,
  'scanner-worker': 8083,
  'webhook-dispatcher': 8084,
};

const service = process.env.SERVICE ?? '';
if (!Object.hasOwn(DEFAULT_PORTS, service)) process.exit(0);

const env = (name) => {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
};
const port = env('HEALTH_PORT') ?? String(DEFAULT_PORTS[service]);
const bound = env('HEALTH_HOST');
// A wildcard bind answers on loopback; a specific address must be asked on that address.
const host = !bound || bound === '0.0.0.0' || bound === '::' ? '127.0.0.1' : bound.includes(':') ? `[${bound}]` : bound;
const path = process.argv[2] ?? '/readyz';

try {
  const response = await fetch(`http://${host}:${port}${path}`, { signal: AbortSignal.timeout(4_000) });
  if (!response.ok) console.error(`${service} ${path}: ${response.status} ${await response.text()}`);
  process.exit(response.ok ? 0 : 1);
} catch (error) {
  console.error(`${service} ${path}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
