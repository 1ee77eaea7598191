import { readArtifactStoreConfig, type ArtifactStoreConfig } from '@lookout/artifacts';
import { readFileSync } from 'node:fs';
import { ConfigError, loadConfig, readCommonConfig, type CommonConfig, type Env, type EnvReader } from '@lookout/config';
import { parsePemBundle } from '@lookout/egress';
import { BROWSER_BASE_ANON_MB, CONTEXT_OUTSIDE_HEAP_MB, DEFAULT_RENDERER_HEAP_MB, minimumCeilingMb } from './capture/memory-budget.js';

export interface WorkerConfig extends CommonConfig {
  /** Scans run at once by this process (each its own pull loop). */
  concurrency: number;
  /** How long a scan runs before its start is announced (0: before fetching); see handlers/scan-jobs.ts. */
  startedNoticeMs: number;
  egressAllowCidrs: string[];
  maxBodyBytes: number;
  maxHeaderBytes: number;
  maxRedirects: number;
  totalTimeoutMs: number;
  connectTimeoutMs: number;
  responseTimeoutMs: number;
  userAgent: string;
  /** PEM bundle read from the file SCAN_EXTRA_CA_CERTS names: CAs trusted for upstream TLS besides the system roots. */
  extraCaCerts: string | undefined;
  threatIntelDir: string | undefined;
  threatIntelPollMs: number;
  rulesDir: string | undefined;
  /** Operator brand files (*.json, the shape of rules/brands.json), polled every threatIntelPollMs. */
  brandsDir: string | undefined;
  workerName: string;
  /** Redelivery delay of a job whose worker died; live workers extend it with in-progress acks. */
  jobAckWaitMs: number;
  /** Engine for jobs that do not name one (jobs published before options existed). */
  scanEngine: 'browser' | 'http';
  chromiumPath: string;
  /** Run Chromium without its own sandbox even when not root (containers without user namespaces). */
  chromiumNoSandbox: boolean;
  browserRecycleAfterScans: number;
  /**
   * Hard ceiling on the browser tree's anonymous memory, MiB (see capture/memory-budget.ts). Unset, it
   * is derived from the concurrency and the heap cap; set below what they need, the worker refuses to start.
   */
  browserMaxRssMb: number;
  /** V8 heap cap of each renderer (a JS-heap bomb crashes its own tab; memory outside the heap is the ceiling's). */
  browserRendererHeapMb: number;
  /** Navigation bound of a rendered scan (to the load event); the job deadline bounds it too. */
  browserNavigationTimeoutMs: number;
  /** Quiet-network wait after load, so late script requests and redirects are seen. */
  browserNetworkIdleMs: number;
  /** A rendered capture running longer than this is a hung browser: killed, relaunched, retried once. */
  browserWatchdogMs: number;
  /** Capture every browser scan a second time with another user agent and locale (cloaking check; doubles the browser work). */
  cloakingCheck: boolean;
  /** Where screenshots, DOM snapshots and HARs are written (shared with the gateway and orchestrator). */
  artifacts: ArtifactStoreConfig;
}

export function readConfig(source: Env = process.env): WorkerConfig {
  return loadConfig((env) => {
    const concurrency = env.int('WORKER_CONCURRENCY', 4, { min: 1, max: 256 });
    const rendererHeapMb = env.int('BROWSER_RENDERER_HEAP_MB', DEFAULT_RENDERER_HEAP_MB, { min: 64, max: 16_384 });
    const neededMb = minimumCeilingMb(concurrency, rendererHeapMb);
    const maxRssMb = env.int('BROWSER_MAX_RSS_MB', neededMb, { min: 128 });
    if (maxRssMb < neededMb) {
      env.problem(
        `BROWSER_MAX_RSS_MB (${maxRssMb}) cannot hold WORKER_CONCURRENCY (${concurrency}) pages at BROWSER_RENDERER_HEAP_MB (${rendererHeapMb}): ` +
          `${BROWSER_BASE_ANON_MB} MiB for the idle browser + ${concurrency} × (${rendererHeapMb} + ${CONTEXT_OUTSIDE_HEAP_MB} outside the heap) = ${neededMb} MiB; ` +
          `raise it to at least ${neededMb} (or leave it unset), or lower the concurrency or the heap cap`,
      );
    }
    return readFields(env, concurrency, rendererHeapMb, maxRssMb);
  }, source);
}

