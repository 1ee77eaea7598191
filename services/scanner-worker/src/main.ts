import { connectBus, ensureStreams, servePing } from '@lookout/bus';
import { Streams } from '@lookout/contracts';
import { createEgressClient, defaultPolicy } from '@lookout/egress';
import { connectionChecks, serviceMain, startServiceHealth, stopInOrder, type RunningService } from '@lookout/runtime';
import { createLogger, startTelemetry } from '@lookout/telemetry';
import { analyzeFetch } from './analysis/analyze.js';
import { submittedUrlOf } from './analysis/input.js';
import { loadRules } from './analysis/rules.js';
import { createBrandStore } from './analysis/brand-store.js';
import { createThreatIntelStore } from './threat-intel/store.js';
import { readConfig, type WorkerConfig } from './config.js';
import { consumeScanJobs } from './handlers/scan-jobs.js';
import { scanUrl } from './scan-job.js';
import { createArtifactStore } from '@lookout/artifacts';
import { BrowserPool } from './capture/browser-pool.js';
import { scanWithBrowser } from './capture/browser-engine.js';
import { proxiedEgress } from './capture/egress.js';
import { captureOptionsOf } from './capture/job-options.js';

export const SERVICE = 'scanner-worker';

export async function start(config: WorkerConfig = readConfig()): Promise<RunningService & { healthPort: number }> {
  const telemetry = startTelemetry(SERVICE);
  const logger = createLogger(SERVICE, config.logLevel);
  // One policy for both engines: the http engine's client and every browser request through the proxy.
  const policy = defaultPolicy({
    allowCidrs: config.egressAllowCidrs,
    maxRedirects: config.maxRedirects,
    maxBodyBytes: config.maxBodyBytes,
    maxHeaderBytes: config.maxHeaderBytes,
    userAgent: config.userAgent,
    extraCaCerts: config.extraCaCerts,
    timeouts: {
      lookupMs: config.connectTimeoutMs,
      connectMs: config.connectTimeoutMs,
      secureConnectMs: config.connectTimeoutMs,
      responseMs: config.responseTimeoutMs,
      totalMs: config.totalTimeoutMs,
    },
  });
  const egress = createEgressClient(policy);
  const rules = await loadRules(config.rulesDir);
  const threatIntel = await createThreatIntelStore(config.threatIntelDir, { logger, pollIntervalMs: config.threatIntelPollMs });
  const brands = await createBrandStore(config.brandsDir, rules, { logger, pollIntervalMs: config.threatIntelPollMs });
  const analysisDeps = () => ({ threatIntel: threatIntel.index(), rules: brands.rules() });
  // Launched whatever the default engine: any job may ask for the browser in its options.
  const pool = new BrowserPool({ executablePath: config.chromiumPath, noSandbox: config.chromiumNoSandbox, recycleAfterScans: config.browserRecycleAfterScans, maxRssMb: config.browserMaxRssMb, rendererHeapMb: config.browserRendererHeapMb, logger });
  await pool.start();
  const artifacts = createArtifactStore(config.artifacts);
  const browserEgress = proxiedEgress(policy);
  const bus = await connectBus({ url: config.natsUrl, name: SERVICE, logger });
  await ensureStreams(bus.jsm, [Streams.scanJobs, Streams.scanOutcomes, Streams.deadLetters]);
  const jobs = await consumeScanJobs(bus, {
    concurrency: config.concurrency,
    ackWaitMs: config.jobAckWaitMs,
    workerName: config.workerName,
    startedNoticeMs: config.startedNoticeMs,
    logger,
    scan: (job, signal) => {
      const { engine, capture } = captureOptionsOf(job, config.scanEngine);
      // The brand@host trick is judged on the URL as submitted (user name included), never fetched with it.
      const submittedUrl = submittedUrlOf(job);
      const analysisOptions = submittedUrl ? { submittedUrl } : {};
      if (engine === 'http') return scanUrl(job.url, { egress, signal, ...(job.options ? { options: job.options } : {}), analyze: (response) => analyzeFetch(response, analysisDeps(), undefined, analysisOptions) });
      return scanWithBrowser(
        job.url,
        capture,
        {
          pool,
          logger,
          artifacts,
          egress: browserEgress,
          watchdogMs: config.browserWatchdogMs,
          cloakingCheck: config.cloakingCheck,
          limits: { navigationTimeoutMs: config.browserNavigationTimeoutMs, networkIdleMs: config.browserNetworkIdleMs },
          analyze: (response, rendered) => analyzeFetch(response, analysisDeps(), rendered, analysisOptions),
        },
        signal,
        new Date(job.deadlineAt).getTime() - Date.now(),
      );
    },
  });
  const ping = servePing(bus, SERVICE, () => true);
  const health = await startServiceHealth({
    service: SERVICE,
    config,
    telemetry,
    checks: { ...connectionChecks({ nats: bus.nc }), browser: async () => (pool.ready() ? true : 'browser not running') },
  });
  return {
    healthPort: health.port,
    stop: () =>
      stopInOrder(logger, [
        ['stop taking work', () => ping.unsubscribe()],
        // Scans in progress finish within the grace period; the rest are nak'ed back to the queue.
        ['finish or hand back scans', () => jobs.stop(config.shutdownGraceSeconds * 1000)],
        ['drain NATS', () => bus.drain()],
        ['close HTTP', () => health.close()],
        ['close threat intel', () => threatIntel.close()],
        ['stop brand reloads', async () => brands.close()],
        ['close the browser', () => pool.close()],
        ['close artifact store', async () => artifacts.close?.()],
        ['flush telemetry', () => telemetry.shutdown()],
      ]),
  };
}

serviceMain(import.meta.url, SERVICE, readConfig, start);
