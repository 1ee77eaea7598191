import type { ScanJobMessage } from '@lookout/contracts';
import type { CaptureOptions } from './types.js';

export type Engine = 'browser' | 'http';

/**
 * The engine and capture options of a job (contract §8: `options` on the job message). A job without
 * options — published before they existed — runs on the worker's default engine with no overrides.
 */
export function captureOptionsOf(job: ScanJobMessage, defaultEngine: Engine): { engine: Engine; capture: CaptureOptions } {
  const raw = (job as ScanJobMessage & { options?: unknown }).options;
  if (typeof raw !== 'object' || raw === null) return { engine: defaultEngine, capture: {} };
  const o = raw as Record<string, unknown>;
  const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
  const capture: CaptureOptions = {};
  const userAgent = str(o.userAgent);
  const referer = str(o.referer);
  const acceptLanguage = str(o.acceptLanguage);
  if (userAgent) capture.userAgent = userAgent;
  if (referer) capture.referer = referer;
  if (acceptLanguage) capture.acceptLanguage = acceptLanguage;
  if (o.device === 'desktop' || o.device === 'mobile') capture.device = o.device;
  if (typeof o.extraHeaders === 'object' && o.extraHeaders !== null) {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(o.extraHeaders)) if (typeof value === 'string') headers[name.toLowerCase()] = value;
    capture.extraHeaders = headers;
  }
  return { engine: o.engine === 'http' || o.engine === 'browser' ? o.engine : defaultEngine, capture };
}
