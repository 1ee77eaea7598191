import type { DetailedPeerCertificate, PeerCertificate, TLSSocket } from 'node:tls';
import type { PeerCertificateInfo } from './types.js';

/**
 * What the scan reports about the peer's certificate. The connection is made with
 * `rejectUnauthorized: false`, yet Node still runs chain and hostname verification and records the
 * outcome in `authorized`/`authorizationError` (onConnectSecure); a bad certificate is a finding.
 */
export function peerCertificateInfo(socket: TLSSocket): PeerCertificateInfo {
  const cert: DetailedPeerCertificate | Record<string, never> = socket.getPeerCertificate(true);
  const cipher = socket.getCipher() as ReturnType<TLSSocket['getCipher']> | undefined;
  const authorizationError = socket.authorizationError as Error | string | null | undefined;
  const base = {
    protocol: socket.getProtocol() ?? null,
    cipher: cipher?.name ?? null,
    authorized: socket.authorized,
    authorizationError: authorizationError === null || authorizationError === undefined ? null : String(authorizationError),
  };
  if (!isCertificate(cert)) {
    return { ...base, subject: null, issuer: null, validFrom: null, validTo: null, subjectAltNames: [], selfSigned: false, fingerprintSha256: null };
  }
  const subject = formatName(cert.subject);
  const issuer = formatName(cert.issuer);
  return {
    ...base,
    subject,
    issuer,
    validFrom: toIsoDate(cert.valid_from),
    validTo: toIsoDate(cert.valid_to),
    subjectAltNames: parseSubjectAltNames(cert.subjectaltname),
    selfSigned: isSelfSigned(cert, subject, issuer),
    fingerprintSha256: cert.fingerprint256.replace(/:/g, '').toLowerCase(),
  };
}

function isCertificate(cert: DetailedPeerCertificate | Record<string, never>): cert is DetailedPeerCertificate {
  return typeof cert === 'object' && cert !== null && 'fingerprint256' in cert && typeof cert.fingerprint256 === 'string';
}

/** Node links a self-signed certificate's issuerCertificate to itself: a chain of one. */
function isSelfSigned(cert: DetailedPeerCertificate, subject: string | null, issuer: string | null): boolean {
  const issuerCert = cert.issuerCertificate as DetailedPeerCertificate | undefined;
  if (issuerCert && issuerCert.fingerprint256 === cert.fingerprint256) return true;
  return subject !== null && subject === issuer;
}

function formatName(name: PeerCertificate['subject'] | undefined): string | null {
  if (!name || typeof name !== 'object') return null;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(name) as Array<[string, unknown]>) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v === 'string') parts.push(`${key}=${v}`);
    }
  }
  return parts.length === 0 ? null : parts.join(', ');
}

function toIsoDate(text: string | undefined): string | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/**
 * `DNS:a.example, IP Address:127.0.0.1` → `['DNS:a.example', 'IP Address:127.0.0.1']`. Node quotes
 * values holding commas (`DNS:"a, b"`), so the split respects quotes; the type prefix is kept.
 */
export function parseSubjectAltNames(text: string | undefined): string[] {
  if (!text) return [];
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] ?? '';
    if (ch === '\\' && quoted) {
      current += text[i + 1] ?? '';
      i += 1;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (ch === ',' && !quoted) {
      out.push(current.trim());
      current = '';
    } else {
      current += ch;
    }
  }
  if (current.trim() !== '') out.push(current.trim());
  return out.filter((entry) => entry !== '');
}
