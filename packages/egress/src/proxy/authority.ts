import { createHash, createPrivateKey, generateKeyPairSync, randomBytes, sign, X509Certificate, type KeyObject } from 'node:crypto';
import net from 'node:net';
import tls from 'node:tls';

/**
 * The proxy's own certificate authority: one per process, in memory only, ECDSA P-256. It signs a
 * leaf certificate for each host Chromium opens a CONNECT tunnel to, so the proxy can read (and
 * police) every request inside HTTPS. Nothing trusts it but the browser contexts the proxy serves
 * (`ignoreHTTPSErrors`, see chromium.ts); its key never leaves this process.
 *
 * The certificates are DER-encoded by hand (a few dozen lines) rather than through an X.509 package:
 * the candidates pull in a reflect-metadata global polyfill or a slow pure-JS RSA, and node:crypto
 * already does the signing.
 */
export interface CertificateAuthority {
  /** The CA certificate (PEM), e.g. for a test client that wants to verify the leaves. */
  readonly certificatePem: string;
  /** A TLS context presenting a leaf for `host` (a DNS name or an IP literal); cached per host. */
  contextFor(host: string): tls.SecureContext;
}

// --- minimal DER -----------------------------------------------------------------------------
function der(tag: number, content: Buffer): Buffer {
  const length = content.length;
  let head: Buffer;
  if (length < 0x80) head = Buffer.from([tag, length]);
  else if (length < 0x100) head = Buffer.from([tag, 0x81, length]);
  else if (length < 0x10000) head = Buffer.from([tag, 0x82, length >> 8, length & 0xff]);
  else head = Buffer.from([tag, 0x83, length >> 16, (length >> 8) & 0xff, length & 0xff]);
  return Buffer.concat([head, content]);
}
const seq = (...items: Buffer[]): Buffer => der(0x30, Buffer.concat(items));
const set = (...items: Buffer[]): Buffer => der(0x31, Buffer.concat(items));
const octets = (content: Buffer): Buffer => der(0x04, content);
const bits = (content: Buffer, unused = 0): Buffer => der(0x03, Buffer.concat([Buffer.from([unused]), content]));
const bool = (value: boolean): Buffer => der(0x01, Buffer.from([value ? 0xff : 0x00]));
const utf8 = (text: string): Buffer => der(0x0c, Buffer.from(text, 'utf8'));
const explicit = (n: number, content: Buffer): Buffer => der(0xa0 + n, content);

function integer(value: Buffer): Buffer {
  let v = value;
  while (v.length > 1 && v[0] === 0 && ((v[1] ?? 0) & 0x80) === 0) v = v.subarray(1);
  if (((v[0] ?? 0) & 0x80) !== 0) v = Buffer.concat([Buffer.from([0]), v]);
  return der(0x02, v);
}

function oid(text: string): Buffer {
  const parts = text.split('.').map(Number);
  const out: number[] = [(parts[0] ?? 0) * 40 + (parts[1] ?? 0)];
  for (const part of parts.slice(2)) {
    const stack: number[] = [part & 0x7f];
    for (let rest = Math.floor(part / 128); rest > 0; rest = Math.floor(rest / 128)) stack.unshift((rest & 0x7f) | 0x80);
    out.push(...stack);
  }
  return der(0x06, Buffer.from(out));
}

/** UTCTime until 2049, GeneralizedTime after (RFC 5280 §4.1.2.5). */
function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return date.getUTCFullYear() < 2050 ? der(0x17, Buffer.from(`${iso.slice(2)}Z`)) : der(0x18, Buffer.from(`${iso}Z`));
}

const ECDSA_SHA256 = seq(oid('1.2.840.10045.4.3.2'));
const name = (commonName: string): Buffer => seq(set(seq(oid('2.5.4.3'), utf8(commonName))), set(seq(oid('2.5.4.10'), utf8('Lookout egress proxy'))));
const extension = (id: string, critical: boolean, value: Buffer): Buffer => seq(oid(id), ...(critical ? [bool(true)] : []), octets(value));

