import type { BrowserCapture } from './types.js';

/**
 * A HAR 1.2 log of the request list: headers, status, sizes and timings, never bodies (the artifact
 * is evidence of what was exchanged; bodies are identified by their SHA-256 in the result).
 */
export function buildHar(capture: BrowserCapture, browserVersion: string): Buffer {
  const pairs = (headers: Record<string, string>) => Object.entries(headers).map(([name, value]) => ({ name, value }));
  const entries = capture.requests.map((request) => {
    const url = safeUrl(request.url);
    return {
      startedDateTime: new Date(request.startedAt).toISOString(),
      time: request.durationMs ?? 0,
      request: {
        method: request.method,
        url: request.url,
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: pairs(redact(request.requestHeaders)),
        queryString: url ? [...url.searchParams].map(([name, value]) => ({ name, value })) : [],
        headersSize: -1,
        bodySize: -1,
      },
      response: {
        status: request.status ?? 0,
        statusText: request.blocked ? `blocked: ${request.blocked.reason}` : '',
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: pairs(redact(request.responseHeaders)),
        content: { size: request.bytes ?? 0, mimeType: request.mimeType ?? '', comment: request.sha256 ? `sha256:${request.sha256}` : '' },
        redirectURL: request.responseHeaders['location'] ?? '',
        headersSize: -1,
        bodySize: request.bytes ?? -1,
      },
      cache: {},
      timings: { send: 0, wait: request.durationMs ?? -1, receive: 0 },
      ...(request.remoteAddress ? { serverIPAddress: request.remoteAddress } : {}),
      _resourceType: request.resourceType,
      ...(request.phase ? { _phase: request.phase } : {}),
    };
  });
  const har = {
    log: {
      version: '1.2',
      creator: { name: 'lookout-scanner', version: '0.1' },
      browser: { name: 'Chromium', version: browserVersion },
      pages: [{ startedDateTime: new Date(capture.requests[0]?.startedAt ?? 0).toISOString(), id: 'page_1', title: capture.finalUrl, pageTimings: {} }],
      entries: entries.map((entry) => ({ ...entry, pageref: 'page_1' })),
    },
  };
  return Buffer.from(JSON.stringify(har));
}

/** Cookie and credential values are the target's and the scanner's secrets: the HAR names them only. */
function redact(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    out[name] = lower === 'cookie' || lower === 'set-cookie' || lower === 'authorization' || lower === 'proxy-authorization' ? '[redacted]' : value;
  }
  return out;
}

function safeUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}
