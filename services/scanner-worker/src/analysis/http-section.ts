import { createHash } from 'node:crypto';
import type { AnalysisInput } from './input.js';
import { SECURITY_HEADER_NAMES, type HttpSection, type SecurityHeaders, type SetCookieSummary } from './result.js';
import { clip } from './url.js';

/** Header values are the target's words; long ones are cut so a result stays a bounded size. */
const MAX_HEADER_VALUE_CHARS = 4096;

export function headerString(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : value;
}

export function mimeTypeOf(contentType: string | null): string | null {
  if (contentType === null) return null;
  const mime = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return mime === '' ? null : mime;
}

export function summarizeSetCookie(value: string | string[] | undefined): SetCookieSummary | undefined {
  if (value === undefined) return undefined;
  const cookies = Array.isArray(value) ? value : [value];
  const flag = (cookie: string, name: string): boolean => new RegExp(`;\\s*${name}\\s*(?:=|;|$)`, 'i').test(cookie);
  return {
    count: cookies.length,
    secure: cookies.filter((c) => flag(c, 'secure')).length,
    httpOnly: cookies.filter((c) => flag(c, 'httponly')).length,
    sameSite: cookies.filter((c) => flag(c, 'samesite')).length,
  };
}

export function securityHeaders(headers: Readonly<Record<string, string | string[]>>): SecurityHeaders {
  const out: SecurityHeaders = {};
  for (const name of SECURITY_HEADER_NAMES) {
    const value = headerString(headers[name]);
    if (value !== undefined) out[name] = clip(value, MAX_HEADER_VALUE_CHARS);
  }
  const cookies = summarizeSetCookie(headers['set-cookie']);
  if (cookies) out['set-cookie'] = cookies;
  return out;
}

export function buildHttpSection(input: AnalysisInput): HttpSection {
  const response = { ...input, body: input.rawBody };
  const contentType = headerString(response.headers['content-type']) ?? null;
  const declaredLength = headerString(response.headers['content-length'])?.trim();
  return {
    status: response.status,
    contentType: contentType === null ? null : clip(contentType, 256),
    contentLength: declaredLength !== undefined && /^\d{1,15}$/.test(declaredLength) ? Number(declaredLength) : null,
    bodyBytes: response.body.length,
    bodyTruncated: response.bodyTruncated,
    bodySha256: createHash('sha256').update(response.body).digest('hex'),
    headers: securityHeaders(response.headers),
    timings: { dns: response.timings.dns, connect: response.timings.connect, tls: response.timings.tls, ttfb: response.timings.ttfb, total: response.timings.total },
  };
}