function subjectAltName(host: string): Buffer {
  if (net.isIP(host) === 4) return der(0x87, Buffer.from(host.split('.').map(Number)));
  if (net.isIP(host) === 6) {
    const x509 = new URL(`http://[${host}]/`).hostname.slice(1, -1);
    const halves = x509.split('::');
    const words = (part: string | undefined): number[] => (part ? part.split(':').map((w) => parseInt(w, 16)) : []);
    const head = words(halves[0]);
    const tail = words(halves[1]);
    const all = [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
    return der(0x87, Buffer.from(all.flatMap((w) => [w >> 8, w & 0xff])));
  }
  return der(0x82, Buffer.from(host, 'ascii'));
}

function keyId(spki: Buffer): Buffer {
  return createHash('sha1').update(spki).digest();
}

interface Signer {
  readonly name: Buffer;
  readonly key: KeyObject;
  readonly keyId: Buffer;
}

function certificate(options: { subject: Buffer; spki: Buffer; issuer: Signer; extensions: Buffer[]; notBefore: Date; notAfter: Date }): string {
  const serial = randomBytes(16);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x01;
  const tbs = seq(
    explicit(0, integer(Buffer.from([2]))),
    integer(serial),
    ECDSA_SHA256,
    options.issuer.name,
    seq(time(options.notBefore), time(options.notAfter)),
    options.subject,
    options.spki,
    explicit(3, seq(...options.extensions)),
  );
  const signature = sign('sha256', tbs, options.issuer.key);
  const body = seq(tbs, ECDSA_SHA256, bits(signature)).toString('base64');
  return `-----BEGIN CERTIFICATE-----\n${body.replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END CERTIFICATE-----\n`;
}

const MAX_CACHED_LEAVES = 512;

/** Creates a fresh CA (a few milliseconds). `now` dates the certificates (valid from a day before to a week after). */
export function createCertificateAuthority(now: () => Date = () => new Date()): CertificateAuthority {
  const start = now();
  const notBefore = new Date(start.getTime() - 24 * 3600_000);
  const notAfter = new Date(start.getTime() + 7 * 24 * 3600_000);
  const caKeys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const caSpki = caKeys.publicKey.export({ type: 'spki', format: 'der' });
  const caSigner: Signer = { name: name(`Lookout egress CA ${randomBytes(4).toString('hex')}`), key: caKeys.privateKey, keyId: keyId(caSpki) };
  const certificatePem = certificate({
    subject: caSigner.name,
    spki: caSpki,
    issuer: caSigner,
    notBefore,
    notAfter,
    extensions: [
      extension('2.5.29.19', true, seq(bool(true), integer(Buffer.from([0])))),
      // keyCertSign | cRLSign
      extension('2.5.29.15', true, bits(Buffer.from([0x06]), 1)),
      extension('2.5.29.14', false, octets(caSigner.keyId)),
    ],
  });
  // One key for every leaf: generating a key per host would cost more than it protects (all live in this process).
  const leafKeys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const leafSpki = leafKeys.publicKey.export({ type: 'spki', format: 'der' });
  const leafKeyPem = createPrivateKey(leafKeys.privateKey.export({ type: 'pkcs8', format: 'pem' })).export({ type: 'pkcs8', format: 'pem' }).toString();
  const cache = new Map<string, tls.SecureContext>();

  return {
    certificatePem,
    contextFor(host: string): tls.SecureContext {
      const key = host.toLowerCase();
      const cached = cache.get(key);
      if (cached) return cached;
      const leaf = certificate({
        subject: seq(set(seq(oid('2.5.4.3'), utf8(key.slice(0, 64))))),
        spki: leafSpki,
        issuer: caSigner,
        notBefore,
        notAfter,
        extensions: [
          extension('2.5.29.19', true, seq()),
          // digitalSignature
          extension('2.5.29.15', true, bits(Buffer.from([0x80]), 7)),
          extension('2.5.29.37', false, seq(oid('1.3.6.1.5.5.7.3.1'))),
          extension('2.5.29.17', false, seq(subjectAltName(key))),
          extension('2.5.29.35', false, seq(der(0x80, caSigner.keyId))),
        ],
      });
      const context = tls.createSecureContext({ key: leafKeyPem, cert: `${leaf}${certificatePem}` });
      if (cache.size >= MAX_CACHED_LEAVES) {
        const oldest = cache.keys().next();
        if (!oldest.done) cache.delete(oldest.value);
      }
      cache.set(key, context);
      return context;
    },
  };
}

/** For tests and diagnostics: the parsed CA certificate. */
export function describeCertificate(pem: string): X509Certificate {
  return new X509Certificate(pem);
}
