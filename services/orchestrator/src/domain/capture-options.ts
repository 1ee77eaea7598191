import { createHash } from 'node:crypto';
import type { CaptureOptions, ScanEngine, SubmissionOptions } from '@lookout/contracts';

/**
 * The capture options a submission resolves to: the engine is always named (SCAN_ENGINE applies
 * when the caller named none), so two submissions that would fetch the same way compare equal.
 */
export function resolveCaptureOptions(options: SubmissionOptions | undefined, defaultEngine: ScanEngine): CaptureOptions {
  const resolved: CaptureOptions = { engine: options?.engine ?? defaultEngine };
  if (options?.userAgent !== undefined) resolved.userAgent = options.userAgent;
  if (options?.referer !== undefined) resolved.referer = options.referer;
  if (options?.acceptLanguage !== undefined) resolved.acceptLanguage = options.acceptLanguage;
  if (options?.device !== undefined) resolved.device = options.device;
  if (options?.extraHeaders && Object.keys(options.extraHeaders).length > 0) resolved.extraHeaders = { ...options.extraHeaders };
  return resolved;
}

/**
 * The one fingerprint of what the target sees: part of the URL cache key and the condition for
 * joining an in-flight job. Canonical JSON — fixed field order, header names lower-cased (HTTP header
 * names are case-insensitive) and sorted — hashed with SHA-256. Visibility and tags are not in it:
 * they change who sees the result, not the result.
 * The migration 20261123000000_submission_options relies on {"engine":"http"} hashing as it does here.
 * `userinfo` (the user name the submitted URL carried before '@') is part of it too: the analysis
 * judges the `brand@host` trick from it, so `https://paypal.com@kit.example/` must not share a job or
 * a cached result with `https://kit.example/`.
 */
export function captureFingerprint(options: CaptureOptions, userinfo?: string): string {
  const canonical: Record<string, unknown> = { engine: options.engine };
  if (options.userAgent !== undefined) canonical.userAgent = options.userAgent;
  if (options.referer !== undefined) canonical.referer = options.referer;
  if (options.acceptLanguage !== undefined) canonical.acceptLanguage = options.acceptLanguage;
  if (options.device !== undefined) canonical.device = options.device;
  if (options.extraHeaders) {
    const headers = Object.entries(options.extraHeaders).map(([name, value]) => [name.toLowerCase(), value] as const);
    headers.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    if (headers.length > 0) canonical.extraHeaders = headers;
  }
  if (userinfo !== undefined) canonical.userinfo = userinfo;
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
