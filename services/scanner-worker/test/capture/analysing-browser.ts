import { defaultPolicy } from '@lookout/egress';
import type { Logger } from '@lookout/telemetry';
import { analyzeFetch } from '../../src/analysis/analyze.js';
import { BrowserPool } from '../../src/capture/browser-pool.js';
import type { BrowserEngineDeps } from '../../src/capture/browser-engine.js';
import { proxiedEgress } from '../../src/capture/egress.js';
import { ThreatIntelIndex } from '../../src/threat-intel/threat-index.js';
import { defaultRules } from '../analysis/fixtures.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * A started BrowserPool (real Chromium) and the engine deps the detection suites scan with: the shipped
 * rules, no threat intel, loopback allowed for the test pages — everything still through the egress proxy.
 */
export async function startAnalysingBrowser(logger: Logger): Promise<{ pool: BrowserPool; deps: BrowserEngineDeps }> {
  // Rules first: a pool started before a rule file fails to load would be returned to nobody, and its
  // Chromium would keep the test run alive after mocha has reported the failure.
  const rules = await defaultRules();
  const pool = new BrowserPool({ executablePath: CHROMIUM, recycleAfterScans: 100, maxRssMb: 4096, logger });
  await pool.start();
  const deps: BrowserEngineDeps = {
    pool,
    logger,
    egress: proxiedEgress(defaultPolicy({ allowCidrs: ['127.0.0.0/8'] })),
    watchdogMs: 30_000,
    limits: { networkIdleMs: 300 },
    analyze: (response, rendered) => analyzeFetch(response, { threatIntel: ThreatIntelIndex.empty(), rules }, rendered),
  };
  return { pool, deps };
}
