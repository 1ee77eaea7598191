import type { FieldErrors } from './schemas.js';
import type { SubmissionOptions } from './types.js';

/**
 * The rules on submission options that JSON Schema cannot say (proto/http/url-check-request.schema.json
 * says the rest): a referer is an absolute http(s) URL; extraHeaders never name Host, Content-Length
 * or a hop-by-hop header, never repeat a name in another case, and stay within 8 KiB. Errors are keyed
 * by field, e.g. `extraHeaders.Host`, so a client sees which header to drop.
 */

export const MAX_EXTRA_HEADER_BYTES = 8 * 1024;

/** Headers that describe the connection or the framing, not the request: the fetching engine owns them. */
const REFUSED_HEADERS = new Set(['host', 'content-length', 'connection', 'keep-alive', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

export function isRefusedExtraHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return REFUSED_HEADERS.has(lower) || lower.startsWith('proxy-');
}

export function checkSubmissionOptions(options: SubmissionOptions): FieldErrors {
  const errors: FieldErrors = {};
  if (options.referer !== undefined) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(options.referer);
    } catch {
      parsed = null;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) errors.referer = ['must be an absolute http or https URL'];
  }
  if (options.extraHeaders) {
    const seen = new Map<string, string>();
    let bytes = 0;
    for (const [name, value] of Object.entries(options.extraHeaders)) {
      bytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      const lower = name.toLowerCase();
      if (isRefusedExtraHeader(name)) {
        errors[`extraHeaders.${name}`] = ['is a header the scanner sets itself (Host, Content-Length and hop-by-hop headers are refused)'];
      } else if (seen.has(lower)) {
        errors[`extraHeaders.${name}`] = [`repeats ${seen.get(lower)} (header names are case-insensitive)`];
      }
      seen.set(lower, name);
    }
    if (bytes > MAX_EXTRA_HEADER_BYTES) (errors.extraHeaders ??= []).push(`must be at most ${MAX_EXTRA_HEADER_BYTES} bytes in all (names and values)`);
  }
  return errors;
}
