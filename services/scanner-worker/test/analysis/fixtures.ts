import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROTO_DIR } from '@lookout/contracts';
import type { FetchResponse, PeerCertificateInfo } from '@lookout/egress';
import { loadRules, type Rules } from '../../src/analysis/rules.js';
import type { ScanResult } from '../../src/analysis/result.js';
import { parseList, type ListFormat } from '../../src/threat-intel/parse.js';
import { ThreatIntelIndex } from '../../src/threat-intel/threat-index.js';

/** A FetchResponse as the egress client would return it; every field can be overridden. */
export function fetchResponse(overrides: Partial<FetchResponse> & { html?: string } = {}): FetchResponse {
  const { html, ...rest } = overrides;
  const finalUrl = rest.finalUrl ?? 'https://www.example.com/';
  return {
    requestedUrl: finalUrl,
    finalUrl,
    redirects: [],
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: Buffer.from(html ?? '<!doctype html><html><head><title>Example</title></head><body><p>Hello</p></body></html>'),
    bodyTruncated: false,
    remoteAddress: '192.0.2.10',
    resolvedAddresses: ['192.0.2.10'],
    tls: finalUrl.startsWith('https:') ? validCertificate() : null,
    timings: { dns: 3, connect: 10, tls: finalUrl.startsWith('https:') ? 20 : null, ttfb: 50, total: 80 },
    ...rest,
  };
}

export function validCertificate(overrides: Partial<PeerCertificateInfo> = {}): PeerCertificateInfo {
  return {
    protocol: 'TLSv1.3',
    cipher: 'TLS_AES_128_GCM_SHA256',
    subject: 'CN=www.example.com',
    issuer: 'CN=Example CA',
    validFrom: '2025-01-01T00:00:00.000Z',
    validTo: '2026-01-01T00:00:00.000Z',
    subjectAltNames: ['DNS:www.example.com'],
    selfSigned: false,
    fingerprintSha256: 'ab'.repeat(32),
    authorized: true,
    authorizationError: null,
    ...overrides,
  };
}

export function indexOf(lists: { name: string; format: ListFormat; text: string }[]): ThreatIntelIndex {
  return new ThreatIntelIndex(lists.map((l) => parseList(l.name, l.format, l.text)));
}

let rulesPromise: Promise<Rules> | undefined;
/** The shipped default rules (loaded once: they are immutable). */
export function defaultRules(): Promise<Rules> {
  rulesPromise ??= loadRules();
  return rulesPromise;
}

export function signalIds(result: Pick<ScanResult, 'signals'>): string[] {
  return result.signals.map((s) => s.id);
}

export function signal(result: Pick<ScanResult, 'signals'>, id: string) {
  return result.signals.find((s) => s.id === id);
}

/** The published result schema, proto/http/scan-result.schema.json: what every result must validate against. */
export const scanResultSchema = JSON.parse(readFileSync(join(PROTO_DIR, 'http/scan-result.schema.json'), 'utf8')) as object;
