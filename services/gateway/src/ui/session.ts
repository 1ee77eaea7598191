/**
 * Dashboard sessions (docs/dashboard.md). The session is a cookie the gateway seals with AES-256-GCM
 * under UI_SESSION_SECRET: it holds the API key, a CSRF token and an expiry, so no session store is
 * needed and every gateway instance sharing the secret accepts it. The key never reaches JavaScript
 * (HttpOnly cookie, and no endpoint answers it). Each API call made with the session is authorized
 * with the sealed key exactly like an X-Api-Key call, so a revoked or expired key stops the session
 * as fast as it stops the key.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'lookout_session';
export const CSRF_HEADER = 'x-csrf-token';
const VERSION = 'v1';

export interface Session {
  apiKey: string;
  csrfToken: string;
  /** Unix milliseconds. */
  expiresAt: number;
}

export class SessionSealer {
  private readonly key: Buffer;

  /** `secret`: any high-entropy string; it is hashed to the 32-byte AES key. */
  constructor(secret: string | Buffer) {
    this.key = createHash('sha256').update('lookout-ui-session\0').update(secret).digest();
  }

  seal(session: Session): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(VERSION));
    const body = Buffer.concat([cipher.update(JSON.stringify(session), 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  /** The session, or null when the cookie was not sealed by us, was altered, or has expired. */
  open(sealed: string, now: number): Session | null {
    const [version, iv, body, tag] = sealed.split('.');
    if (version !== VERSION || !iv || !body || !tag) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(VERSION));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const json = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      const session = JSON.parse(json) as Session;
      if (typeof session.apiKey !== 'string' || typeof session.csrfToken !== 'string' || typeof session.expiresAt !== 'number') return null;
      return session.expiresAt > now ? session : null;
    } catch {
      return null;
    }
  }
}

export function newCsrfToken(): string {
  return randomBytes(24).toString('base64url');
}

export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The value of one cookie from a Cookie header (no dependency for one name). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