function readFields(env: EnvReader, concurrency: number, browserRendererHeapMb: number, browserMaxRssMb: number): WorkerConfig {
  return {
    ...readCommonConfig(env, { healthPort: 8083 }),
    concurrency,
    startedNoticeMs: env.int('WORKER_STARTED_NOTICE_MS', 1_000, { min: 0, max: 60_000 }),
    egressAllowCidrs: env.list('EGRESS_ALLOW_CIDRS', []),
    maxBodyBytes: env.int('SCAN_MAX_BODY_BYTES', 5 * 1024 * 1024, { min: 1024 }),
    maxHeaderBytes: env.int('SCAN_MAX_HEADER_BYTES', 32 * 1024, { min: 1024, max: 1024 * 1024 }),
    maxRedirects: env.int('SCAN_MAX_REDIRECTS', 10, { min: 0, max: 50 }),
    totalTimeoutMs: env.int('SCAN_FETCH_TIMEOUT_MS', 30_000, { min: 100 }),
    connectTimeoutMs: env.int('SCAN_CONNECT_TIMEOUT_MS', 5_000, { min: 100 }),
    responseTimeoutMs: env.int('SCAN_RESPONSE_TIMEOUT_MS', 10_000, { min: 100 }),
    userAgent: env.string('SCAN_USER_AGENT', 'lookout-scanner/0.1'),
    extraCaCerts: readExtraCaCerts(env.optionalString('SCAN_EXTRA_CA_CERTS')),
    threatIntelDir: env.optionalString('THREAT_INTEL_DIR'),
    threatIntelPollMs: env.int('THREAT_INTEL_POLL_MS', 30_000, { min: 100 }),
    rulesDir: env.optionalString('SCAN_RULES_DIR'),
    brandsDir: env.optionalString('SCAN_BRANDS_DIR'),
    workerName: env.string('WORKER_NAME', `scanner-worker-${process.pid}`),
    jobAckWaitMs: env.int('SCAN_JOB_ACK_WAIT_MS', 30_000, { min: 1_000 }),
    scanEngine: env.oneOf('SCAN_ENGINE', 'browser', ['browser', 'http'] as const),
    chromiumPath: env.string('CHROMIUM_PATH', '/usr/bin/chromium'),
    chromiumNoSandbox: env.bool('CHROMIUM_NO_SANDBOX', false),
    browserRecycleAfterScans: env.int('BROWSER_RECYCLE_AFTER_SCANS', 200, { min: 1 }),
    browserMaxRssMb,
    browserRendererHeapMb,
    browserNavigationTimeoutMs: env.int('BROWSER_NAVIGATION_TIMEOUT_MS', 15_000, { min: 500 }),
    browserNetworkIdleMs: env.int('BROWSER_NETWORK_IDLE_MS', 1_500, { min: 0, max: 30_000 }),
    browserWatchdogMs: env.int('BROWSER_WATCHDOG_MS', 60_000, { min: 5_000 }),
    cloakingCheck: env.bool('SCAN_CLOAKING_CHECK', false),
    artifacts: readArtifactStoreConfig(env),
  };
}

/** Read once at start: a missing or unparsable bundle stops the worker with the reason instead of scanning with the wrong trust. */
function readExtraCaCerts(file: string | undefined): string | undefined {
  if (file === undefined) return undefined;
  try {
    const pem = readFileSync(file, 'utf8');
    parsePemBundle(pem);
    return pem;
  } catch (error) {
    throw new ConfigError([`SCAN_EXTRA_CA_CERTS (${file}): ${error instanceof Error ? error.message : String(error)}`]);
  }
}
