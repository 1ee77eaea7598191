/**
 * JSON Schema (draft 2020-12) of ScanResult, meant to be written to proto/http/scan-result.schema.json.
 * Kept next to the type so the two change together; test/analysis/result-schema.test.ts validates real
 * analysis output against it with ajv in strict mode, as the contracts package does.
 */

const nullableString = { type: ['string', 'null'] } as const;
const nullableMs = { type: ['number', 'null'], minimum: 0 } as const;
const severity = { enum: ['info', 'low', 'medium', 'high'] } as const;

const headerString = { type: 'string' } as const;

/** SHA-256 of an artifact's stored bytes: its key in the artifact store (packages/artifacts). */
const artifactHash = { type: 'string', pattern: '^[0-9a-f]{64}$' } as const;

export const scanResultSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://lookout.dev/proto/http/scan-result.schema.json',
  title: 'ScanResult',
  description: 'Findings of a completed scan (contract §1). Every non-clean verdict is explained by at least one signal of severity low or above.',
  type: 'object',
  additionalProperties: false,
  required: ['verdict', 'score', 'categories', 'signals', 'finalUrl', 'redirects', 'http', 'dns', 'threatIntel'],
  properties: {
    verdict: { enum: ['malicious', 'suspicious', 'clean'] },
    score: { type: 'integer', minimum: 0, maximum: 100 },
    categories: { type: 'array', items: { type: 'string' }, uniqueItems: true },
    signals: { type: 'array', items: { $ref: '#/$defs/signal' } },
    finalUrl: { type: 'string' },
    redirects: { type: 'array', items: { $ref: '#/$defs/redirectHop' } },
    http: { $ref: '#/$defs/http' },
    dns: {
      type: 'object',
      additionalProperties: false,
      required: ['addresses', 'remoteAddress'],
      properties: {
        addresses: { type: 'array', items: { type: 'string' } },
        remoteAddress: nullableString,
      },
    },
    tls: { $ref: '#/$defs/tls' },
    page: { $ref: '#/$defs/page', description: 'Browser engine: facts of the DOM after scripts ran; http engine: of the document.' },
    rawPage: { $ref: '#/$defs/page', description: 'Browser engine only: facts of the document as received, before scripts.' },
    threatIntel: { type: 'array', items: { $ref: '#/$defs/threatIntelMatch' } },
    decidedBy: { type: 'array', items: { type: 'string' }, uniqueItems: true, description: 'Ids of the signals (and combination rules, as combo:<id>) that made a non-clean verdict.' },
    capture: { $ref: '#/$defs/capture' },
  },
  $defs: {
    // How the target was captured (both engines; the http engine fills only engine and requests). The
    // artifact references are what the gateway serves and retention releases (packages/artifacts).
    capture: {
      type: 'object',
      additionalProperties: false,
      required: ['engine', 'requests', 'requestsTruncated', 'console', 'cookies', 'favicon', 'downloads', 'incidents'],
      properties: {
        engine: { enum: ['browser', 'http'] },
        screenshot: {
          type: 'object',
          additionalProperties: false,
          required: ['sha256', 'width', 'height', 'phash'],
          properties: {
            sha256: artifactHash,
            width: { type: 'integer', minimum: 0 },
            height: { type: 'integer', minimum: 0 },
            phash: { type: 'string', pattern: '^[0-9a-f]{16}$', description: '64-bit difference hash (dHash) of the screenshot, hex.' },
            contentType: { enum: ['image/png', 'image/webp'] },
          },
        },
        dom: {
          type: 'object',
          additionalProperties: false,
          required: ['sha256', 'bytes'],
          properties: { sha256: artifactHash, bytes: { type: 'integer', minimum: 0 }, truncated: { type: 'boolean' } },
        },
        har: {
          type: 'object',
          additionalProperties: false,
          required: ['sha256', 'bytes'],
          properties: { sha256: artifactHash, bytes: { type: 'integer', minimum: 0 } },
        },
        requests: { type: 'array', items: { $ref: '#/$defs/captureRequest' } },
        requestsTruncated: { type: 'boolean' },
        console: {
          type: 'array',
          items: { type: 'object', additionalProperties: false, required: ['type', 'text'], properties: { type: { type: 'string' }, text: { type: 'string' } } },
        },
        cookies: {
          type: 'array',
          description: 'Cookies the page ended with: names and flags, never values.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'domain', 'path', 'secure', 'httpOnly', 'sameSite', 'session'],
            properties: {
              name: { type: 'string' },
              domain: { type: 'string' },
              path: { type: 'string' },
              secure: { type: 'boolean' },
              httpOnly: { type: 'boolean' },
              sameSite: { type: 'string' },
              session: { type: 'boolean' },
            },
          },
        },
        favicon: {
          oneOf: [
            { type: 'null' },
            {
              type: 'object',
              additionalProperties: false,
              required: ['url', 'sha256', 'mmh3'],
              properties: {
                url: { type: 'string' },
                sha256: artifactHash,
                mmh3: { type: 'integer', minimum: -2147483648, maximum: 2147483647, description: 'Shodan-style favicon hash: MurmurHash3 x86_32 of the base64 (76-char lines), signed.' },
              },
            },
          ],
        },
        downloads: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['url', 'filename', 'mimeType', 'bytes', 'sha256'],
            properties: {
              url: { type: 'string' },
              filename: { type: 'string' },
              mimeType: nullableString,
              bytes: { type: ['integer', 'null'], minimum: 0 },
              sha256: { type: ['string', 'null'], pattern: '^[0-9a-f]{64}$' },
            },
          },
        },
        incidents: { type: 'array', items: { type: 'string' }, description: 'What the capture cut short: dialogs dismissed, popups blocked, script terminated, timeouts.' },
      },
    },
    captureRequest: {
      type: 'object',
      additionalProperties: false,
      required: ['url', 'method', 'resourceType', 'status', 'remoteAddress', 'mimeType', 'bytes', 'sha256'],
      properties: {
        url: { type: 'string' },
        method: { type: 'string' },
        resourceType: { type: 'string' },
        status: { type: ['integer', 'null'] },
        remoteAddress: nullableString,
        mimeType: nullableString,
        bytes: { type: ['integer', 'null'], minimum: 0 },
        sha256: { type: ['string', 'null'], pattern: '^[0-9a-f]{64}$' },
        blocked: { type: 'object', additionalProperties: false, required: ['reason'], properties: { reason: { type: 'string' } } },
      },
    },
    signal: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'severity', 'message', 'evidence'],
      properties: {
        id: { type: 'string', pattern: '^[a-z0-9-]+$' },
        severity,
        message: { type: 'string' },
        evidence: { type: 'string' },
      },
    },
    redirectHop: {
      type: 'object',
      additionalProperties: false,
      required: ['url', 'status', 'location'],
      properties: {
        url: { type: 'string' },
        status: { type: 'integer' },
        location: { type: 'string' },
        kind: { enum: ['http', 'meta', 'js'], description: 'An HTTP 3xx, a meta refresh (or Refresh header), or a script navigation.' },
      },
    },
    http: {
      type: 'object',
      additionalProperties: false,
      required: ['status', 'contentType', 'contentLength', 'bodyBytes', 'bodyTruncated', 'bodySha256', 'headers', 'timings'],
      properties: {
        status: { type: 'integer', minimum: 100, maximum: 999 },
        contentType: nullableString,
        contentLength: { type: ['integer', 'null'], minimum: 0 },
        bodyBytes: { type: 'integer', minimum: 0 },
        bodyTruncated: { type: 'boolean' },
        bodySha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
        headers: {
          type: 'object',
          description: 'Security-relevant response headers only; Set-Cookie is summarised, never copied.',
          additionalProperties: false,
          properties: {
            'content-security-policy': headerString,
            'content-security-policy-report-only': headerString,
            'strict-transport-security': headerString,
            'x-frame-options': headerString,
            'x-content-type-options': headerString,
            'referrer-policy': headerString,
            'permissions-policy': headerString,
            'cross-origin-opener-policy': headerString,
            'cross-origin-embedder-policy': headerString,
            'cross-origin-resource-policy': headerString,
            'access-control-allow-origin': headerString,
            server: headerString,
            'x-powered-by': headerString,
            'content-disposition': headerString,
            location: headerString,
            refresh: headerString,
            'set-cookie': {
              type: 'object',
              additionalProperties: false,
              required: ['count', 'secure', 'httpOnly', 'sameSite'],
              properties: {
                count: { type: 'integer', minimum: 0 },
                secure: { type: 'integer', minimum: 0 },
                httpOnly: { type: 'integer', minimum: 0 },
                sameSite: { type: 'integer', minimum: 0 },
              },
            },
          },
        },
        timings: {
          type: 'object',
          description: 'Milliseconds, of the final hop; null where the phase did not happen.',
          additionalProperties: false,
          required: ['dns', 'connect', 'tls', 'ttfb', 'total'],
          properties: {
            dns: nullableMs,
            connect: nullableMs,
            tls: nullableMs,
            ttfb: nullableMs,
            total: { type: 'number', minimum: 0 },
          },
        },
      },
    },
    tls: {
      type: 'object',
      additionalProperties: false,
      required: ['protocol', 'cipher', 'subject', 'issuer', 'validFrom', 'validTo', 'subjectAltNames', 'selfSigned', 'authorized', 'authorizationError'],
      properties: {
        protocol: nullableString,
        cipher: nullableString,
        subject: nullableString,
        issuer: nullableString,
        validFrom: nullableString,
        validTo: nullableString,
        subjectAltNames: { type: 'array', items: { type: 'string' } },
        selfSigned: { type: 'boolean' },
        fingerprintSha256: { type: ['string', 'null'], pattern: '^[0-9a-f]{64}$' },
        authorized: { type: 'boolean' },
        authorizationError: nullableString,
      },
    },
    page: {
      type: 'object',
      additionalProperties: false,
      required: ['title', 'metaRefresh', 'forms', 'links', 'scripts', 'iframes', 'externalDomains', 'truncated'],
      properties: {
        title: nullableString,
        metaRefresh: {
          oneOf: [
            { type: 'null' },
            {
              type: 'object',
              additionalProperties: false,
              required: ['delaySeconds', 'url'],
              properties: {
                delaySeconds: { type: 'number', minimum: 0 },
                url: nullableString,
              },
            },
          ],
        },
        forms: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['action', 'method', 'hasPassword', 'crossOrigin'],
            properties: {
              action: { type: 'string' },
              method: { type: 'string' },
              hasPassword: { type: 'boolean' },
              crossOrigin: { type: 'boolean' },
            },
          },
        },
        links: {
          type: 'object',
          additionalProperties: false,
          required: ['internal', 'external'],
          properties: {
            internal: { type: 'integer', minimum: 0 },
            external: { type: 'integer', minimum: 0 },
          },
        },
        scripts: {
          type: 'object',
          additionalProperties: false,
          required: ['inline', 'external'],
          properties: {
            inline: { type: 'integer', minimum: 0 },
            external: { type: 'integer', minimum: 0 },
          },
        },
        iframes: { type: 'integer', minimum: 0 },
        externalDomains: { type: 'array', items: { type: 'string' }, uniqueItems: true },
        truncated: { type: 'boolean' },
      },
    },
    threatIntelMatch: {
      type: 'object',
      additionalProperties: false,
      required: ['list', 'entry', 'matchedOn', 'category'],
      properties: {
        list: { type: 'string' },
        entry: { type: 'string' },
        matchedOn: { enum: ['url', 'host', 'domain'] },
        category: { type: 'string' },
      },
    },
  },
} as const;
