import { Router } from 'express';
import { ServiceNames } from '@lookout/contracts';
import { askReady, type Bus } from '@lookout/bus';
import { connectionChecks, runChecks, type ReadinessCheck } from '@lookout/runtime';

/**
 * /healthz: the process is alive. /readyz: the whole pipeline can take a scan — the gateway is
 * connected to NATS and every other service answers its ping.
 */
export function pipelineChecks(bus: Bus, isStopping: () => boolean): Record<string, ReadinessCheck> {
  const checks: Record<string, ReadinessCheck> = {
    ...connectionChecks({ nats: bus.nc }),
    accepting: async () => (isStopping() ? 'shutting down' : true),
  };
  for (const service of ServiceNames.filter((name) => name !== 'gateway')) {
    checks[service] = async () => {
      const ready = await askReady(bus, service, 1_500);
      if (ready === null) return 'not answering';
      return ready ? true : 'not ready';
    };
  }
  return checks;
}

export function healthRoutes(bus: Bus, isStopping: () => boolean): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.status(200).json({ status: 'ok', service: 'gateway' });
  });
  router.get('/readyz', async (_req, res) => {
    const { ready, checks: results } = await runChecks(pipelineChecks(bus, isStopping));
    res.status(ready ? 200 : 503).setHeader('Cache-Control', 'no-store').json({ status: ready ? 'ready' : 'not_ready', checks: results });
  });
  return router;
}
