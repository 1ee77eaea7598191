import type { ScanJobMessage } from '@lookout/contracts';
import type { CaptureOptions } from './types.js';

export type Engine = 'browser' | 'http';

/**
 * The engine and capture options of a job (contract §8: `options` on the job message). A job without
 * options — published before they existed — runs on the worker's default engine with no overrides.
 */
export function captureOptionsOf(job: ScanJobMessage, defaultEngine: Engine): { engine: Engine; capture: CaptureOptions } {
  // Typed as required, but jobs queued by an older orchestrator have none.
  const options = (job as Partial<Pick<ScanJobMessage, 'options'>>).options;
  if (!options) return { engine: defaultEngine, capture: {} };
  const capture: CaptureOptions = {};
  if (options.userAgent) capture.userAgent = options.userAgent;
  if (options.referer) capture.referer = options.referer;
  if (options.acceptLanguage) capture.acceptLanguage = options.acceptLanguage;
  if (options.device === 'desktop' || options.device === 'mobile') capture.device = options.device;
  if (options.extraHeaders) {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(options.extraHeaders)) if (typeof value === 'string') headers[name.toLowerCase()] = value;
    capture.extraHeaders = headers;
  }
  return { engine: options.engine === 'http' || options.engine === 'browser' ? options.engine : defaultEngine, capture };
}
